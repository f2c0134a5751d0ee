import { expect, test } from '@playwright/test';
import {
  apiLoginAsAdmin,
  expectToast,
  fixtureImage,
  holdRequests,
  noisePng,
  throttleUploads,
  UPLOADED_URL,
  loadedPath,
  shownSrc,
  variantOf,
} from './staff-helpers';
import {
  type Product,
  apiDeleteProduct,
  apiFindProduct,
  loginAsAdmin,
} from './staff-product-support';

// The admin's product images: uploads through the picker with status and progress, the
// variants the public page shows, refused files, and the five-image limit. Every test cleans
// up the products it made.

test.describe('admin uploads', () => {
  const createdIds: string[] = [];

  test.beforeEach(async ({ request }) => {
    await apiLoginAsAdmin(request);
  });

  test.afterEach(async ({ request }) => {
    for (const id of createdIds.splice(0)) await apiDeleteProduct(request, id);
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
    // our own WebP re-encodings (docs/operations.md), never the uploads themselves
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
    await page.getByLabel(/Description(?! \(Arabic\))/).fill('Created with two uploaded images by the e2e suite.');
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
