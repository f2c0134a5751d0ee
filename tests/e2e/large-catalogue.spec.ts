import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminCredentials, expectToast } from './staff-helpers';
import { loginAsAdmin } from './staff-product-support';

// A catalogue of thousands (docs/large-catalogues.md): 5,000 spare parts created through the API
// in Marine Supplies, shared by the tests of this file and deleted again at the end, so the
// other files (one worker, one file at a time, on the same database) see the demo catalogue.

const COUNT = 5000;
/** As many calls at a time as the API has database workers for writes (DB_POOL_SIZE). */
const IN_FLIGHT = 4;
const run = Date.now().toString(36);
const ids = Array.from({ length: COUNT }, (_, i) => `e2e_large_${run}_${i}`);
/** A part number no other product has: the run and the product's number. */
const partNumber = (i: number) => `LC${run.toUpperCase()}-${String(i).padStart(5, '0')}`;
const BRANDS = ['Caterpillar', 'Cummins', 'Volvo Penta', 'Yanmar', 'MTU', 'Jabsco'];
const PARTS = ['Impeller Kit', 'Fuel Filter', 'Injector Nozzle', 'Thermostat', 'Exhaust Elbow', 'Anode Kit'];

const body = (i: number) => ({
  id: ids[i],
  name: `${BRANDS[i % BRANDS.length]} ${PARTS[Math.floor(i / BRANDS.length) % PARTS.length]} (${partNumber(i)})`,
  description: `Genuine spare part ${partNumber(i)}, shipped from our Dubai warehouse.`,
  price: `${100 + (i % 900)}.00`,
  category: 'marine-spares',
  image: '/uploads/demo/raw-water-pump.svg',
  images: [],
  inStock: true,
  isVisible: true,
  showContactForPricing: false,
  specs: { brand: BRANDS[i % BRANDS.length], partNumber: partNumber(i), condition: 'new' },
});

/** Runs `work` over 0..n-1, `IN_FLIGHT` at a time. */
async function eachIndex(n: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < n) await work(next++);
    }),
  );
}

/**
 * The admin's calls for the bulk load, with Node's fetch and the session cookie: Playwright's
 * request context goes through its driver process, several times slower per call than the API
 * (about 7 ms per create on the dev build).
 */
let admin: { base: string; cookie: string };
async function adminCall(method: string, path: string, data?: unknown) {
  // A busy machine can make a write wait past the API's database deadline: its 503 says retry.
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(new URL(path, admin.base), {
      method,
      headers: { Cookie: admin.cookie, ...(data ? { 'Content-Type': 'application/json' } : {}) },
      body: data ? JSON.stringify(data) : undefined,
    });
    if (response.status !== 503 || attempt === 5) return response;
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(600_000); // a generous bound: minutes on a busy machine, against a hang
  const login = await fetch(new URL('/api/admin/login', baseURL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(adminCredentials()),
  });
  expect(login.status, await login.text()).toBe(200);
  admin = { base: baseURL!, cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] };
  const started = Date.now();
  await eachIndex(COUNT, async (i) => {
    const response = await adminCall('POST', '/api/products', body(i));
    expect(response.status, await response.text()).toBe(201);
  });
  console.log(`large-catalogue: ${COUNT} products created through the API in ${(Date.now() - started) / 1000} s`);
});

test.afterAll(async () => {
  test.setTimeout(600_000); // a generous bound: minutes on a busy machine, against a hang
  await eachIndex(COUNT, async (i) => {
    const response = await adminCall('DELETE', `/api/products/${ids[i]}`);
    expect([204, 404]).toContain(response.status);
  });
});

/** What a visitor's category page counts (the visible products), asked without a session. */
async function visibleInCategory(anonymous: APIRequestContext) {
  const response = await anonymous.get('/api/products/category/marine-spares');
  expect(response.status()).toBe(200);
  const total = ((await response.json()) as unknown[]).length;
  expect(total).toBeGreaterThan(COUNT);
  return total;
}

const cards = (page: Page) => page.locator('[data-product]');

