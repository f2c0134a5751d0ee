import { expect, test } from '@playwright/test';
import {
  apiLoginAsAdmin,
  expectToast,
} from './staff-helpers';
import {
  type Product,
  SEEDED_ID,
  apiGetProduct,
  apiDeleteProduct,
  loginAsAdmin,
} from './staff-product-support';

// Product administration with real uploads (POST /api/upload, files chosen in the picker):
// every test works on data it makes or restores itself, through the API with the admin's
// cookie (the `request` fixture logs in first).

test.describe('admin', () => {
  let original: Product | undefined;
  const createdIds: string[] = [];

  test.beforeEach(async ({ request }) => {
    await apiLoginAsAdmin(request);
  });

  test.afterEach(async ({ request }) => {
    if (original) {
      const response = await request.patch(`/api/products/${SEEDED_ID}`, { data: { name: original.name } });
      expect(response.status(), await response.text()).toBe(200);
      original = undefined;
    }
    for (const id of createdIds.splice(0)) await apiDeleteProduct(request, id);
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

  test('the public site follows each admin change: price edited, Contact For Pricing, hidden, deleted', async ({
    page,
    request,
    browser,
  }) => {
    // Four edits, each seen by a second browser context: 33 s on a 2-core machine at load 15.
    test.setTimeout(120_000);
    const id = `product_${Date.now()}`;
    const productName = `E2E Lifecycle ${Date.now().toString(36)}`;
    const created = await request.post('/api/products', {
      data: {
        id,
        name: productName,
        category: 'vessel-chartering',
        description: 'Created by the e2e suite to follow its life on the public site.',
        price: '250.00',
        image: '/uploads/placeholder.jpg',
        images: [],
        inStock: true,
        isVisible: true,
        showContactForPricing: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    createdIds.push(id);
    const categoryPage = `/category/vessel-chartering?q=${encodeURIComponent(productName)}`;
    // A visitor of its own (staff sessions see hidden products on the public pages too).
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const publicMain = visitor.getByRole('main');
    // a product page's listing itself, apart from its similar listings
    const publicListing = publicMain.getByRole('region', { name: productName, exact: true });
    const editInAdmin = async () => {
      await page.goto('/admin');
      const row = page.getByRole('row', { name: productName });
      await row.getByRole('button', { name: `Edit ${productName}` }).click();
      await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    };
    const save = async () => {
      await page.getByRole('button', { name: 'Update Product' }).click();
      await expectToast(page, 'Product updated successfully.');
    };

    await loginAsAdmin(page);
    await visitor.goto(categoryPage);
    await expect(publicMain.getByRole('link', { name: new RegExp(productName) }).first()).toBeVisible();
    await expect(publicMain).toContainText('Showing 1 of');

    // the price
    await editInAdmin();
    await page.getByLabel(/Price/).fill('1999.99');
    await save();
    await visitor.goto(`/product/${id}`);
    await expect(publicListing.getByText(/AED\s1,999\.99/)).toBeVisible();
    await expect(publicListing).toContainText('per unit/day');

    // Contact For Pricing: the price field is disabled, the public page shows no price
    await editInAdmin();
    await page.getByLabel('Contact For Pricing').check();
    await expect(page.getByLabel(/Price/)).toBeDisabled();
    await save();
    await visitor.goto(`/product/${id}`);
    await expect(publicListing.getByText('Contact For Pricing', { exact: true })).toBeVisible();
    await expect(publicListing).not.toContainText('per unit/day');
    expect((await apiGetProduct(request, id)).price).toBe('0.00');

    // hidden: gone from the public site, still in the staff list
    await editInAdmin();
    await page.getByLabel('Visible on Website').uncheck();
    await save();
    await expect(page.getByRole('row', { name: productName })).toContainText('Hidden');
    await visitor.goto(`/product/${id}`);
    await expect(visitor.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await visitor.goto(categoryPage);
    await expect(publicMain.getByText('No products found')).toBeVisible();

    // deleted
    await page.goto('/admin');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('row', { name: productName }).getByRole('button', { name: `Delete ${productName}` }).click();
    await expectToast(page, 'Product deleted successfully.');
    await expect(page.getByRole('row', { name: productName })).toHaveCount(0);
    expect((await request.get(`/api/products/${id}`)).status()).toBe(404);
    await visitorContext.close();
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
