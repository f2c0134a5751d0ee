import { expect, test } from '@playwright/test';
import {
  apiCreateSubUser,
  apiDeleteSubUser,
  apiLoginAsAdmin,
  expectToast,
  fixtureImage,
  holdRequests,
  loginViaForm,
  uniqueUsername,
  UPLOADED_URL,
  loadedPath,
  shownSrc,
  type SubUser,
  variantOf,
} from './staff-helpers';
import {
  type Product,
  apiDeleteProduct,
  apiFindProduct,
} from './staff-product-support';

// A sub-user's products: an upload into the Image URL field, adding and editing, and no delete.

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

  test('uploads an image into the Image URL field, adds and edits a product, and has no delete', async ({
    page,
    request,
  }) => {
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
    await page.getByLabel(/Description(?! \(Arabic\))/).fill('Added by a sub-user in the e2e suite.');
    await page.getByLabel(/Price/).fill('385');
    // the sub-user's form keeps the plain Image URL field; an upload fills it in
    const imageUrl = page.getByLabel(/Image URL/);
    await expect(imageUrl).toHaveValue('');
    const upload = await holdRequests(page, '**/api/upload');
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/upload') && r.request().method() === 'POST');
    await page.getByLabel('Upload Image').setInputFiles(fixtureImage('tiny.webp'));
    await expect(page.getByRole('status').filter({ hasText: 'Uploading image...' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Product' })).toBeDisabled();
    await upload.release();
    const response = await uploaded;
    expect(response.status()).toBe(201);
    const [url] = ((await response.json()) as { urls: string[] }).urls;
    expect(url).toMatch(UPLOADED_URL);
    expect(url).toMatch(/\.webp$/);
    await expectToast(page, 'Images uploaded successfully!');
    await expect(imageUrl).toHaveValue(url!);
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expectToast(page, 'Product created successfully!');

    const created = await apiFindProduct(request, productName);
    createdIds.push(created.id);
    expect(created).toMatchObject({ image: url, images: [], category: 'marine-spares' });
    expect(created.id).toMatch(/^product_\d+$/);

    const row = page.getByRole('row', { name: productName });
    await expect(row).toBeVisible();
    await expect(row.locator('img')).toHaveAttribute('src', shownSrc(url!));
    await expect.poll(() => row.locator('img').evaluate(loadedPath)).toMatch(variantOf(url!));
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

    await row.getByRole('button', { name: `Edit ${productName}` }).click();
    await expect(page.getByLabel(/Price/)).toHaveValue('385.00');
    await page.getByLabel(/Price/).fill('399.50');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expectToast(page, 'Product updated successfully!');
    await expect(row).toContainText('399.50');
    await page.screenshot({ path: 'test-results/staff-sub-user-products.png', fullPage: true });

    // the server refuses a sub-user's delete too (a separate cookie jar)
    const refused = await page.request.delete(`/api/products/${created.id}`);
    expect(refused.status()).toBe(403);

    // its public page shows the uploaded image
    await page.goto(`/product/${created.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(main.getByRole('img', { name: productName })).toHaveAttribute('src', shownSrc(url!));
  });
});
