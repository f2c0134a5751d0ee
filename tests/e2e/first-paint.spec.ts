// A page's HTML brings the API answers its first screen needs (docs/architecture.md, "First
// paint"), so the content shows without a second request. Each test blocks the API's JSON reads
// after the HTML and checks the page still shows its content; client-side navigation still fetches;
// the embedded JSON cannot end its <script> early; a hidden product's page embeds nothing.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appReady } from './public-support';
import { apiLoginAsAdmin } from './staff-helpers';

const stamp = Date.now();
// '</script>' and U+2028 in product text: the embedded JSON must carry them safely.
const visible = {
  id: `product_fp${stamp}`,
  name: `First Paint Launch ${stamp} </script><b>`,
  description: 'Line one\u2028line two </script><script>window.__pwned = true</script>',
};
const hidden = { id: `product_fh${stamp}`, name: `First Paint Hidden ${stamp}` };

async function create(request: APIRequestContext, p: { id: string; name: string; description?: string }, isVisible: boolean) {
  const res = await request.post('/api/products', {
    data: {
      ...p,
      description: p.description ?? 'Made by first-paint.spec.ts.',
      category: 'vessel-chartering',
      price: '900.00',
      image: '/uploads/placeholder.jpg',
      images: [],
      inStock: true,
      isVisible,
      showContactForPricing: false,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await apiLoginAsAdmin(request);
  await create(request, visible, true);
  await create(request, hidden, false);
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await apiLoginAsAdmin(request);
  for (const id of [visible.id, hidden.id]) await request.delete(`/api/products/${id}`);
  await request.dispose();
});

/** Blocks the catalogue's JSON reads and returns the ones the page tried. */
async function blockCatalogueReads(page: Page): Promise<string[]> {
  const tried: string[] = [];
  await page.route(/\/api\/(products|banners|settings)/, (route) => {
    tried.push(new URL(route.request().url()).pathname);
    return route.abort();
  });
  return tried;
}

for (const [what, path, shown] of [
  ['home', '/', visible.name],
  ['category', '/category/vessel-chartering', visible.name],
  ['product', `/product/${visible.id}`, visible.name],
] as const) {
  test(`the ${what} page shows its content with the API's JSON blocked`, async ({ page }) => {
    const tried = await blockCatalogueReads(page);
    await page.goto(path);
    await expect(page.getByText(shown).first()).toBeVisible();
    // The product page's similar listings, below the fold, may still ask the search for a few.
    const allowed = what === 'product' ? ['/api/products/search'] : [];
    expect(tried.filter((p) => !allowed.includes(p))).toEqual([]);
  });
}

test('the product text arrives intact and runs nothing', async ({ page }) => {
  await blockCatalogueReads(page);
  await page.goto(`/product/${visible.id}`);
  await expect(page.getByRole('heading', { name: visible.name })).toBeVisible();
  await expect(page.getByText('</script><script>window.__pwned = true</script>', { exact: false })).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
});

/** The page's data (docs/first-paint.md): the dehydrated query cache; the data of the query under `key`. */
function queryData(data: string | undefined, key: unknown[]) {
  const state = JSON.parse(data ?? '{"queries":[]}') as { queries: { queryKey: unknown[]; state: { data?: unknown } }[] };
  return state.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))?.state.data;
}

test('the embedded JSON escapes "<" and U+2028, the rendered markup escapes the text, and a hidden product embeds nothing', async ({ request }) => {
  const html = await (await request.get(`/product/${visible.id}`)).text();
  const data = /<script type="application\/json" id="page-data">([^]*?)<\/script>/.exec(html)?.[1];
  expect(data, 'the page embeds its product').toBeTruthy();
  expect(data).not.toContain('<');
  expect(data).not.toContain('\u2028');
  expect(data).toContain('\\u003c/script>');
  expect(data).toContain('\\u2028');
  expect((queryData(data, ['products', 'detail', visible.id]) as { description: string }).description).toBe(
    visible.description,
  );

  // The server's rendering of the page shows the text as text: escaped, never as markup.
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain(`First Paint Launch ${stamp} &lt;/script&gt;&lt;b&gt;`);
  expect(root).not.toContain('<script>window.__pwned');

  const hiddenPage = await request.get(`/product/${hidden.id}`);
  expect(hiddenPage.status()).toBe(404);
  const hiddenHtml = await hiddenPage.text();
  const hiddenData = /<script type="application\/json" id="page-data">([^]*?)<\/script>/.exec(hiddenHtml)?.[1];
  expect(queryData(hiddenData, ['products', 'detail', hidden.id])).toBeUndefined();
  expect(hiddenHtml).not.toContain(hidden.name);
});

test('client-side navigation still asks the API', async ({ page }) => {
  let asked: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/products')) asked.push(url);
  });
  await page.goto(`/product/${visible.id}`);
  await expect(page.getByRole('heading', { name: visible.name })).toBeVisible();
  expect(asked.map((u) => u.pathname)).not.toContain(`/api/products/${visible.id}`);
  await appReady(page);
  // From here on: the category's first page (24; the similar listings ask for fewer).
  asked = [];
  await page.getByRole('link', { name: 'Vessel Chartering' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vessel Chartering' })).toBeVisible();
  await expect(page.getByRole('main').getByText(visible.name).first()).toBeVisible();
  await expect
    .poll(() =>
      asked.some(
        (u) =>
          u.pathname === '/api/products/search' &&
          u.searchParams.get('category') === 'vessel-chartering' &&
          u.searchParams.get('limit') === '24',
      ),
    )
    .toBe(true);
});
