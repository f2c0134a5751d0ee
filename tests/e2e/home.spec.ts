import { test, expect } from '@playwright/test';

// The category badge shows the category's display name (spec).
const CATEGORY_NAMES: Record<string, string> = {
  'marine-spares': 'Marine Supplies',
  'vessel-chartering': 'Vessel Chartering',
  'vessel-sales-purchase': 'Vessel Sales & Purchase',
};

interface Product {
  id: string;
  name: string;
  category: string;
}

test('home page shows the recently added products from the demo catalogue', async ({ page, request }) => {
  // What the API says is newest, asked through the same nginx the browser uses.
  const response = await request.get('/api/products/recent/6');
  expect(response.status()).toBe(200);
  const recent = (await response.json()) as Product[];
  expect(recent.length, 'the demo seed has visible products').toBeGreaterThan(0);
  const [newest, next] = recent;
  const categoryName = CATEGORY_NAMES[newest.category];
  expect(categoryName, `display name of category ${newest.category}`).toBeTruthy();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recently Added Products' })).toBeVisible();

  // The newest product's name, and its card: the closest element around the name that
  // also holds the category badge. It must not be a whole grid (the next product's name
  // is not in it), so the badge really belongs to this product.
  const name = page.getByText(newest.name, { exact: true }).first();
  await expect(name).toBeVisible();
  const card = name.locator(
    `xpath=ancestor::*[descendant::*[normalize-space(text())=${xpathLiteral(categoryName)}]][1]`,
  );
  await expect(card.getByText(categoryName, { exact: true }).first()).toBeVisible();
  if (next && next.name !== newest.name) {
    await expect(card.getByText(next.name, { exact: true })).toHaveCount(0);
  }

  await page.screenshot({ path: 'test-results/home.png', fullPage: true });
});

function xpathLiteral(s: string): string {
  if (!s.includes('"')) return `"${s}"`;
  if (!s.includes("'")) return `'${s}'`;
  return `concat(${s.split('"').map((part) => `"${part}"`).join(`, '"', `)})`;
}
