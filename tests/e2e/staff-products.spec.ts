import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminCredentials,
  apiCreateSubUser,
  apiDeleteSubUser,
  apiLoginAsAdmin,
  expectToast,
  loginViaForm,
  uniqueUsername,
  type SubUser,
} from './staff-helpers';

// Product administration without uploads (POST /api/upload is not built yet): every test
// works on data it makes or restores itself, through the API with the admin's cookie
// (the `request` fixture logs in first).

type Product = { id: string; name: string; image: string; images: string[]; category: string };

/** A seeded product (db/seed/demo.sql) that has an image. */
const SEEDED_ID = 'product_1780544940651';

async function apiGetProduct(request: APIRequestContext, id: string): Promise<Product> {
  const response = await request.get(`/api/products/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Product;
}

async function apiDeleteProduct(request: APIRequestContext, id: string) {
  const response = await request.delete(`/api/products/${encodeURIComponent(id)}`);
  expect([204, 404]).toContain(response.status());
}

async function loginAsAdmin(page: Page) {
  const admin = adminCredentials();
  await page.goto('/admin');
  await loginViaForm(page, admin.username, admin.password);
  await expect(page.getByRole('heading', { name: 'Product Administration', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
}

test.describe('admin', () => {
  let original: Product | undefined;

  test.beforeEach(async ({ request }) => {
    await apiLoginAsAdmin(request);
  });

  test.afterEach(async ({ request }) => {
    if (original) {
      const response = await request.patch(`/api/products/${SEEDED_ID}`, { data: { name: original.name } });
      expect(response.status(), await response.text()).toBe(200);
      original = undefined;
    }
  });

  test("edits a seeded product's name and sees it on the public product page", async ({ page, request }) => {
    original = await apiGetProduct(request, SEEDED_ID);
    const renamed = `${original.name} (E2E ${Date.now().toString(36)})`;
    await loginAsAdmin(page);
    await expect(page.getByRole('link', { name: 'Sub-Users' })).toHaveAttribute('href', '/admin/users');
    await expect(page.getByRole('link', { name: 'Banner Admin' })).toHaveAttribute('href', '/admin/banners');

    // the category filter and its count line
    await page.getByLabel('Filter by category').selectOption('marine-spares');
    await expect(page.getByText(/^Showing \d+ of \d+ products in Marine Supplies$/)).toBeVisible();

    const row = page.getByRole('row', { name: original.name });
    await row.getByRole('button', { name: `Edit ${original.name}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    const name = page.getByLabel(/Product Name/);
    await expect(name).toBeFocused();
    await expect(name).toHaveValue(original.name);
    // the main image and the additional ones, merged into one list
    await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(
      1 + original.images.length,
    );
    await page.screenshot({ path: 'test-results/staff-products-edit.png', fullPage: true });

    await name.fill(renamed);
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expectToast(page, 'Product updated successfully.');
    await expect(page.getByRole('heading', { name: 'Edit Product' })).toHaveCount(0);
    await expect(page.getByRole('row', { name: renamed })).toBeVisible();

    // on a phone the table still fits (category, price and status fold under the name)
    await page.setViewportSize({ width: 360, height: 780 });
    const editButton = page.getByRole('button', { name: `Edit ${renamed}` });
    await editButton.scrollIntoViewIfNeeded();
    expect((await page.getByRole('table').boundingBox())!.width).toBeLessThanOrEqual(360);
    const box = (await editButton.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: 'test-results/staff-products-360.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });

    // the public product page shows the new name at once
    await page.goto(`/product/${SEEDED_ID}`);
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    // the stored images are unchanged
    const stored = await apiGetProduct(request, SEEDED_ID);
    expect({ image: stored.image, images: stored.images }).toEqual({ image: original.image, images: original.images });
  });

  test('deletes a product after confirming (dismissing keeps it)', async ({ page, request }) => {
    const id = `product_${Date.now()}`;
    const productName = `E2E Delete Me ${Date.now().toString(36)}`;
    const created = await request.post('/api/products', {
      data: {
        id,
        name: productName,
        category: 'vessel-sales-purchase',
        description: 'Created by the e2e suite, deleted by it.',
        price: '100.00',
        image: '/uploads/demo/bronze-propeller-1200.svg',
        images: [],
        inStock: true,
        isVisible: false,
        showContactForPricing: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    try {
      await loginAsAdmin(page);
      const row = page.getByRole('row', { name: productName });
      await expect(row).toContainText('Hidden'); // the staff list shows hidden products

      page.once('dialog', (dialog) => void dialog.dismiss());
      await row.getByRole('button', { name: `Delete ${productName}` }).click();
      await expect(row).toBeVisible();
      expect((await request.get(`/api/products/${id}`)).status()).toBe(200);

      page.once('dialog', (dialog) => {
        expect(dialog.type()).toBe('confirm');
        expect(dialog.message()).toContain(productName);
        void dialog.accept();
      });
      await row.getByRole('button', { name: `Delete ${productName}` }).click();
      await expectToast(page, 'Product deleted successfully.');
      await expect(row).toHaveCount(0);
      expect((await request.get(`/api/products/${id}`)).status()).toBe(404);
    } finally {
      await apiDeleteProduct(request, id);
    }
  });
});

test.describe('sub-user', () => {
  let subUser: SubUser | undefined;
  const password = 'e2e-sub-products-1';
  const createdIds: string[] = [];

  test.beforeEach(async ({ request }) => {
    await apiLoginAsAdmin(request);
    subUser = await apiCreateSubUser(request, {
      name: 'E2E Product Editor',
      username: uniqueUsername('e2e_prod'),
      password,
    });
  });

  test.afterEach(async ({ request }) => {
    for (const id of createdIds.splice(0)) await apiDeleteProduct(request, id);
    if (subUser) await apiDeleteSubUser(request, subUser.id);
    subUser = undefined;
  });

  test('adds and edits a product with a plain image URL, and has no delete', async ({ page, request }) => {
    const productName = `E2E Sub-User Product ${Date.now().toString(36)}`;
    await page.goto('/admin');
    await loginViaForm(page, subUser!.username, password);
    await expect(page).toHaveURL(/\/sub-user$/);
    await expect(page.getByText('Welcome, E2E Product Editor')).toBeVisible();
    await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expect(page.getByText('Product name is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Description is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Price is required', { exact: true })).toBeVisible();

    await page.getByLabel(/Product Name/).fill(productName);
    await page.getByLabel(/^Category/).selectOption('marine-spares');
    await page.getByLabel(/Description/).fill('Added by a sub-user in the e2e suite.');
    await page.getByLabel(/Price/).fill('385');
    await page.getByLabel(/Image URL/).fill('/uploads/demo/solas-lifebuoy.svg');
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expectToast(page, 'Product created successfully!');

    const list = (await (await request.get('/api/products')).json()) as Product[];
    const created = list.find((p) => p.name === productName);
    expect(created, 'the new product is stored').toBeTruthy();
    createdIds.push(created!.id);
    expect(created).toMatchObject({ image: '/uploads/demo/solas-lifebuoy.svg', category: 'marine-spares' });
    expect(created!.id).toMatch(/^product_\d+$/);

    const row = page.getByRole('row', { name: productName });
    await expect(row).toBeVisible();
    await expect(row.locator('img')).toHaveAttribute('src', '/uploads/demo/solas-lifebuoy.svg');
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

    await row.getByRole('button', { name: `Edit ${productName}` }).click();
    await expect(page.getByLabel(/Price/)).toHaveValue('385.00');
    await page.getByLabel(/Price/).fill('399.50');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expectToast(page, 'Product updated successfully!');
    await expect(row).toContainText('399.50');
    await page.screenshot({ path: 'test-results/staff-sub-user-products.png', fullPage: true });

    // the server refuses a sub-user's delete too (a separate cookie jar)
    const response = await page.request.delete(`/api/products/${created!.id}`);
    expect(response.status()).toBe(403);
  });
});