test('the category page shows a page of cards and the exact count; Show more adds more; a part number finds its product first', async ({
  page,
}) => {
  const categoryTotal = await visibleInCategory(page.request);
  await page.goto('/category/marine-spares');
  await expect(page.locator('p[role=status]')).toHaveText(`Showing 24 of ${categoryTotal} products`);
  await expect(cards(page)).toHaveCount(24);
  // The server searches and pages (docs/search.md): the page never asks for the whole category.
  const pageRequests = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(pageRequests.filter((url) => url.includes('/api/products/category/'))).toEqual([]);
  await expect(page.getByText(`24 of ${categoryTotal} shown`)).toBeVisible();

  // The button is reached and pressed from the keyboard; the focus goes to the first new card.
  const more = page.getByRole('button', { name: 'Show more products' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(48);
  await expect(cards(page).nth(24).getByRole('heading').getByRole('link')).toBeFocused();

  // Its part number finds the product first: the neighbours' numbers are within typing
  // distance, and come after it.
  const wanted = 4321;
  await page.getByRole('main').getByLabel('Search').fill(partNumber(wanted));
  await expect(cards(page).first()).toHaveAttribute('data-product', ids[wanted]);
  await expect(page.locator('p[role=status]')).toHaveText(/^Showing \d+ of \d+ products$/);
});

test('Back from a product page returns to the same card with as many cards shown', async ({ page }) => {
  await page.goto('/category/marine-spares?sort=price-low');
  const more = page.getByRole('button', { name: 'Show more products' });
  // The button hydrated: a press before that would be lost.
  await expect
    .poll(() => more.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))))
    .toBe(true);
  // One press at a time: a press while the next page is on its way is ignored on purpose
  // (components/show-more.tsx), and on a busy machine the first page can take that long.
  await more.click();
  await expect(cards(page)).toHaveCount(48);
  await more.click();
  await expect(cards(page)).toHaveCount(72);

  const card = cards(page).nth(60);
  const id = await card.getAttribute('data-product');
  await card.scrollIntoViewIfNeeded();
  const top = await card.evaluate((el) => el.getBoundingClientRect().top);
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/category\/marine-spares\?sort=price-low$/);
  await expect(cards(page)).toHaveCount(72);
  const back = page.locator(`[data-product="${id}"]`);
  await expect(back).toBeInViewport();
  // Where it was, give or take a little (the header may settle after the first frame).
  const again = await back.evaluate((el) => el.getBoundingClientRect().top);
  expect(Math.abs(again - top)).toBeLessThan(40);
});

test('the staff table pages through thousands, finds a product by its part number and edits it in place', async ({
  page,
}) => {
  await loginAsAdmin(page);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(51);
  const pager = page.getByRole('navigation', { name: 'Products pages' });
  const pages = Math.ceil(
    Number((await page.getByText(/^Showing \d+ of (\d+) products$/).innerText()).split(' ')[3]) / 50,
  );
  await expect(pager).toContainText(`Rows 1-50, page 1 of ${pages}`);
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager).toContainText(`Rows 51-100, page 2 of ${pages}`);

  // An edit on page 2 returns to page 2, with the row renamed in place.
  const first = table.getByRole('rowheader').first();
  const editButton = table.getByRole('button', { name: /^Edit / }).first();
  const name = ((await editButton.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
  await editButton.click();
  const field = page.getByLabel(/Product Name/);
  await expect(field).toHaveValue(name);
  await field.fill(`${name} - rebuilt`);
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expectToast(page, 'Product updated successfully.');
  await expect(pager).toContainText(`Rows 51-100, page 2 of ${pages}`);
  await expect(first).toContainText(`${name} - rebuilt`);

  // The search finds one product among thousands by its part number, and edits it.
  const wanted = 1234;
  await page.getByLabel('Search').fill(partNumber(wanted));
  await expect(page.getByText(/^Showing 1 of \d+ products$/)).toBeVisible();
  await expect(pager).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Edit ${body(wanted).name}` }).click();
  await expect(field).toHaveValue(body(wanted).name);
  await field.fill(`${body(wanted).name} - rebuilt`);
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expectToast(page, 'Product updated successfully.');
  await expect(page.getByLabel('Search')).toHaveValue(partNumber(wanted));
  await expect(table.getByRole('rowheader')).toContainText(`${body(wanted).name} - rebuilt`);
  const stored = await adminCall('GET', `/api/products/${ids[wanted]}`);
  expect(((await stored.json()) as { name: string }).name).toBe(`${body(wanted).name} - rebuilt`);
});
