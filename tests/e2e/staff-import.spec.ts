import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { adminCredentials, apiLoginAsAdmin, logInThroughApi } from './staff-helpers';
import { aed } from './public-support';
import { apiDeleteProduct } from './staff-product-support';
import { xlsxBuffer } from './xlsx-fixture';
import { expectNoViolations } from './axe-support';

// The catalogue in and out (docs/catalogue-io.md): the admin downloads the export, changes two
// prices in it and adds a product, the dry run reports 1 create, 2 updates and the rest
// unchanged, Apply writes them, and the public catalogue shows the new prices and product.
// The products it changes are its own (created here, deleted at the end), so the other files
// on the same database see the demo catalogue as it was.

const run = Date.now().toString(36);
const tag = `Imported ${run}`;
const ids = [`e2e_import_${run}_a`, `e2e_import_${run}_b`];
const newSku = `E2E-IMP-${run.toUpperCase()}`;
let createdNewId: string | undefined;

test.beforeAll(async ({ request }) => {
  await apiLoginAsAdmin(request);
  for (const [i, id] of ids.entries()) {
    const made = await request.post('/api/products', {
      data: {
        id,
        sku: `${newSku}-${i}`,
        name: `${tag} fender ${i}`,
        category: 'marine-spares',
        description: 'A product the import test changes.',
        price: '100.00',
        image: '/uploads/placeholder.jpg',
        images: [],
        inStock: true,
        isVisible: true,
        showContactForPricing: false,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
  }
});

test.afterAll(async ({ request }) => {
  await apiLoginAsAdmin(request);
  for (const id of [...ids, createdNewId].filter(Boolean)) await apiDeleteProduct(request, id!);
});

/** The export with the two products' prices changed and one new row; lines split on CRLF (RFC 4180). */
function edited(csv: string): string {
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  const header = lines[0]!.split(',');
  const price = header.indexOf('price');
  const changed = lines.map((line) => {
    const i = ids.findIndex((id) => line.startsWith(`${id},`));
    if (i < 0) return line;
    const cells = line.split(','); // our own rows have no quoted cells
    cells[price] = i === 0 ? '250.00' : '"1,375.50"'; // thousands grouped, as a spreadsheet may write it
    return cells.join(',');
  });
  const cells: Record<string, string> = {
    sku: newSku,
    name: `${tag} new buoy`,
    category: 'marine-spares',
    description: 'Added by the import test.',
    price: '99.90',
    image: '/uploads/placeholder.jpg',
    inStock: 'true',
    isVisible: 'true',
    showContactForPricing: 'false',
  };
  const added = header.map((column) => cells[column] ?? '').join(',');
  if (changed.at(-1) === '') changed.pop(); // the last record's CRLF (a blank line inside a quoted cell stays)
  return `\uFEFF${[...changed, added].join('\r\n')}\r\n`;
}

async function openImport(page: Page) {
  await logInThroughApi(page, adminCredentials());
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Import / Export' }).click();
  await expect(page.getByRole('heading', { name: 'Import and Export', level: 1 })).toBeVisible();
}

test('export, change two prices and add a product, dry run, apply: the catalogue shows them', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openImport(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export catalogue (CSV)' }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFid,'), 'the export is UTF-8 with a byte-order mark').toBe(true);
  for (const id of ids) expect(csv.includes(`\r\n${id},`), `the export has ${id}`).toBe(true);

  await page.getByLabel(/Drop a CSV or XLSX file here/).setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(edited(csv), 'utf8'),
  });
  await expect(page.getByText(/^catalogue\.csv: \d+ rows/)).toBeVisible();
  // The export's headers are the fields: no mapping step.
  await expect(page.getByRole('heading', { name: '2. Match the columns' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('heading', { name: '3. Check the changes' })).toBeVisible({ timeout: 30_000 });
  const count = (action: string) => page.getByTestId(`import-count-${action}`);
  await expect(count('create')).toHaveText('1');
  await expect(count('update')).toHaveText('2');
  await expect(count('error')).toHaveText('0');
  const rows = Number((await page.getByText(/^catalogue\.csv: \d+ rows/).textContent())!.match(/: (\d+) rows/)![1]);
  await expect(count('unchanged')).toHaveText(String(rows - 3));
  await page.getByRole('button', { name: 'Update (2)' }).click();
  const table = page.getByRole('region', { name: 'Rows of the file' });
  await expect(table.getByText(/^1,?375\.50$/)).toBeVisible();

  await page.getByRole('button', { name: 'Apply 3 changes' }).click();
  await expect(page.getByText('Import applied: 1 created, 2 updated.')).toBeVisible({ timeout: 60_000 });

  const staff = await page.request.get('/api/products');
  const created = ((await staff.json()) as { id: string; name: string }[]).find((p) => p.name === `${tag} new buoy`);
  createdNewId = created?.id;
  expect(created, 'the new product is stored').toBeTruthy();

  // A visitor of its own (staff sessions see hidden products on the public pages too).
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/category/marine-spares?q=${encodeURIComponent(tag)}`);
  const main = visitor.getByRole('main');
  await expect(main.getByRole('link', { name: new RegExp(`${tag} new buoy`) }).first()).toBeVisible();
  await expect(main.getByText(aed('250.00')).first()).toBeVisible();
  await expect(main.getByText(aed('1375.50')).first()).toBeVisible();
  await expect(main.getByText(aed('99.90')).first()).toBeVisible();
  await visitorContext.close();
});

test('the import screen on a phone: no accessibility violation, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openImport(page);
  // With a file whose columns need matching, so that the mapping table is checked too.
  await page.getByLabel(/Drop a CSV or XLSX file here/).setInputFiles({
    name: 'parts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Code,Price\nNOT-STORED-1,10\n', 'utf8'),
  });
  await expect(page.getByRole('heading', { name: '2. Match the columns' })).toBeVisible();
  await page.getByLabel('Code').selectOption('sku');
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('heading', { name: '3. Check the changes' })).toBeVisible();
  await expectNoViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an XLSX file is read in the browser, a large one included', async ({ page }) => {
  await openImport(page);
  const sheet = (n: number) => [
    ['sku', 'name', 'nameAr', 'price'],
    ...Array.from({ length: n }, (_, i) => [`XL-${i}`, `Part ${i}`, 'قطعة', '10']),
  ];
  const choose = (rows: string[][]) =>
    page.getByLabel(/Drop a CSV or XLSX file here/).setInputFiles({
      name: 'parts.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsxBuffer(rows),
    });
  await choose(sheet(200));
  await expect(page.getByText('parts.xlsx: 200 rows, 4 columns')).toBeVisible();
  // 20,000 rows: the sheet's XML is over 512 kB, which fflate would inflate in a blob: worker
  // that the site's Content-Security-Policy refuses (docs/catalogue-io.md, "The import screen").
  await choose(sheet(20_000));
  await expect(page.getByText('parts.xlsx: 20000 rows, 4 columns')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
});
