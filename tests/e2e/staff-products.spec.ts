import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminCredentials,
  apiCreateSubUser,
  apiDeleteSubUser,
  apiLoginAsAdmin,
  expectToast,
  fixtureImage,
  holdRequests,
  loginViaForm,
  noisePng,
  throttleUploads,
  uniqueUsername,
  UPLOADED_URL,
  loadedPath,
  shownSrc,
  type SubUser,
  variantOf,
} from './staff-helpers';

// Product administration with real uploads (POST /api/upload, files chosen in the picker):
// every test works on data it makes or restores itself, through the API with the admin's
// cookie (the `request` fixture logs in first).

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

/** The stored product of that name (the staff list has hidden products too). */
async function apiFindProduct(request: APIRequestContext, name: string): Promise<Product> {
  const response = await request.get('/api/products');
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as Product[]).find((p) => p.name === name);
  expect(found, `the product '${name}' is stored`).toBeTruthy();
  return found!;
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

  test('uploads two images (status and progress, then previews, the first is Main), creates the product and sees both images on its public page', async ({
    page,
    request,
  }) => {
    const productName = `E2E Uploaded Product ${Date.now().toString(36)}`;
    await loginAsAdmin(page);
    await page.getByRole('button', { name: 'Add New Product' }).click();
    await expect(page.getByRole('heading', { name: 'Add New Product', level: 2 })).toBeVisible();
    await expect(page.getByText('PNG, JPG, GIF up to 5MB each')).toBeVisible();
    const picker = page.getByLabel(/Upload Images \(up to 4\)/);
    const submit = page.getByRole('button', { name: 'Add Product' });
    await expect(submit).toBeDisabled(); // no image yet

    // the answer is held back: the upload is under way
    const upload = await holdRequests(page, '**/api/upload');
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/upload') && r.request().method() === 'POST');
    await picker.setInputFiles([fixtureImage('tiny.png'), fixtureImage('tiny.jpg')]);
    const status = page.getByRole('status').filter({ hasText: 'Uploading images...' });
    await expect(status).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('max', '100');
    await expect(picker).toBeDisabled();
    await expect(submit).toBeDisabled();
    expect(upload.count()).toBe(1);
    await upload.release();

    const response = await uploaded;
    expect(response.status()).toBe(201);
    const { urls } = (await response.json()) as { urls: string[] };
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(UPLOADED_URL);
    // our own WebP re-encodings (issue 10), never the uploads themselves
    expect(urls[0]).toMatch(/\.webp$/);
    expect(urls[1]).toMatch(/\.webp$/);
    expect(urls[0]).not.toBe(urls[1]);
    await expectToast(page, 'Images uploaded successfully!');
    await expect(status).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    // the previews, in order; the first is the main image
    const chosen = page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem');
    await expect(chosen).toHaveCount(2);
    await expect(chosen.nth(0).getByRole('img', { name: 'Main image' })).toHaveAttribute('src', shownSrc(urls[0]!));
    await expect(chosen.nth(0)).toContainText('Main');
    await expect(chosen.nth(1).getByRole('img', { name: 'Image 2' })).toHaveAttribute('src', shownSrc(urls[1]!));
    await expect(chosen.nth(1)).not.toContainText('Main');
    // the previews really load, a stored variant of each upload, served from /uploads/
    for (const [n, img] of [chosen.nth(0).getByRole('img'), chosen.nth(1).getByRole('img')].entries()) {
      await expect.poll(() => img.evaluate(loadedPath)).toMatch(variantOf(urls[n]!));
    }
    await expect(page.getByRole('button', { name: 'Remove main image' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove image 2' })).toBeVisible();
    await expect(picker).toBeEnabled();

    await page.getByLabel(/Product Name/).fill(productName);
    await page.getByLabel(/^Category/).selectOption('vessel-chartering');
    await page.getByLabel(/Description/).fill('Created with two uploaded images by the e2e suite.');
    await page.getByLabel(/Price/).fill('1234.50');
    await submit.click();
    await expectToast(page, 'Product added successfully.');
    const created = await apiFindProduct(request, productName);
    createdIds.push(created.id);
    expect(created).toMatchObject({ image: urls[0], images: [urls[1]], category: 'vessel-chartering', price: '1234.50' });

    // in the table, with the main image
    await expect(page.getByRole('heading', { name: 'Add New Product', level: 2 })).toHaveCount(0);
    const row = page.getByRole('row', { name: productName });
    await expect(row).toBeVisible();
    await expect(row.locator('img')).toHaveAttribute('src', shownSrc(urls[0]!));

    // on its public page: a gallery of both images
    await page.goto(`/product/${created.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(main.getByText('1 / 2', { exact: true })).toBeVisible();
    const thumbs = main.getByRole('button', { name: /^Show image \d of 2$/ });
    await expect(thumbs).toHaveCount(2);
    await expect(thumbs.nth(0).locator('img')).toHaveAttribute('src', shownSrc(urls[0]!));
    await expect(thumbs.nth(1).locator('img')).toHaveAttribute('src', shownSrc(urls[1]!));
    await main.getByRole('button', { name: 'Next image' }).click();
    await expect(main.getByText('2 / 2', { exact: true })).toBeVisible();
    await expect(main.getByRole('img', { name: productName })).toHaveAttribute('src', shownSrc(urls[1]!));
    await expect.poll(() => main.getByRole('img', { name: productName }).evaluate(loadedPath)).toMatch(variantOf(urls[1]!));
  });

  test('an upload reports its progress in percent while the bytes are sent', async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('button', { name: 'Add New Product' }).click();
    // about 480 KB at 160 KB/s: three seconds of sending
    const unthrottle = await throttleUploads(page, 160 * 1024);
    try {
      await page
        .getByLabel(/Upload Images \(up to 4\)/)
        .setInputFiles({ name: 'deck-photo.png', mimeType: 'image/png', buffer: noisePng(400, 400) });
      const bar = page.getByRole('progressbar', { name: 'Upload progress' });
      await expect(page.getByRole('status').filter({ hasText: 'Uploading images...' })).toBeVisible();
      // part-way: the bar's value and the percentage next to it agree
      await expect
        .poll(
          async () =>
            bar.evaluate((b: HTMLProgressElement) => `${b.value}|${b.nextElementSibling?.textContent ?? ''}`).catch(() => ''),
          { intervals: [50] },
        )
        .toMatch(/^([1-9]\d?)\|\1%$/);
      await expectToast(page, 'Images uploaded successfully!');
      await expect(bar).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(1);
    } finally {
      await unthrottle();
    }
  });

  test("a non-image or a too-big file gets 'Failed to upload images. Please try again.' and nothing is added", async ({
    page,
  }) => {
    await loginAsAdmin(page);
    await page.getByRole('button', { name: 'Add New Product' }).click();
    const picker = page.getByLabel(/Upload Images \(up to 4\)/);
    const cases = [
      { file: fixtureImage('fake.png'), status: 415 }, // PNG's signature, then text
      { file: { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * 1024 * 1024, 0xff) }, status: 413 },
    ];
    for (const { file, status } of cases) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/upload'));
      await picker.setInputFiles(file);
      expect((await answered).status()).toBe(status);
      await expectToast(page, 'Failed to upload images. Please try again.');
      await expect(page.getByRole('list', { name: 'Chosen images' })).toHaveCount(0);
      await expect(picker).toBeEnabled(); // idle again
      await expect(page.getByRole('button', { name: 'Add Product' })).toBeDisabled();
    }
  });

  test('the picker is disabled at 4 images and the list keeps at most 5; removing the main image makes the next one Main', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    await page.getByRole('button', { name: 'Add New Product' }).click();
    const picker = page.getByLabel(/Upload Images \(up to 4\)/);
    const chosen = page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem');
    await picker.setInputFiles([fixtureImage('tiny.png'), fixtureImage('tiny.gif'), fixtureImage('tiny.webp')]);
    await expectToast(page, 'Images uploaded successfully!');
    await expect(chosen).toHaveCount(3);
    await expect(picker).toBeEnabled();
    // three more chosen: only two fit (5 at most)
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/upload'));
    await picker.setInputFiles([fixtureImage('tiny.jpg'), fixtureImage('banner.jpg'), fixtureImage('tiny.png')]);
    const { urls } = (await (await answered).json()) as { urls: string[] };
    expect(urls).toHaveLength(2);
    await expect(chosen).toHaveCount(5);
    await expect(picker).toBeDisabled();
    await page.getByRole('button', { name: 'Remove image 5' }).click();
    await expect(chosen).toHaveCount(4);
    await expect(picker).toBeDisabled(); // still 4
    const second = await chosen.nth(1).getByRole('img').getAttribute('src');
    await page.getByRole('button', { name: 'Remove main image' }).click();
    await expect(chosen).toHaveCount(3);
    await expect(picker).toBeEnabled();
    await expect(chosen.nth(0).getByRole('img', { name: 'Main image' })).toHaveAttribute('src', second!);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Add New Product', level: 2 })).toHaveCount(0);
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
    await page.getByLabel(/Description/).fill('Added by a sub-user in the e2e suite.');
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
