// The search call from a phone (docs/search.md): a part number typed with a typo on a category
// page, an Arabic query, 'Show more' by cursor, Back to the same place, and the site-wide
// search page from the header's menu. Products are made through the API and deleted at the end.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLoginAsAdmin } from './staff-helpers';

const run = Date.now().toString(36);
/** A word no other product has, in every product of this file's list. */
const token = `Zephyr${run}`;
const id = (i: number) => `e2e_search_${run}_${i}`;
const MANY = 30;
const PART = `VP-${run.toUpperCase()}-4471`;
const product = (i: number, extra: Record<string, unknown> = {}) => ({
  id: id(i),
  name: `${token} Impeller Kit ${String(i).padStart(2, '0')}`,
  description: `Genuine spare part, shipped from our Dubai warehouse (${token}).`,
  price: `${100 + i}.00`,
  category: 'marine-spares',
  image: '/uploads/demo/raw-water-pump.svg',
  images: [],
  inStock: true,
  isVisible: true,
  showContactForPricing: false,
  ...extra,
});
const made: string[] = [];

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test.beforeAll(async ({ playwright, baseURL }) => {
  const request: APIRequestContext = await playwright.request.newContext({ baseURL });
  await apiLoginAsAdmin(request);
  const bodies = [
    ...Array.from({ length: MANY }, (_, i) => product(i)),
    product(MANY, { name: `Sea Water Pump ${run}`, description: 'A raw water pump for inboard engines.', partNumbers: [PART] }),
    product(MANY + 1, {
      name: `Galvanised Anchor ${run}`,
      nameAr: `مرساة مجلفنة ${run}`,
      description: 'A galvanised plough anchor.',
      descriptionAr: 'مرساة محراثية مجلفنة.',
    }),
    product(MANY + 2, {
      name: `${token} Charter Yacht`,
      category: 'vessel-chartering',
      description: `A yacht for the day (${token}).`,
    }),
  ];
  for (const body of bodies) {
    const response = await request.post('/api/products', { data: body });
    expect(response.status(), await response.text()).toBe(201);
    made.push(body.id);
  }
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await apiLoginAsAdmin(request);
  for (const p of made) expect([204, 404]).toContain((await request.delete(`/api/products/${p}`)).status());
  await request.dispose();
});

const cards = (page: Page) => page.getByRole('main').locator('[data-product]');
const box = (page: Page) => page.getByRole('main').getByRole('searchbox');

test('a part number typed with a typo finds its product on a category page, which opens', async ({ page }) => {
  await page.goto('/category/marine-spares');
  await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
  // The last digit left out, and in lower case.
  await box(page).fill(PART.slice(0, -1).toLowerCase());
  const card = page.locator(`[data-product="${id(MANY)}"]`);
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=/);
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Sea Water Pump ${run}` })).toBeVisible();
  await expect(page.getByRole('row', { name: `Part numbers ${PART}` })).toBeVisible();
});

test('an Arabic query without its hamza or taa marbuta finds the Arabic name', async ({ page }) => {
  await page.goto('/ar/category/marine-spares');
  await expect(page.getByText(/^عرض \d+ من أصل \d+ منتج$/)).toBeVisible();
  await box(page).fill('مرساه مجلفنه');
  await expect(page.locator(`[data-product="${id(MANY + 1)}"]`)).toBeVisible();
  await expect(page.locator(`[data-product="${id(MANY + 1)}"]`)).toContainText(`مرساة مجلفنة ${run}`);
});

test("Show more asks for the next page; Back from a product returns to the same card with as many shown", async ({
  page,
}) => {
  await page.goto(`/category/marine-spares?q=${token}&sort=name`);
  await expect(page.getByText(`Showing 24 of ${MANY} products`)).toBeVisible();
  await expect(cards(page)).toHaveCount(24);
  const more = page.getByRole('button', { name: 'Show more products' });
  const next = page.waitForRequest((r) => r.url().includes('/api/products/search') && r.url().includes('cursor='));
  await more.focus();
  await page.keyboard.press('Enter');
  await next;
  await expect(cards(page)).toHaveCount(MANY);
  await expect(page.getByText(`Showing ${MANY} of ${MANY} products`)).toBeVisible();
  await expect(cards(page).nth(24).getByRole('heading').getByRole('link')).toBeFocused();
  await expect(more).toHaveCount(0);

  const card = cards(page).nth(27);
  const opened = await card.getAttribute('data-product');
  await card.scrollIntoViewIfNeeded();
  const top = await card.evaluate((el) => el.getBoundingClientRect().top);
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/product/${opened}$`));
  await page.goBack();
  await expect(cards(page)).toHaveCount(MANY);
  const back = page.locator(`[data-product="${opened}"]`);
  await expect(back).toBeInViewport();
  expect(Math.abs((await back.evaluate((el) => el.getBoundingClientRect().top)) - top)).toBeLessThan(40);
});

test("the header's search (in the phone's menu) lists every category's products on /search", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const field = page.getByRole('searchbox', { name: 'Search the catalogue' });
  await field.fill(token);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${token}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByText(`Showing 24 of ${MANY + 1} products`)).toBeVisible();
  await page.getByRole('button', { name: 'Show more products' }).click();
  await expect(cards(page)).toHaveCount(MANY + 1);
  await expect(page.locator(`[data-product="${id(MANY + 2)}"]`)).toContainText('Vessel Chartering');

  // In Arabic: /ar/search, with the query kept by the language switch.
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/search\\?q=${token}$`));
  await expect(page.getByText(`عرض 24 من أصل ${MANY + 1} منتج`)).toBeVisible();
});
