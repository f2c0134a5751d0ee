import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiLoginAsAdmin,
  expectToast,
  fixtureImage,
  holdRequests,
  loginAsAdminAt,
  notifications,
  shownSrc,
  UPLOADED_URL,
} from './staff-helpers';

// Homepage banners (at most 3, docs/behaviour.md) with real uploads (POST /api/upload/banner). The
// test starts from no banner at all: the seeded ones are put aside through the API and restored
// after.

/** What GET /api/banners answers: the fields read here, and the rest kept as is for the restore. */
type Banner = { id: string; title: string; displayOrder: number; image: string | null; timestamp?: string } & Record<
  string,
  unknown
>;

async function apiBanners(request: APIRequestContext): Promise<Banner[]> {
  const response = await request.get('/api/banners');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Banner[];
}

async function apiDeleteAllBanners(request: APIRequestContext) {
  for (const b of await apiBanners(request)) {
    const response = await request.delete(`/api/banners/${encodeURIComponent(b.id)}`);
    expect([204, 404]).toContain(response.status());
  }
}

/** The home page's carousel, once the rest of the page has loaded. */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recently Added Products' })).toBeVisible();
  return page.getByRole('region', { name: 'Announcements' });
}

/** Fills the banner form and uploads its image (the form is in create or edit mode). */
async function fillBanner(page: Page, b: { title: string; link?: string; order: number; image: string }) {
  await page.getByLabel(/Banner Title/).fill(b.title);
  await page.getByLabel(/Link URL/).fill(b.link ?? '');
  await page.getByLabel(/Display Order/).fill(String(b.order));
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/upload/banner'));
  await page.getByLabel(/(Upload|Replace) Banner Image/).setInputFiles(fixtureImage(b.image));
  const response = await uploaded;
  expect(response.status(), await response.text()).toBe(201);
  const { url } = (await response.json()) as { url: string };
  expect(url).toMatch(UPLOADED_URL);
  await expectToast(page, 'Image uploaded successfully!');
  await expect(page.getByRole('img', { name: 'Banner preview' })).toHaveAttribute('src', shownSrc(url));
  return url;
}

let putAside: Banner[] = [];

test.beforeEach(async ({ request }) => {
  await apiLoginAsAdmin(request);
  putAside = await apiBanners(request);
  await apiDeleteAllBanners(request);
});

test.afterEach(async ({ request }) => {
  await apiDeleteAllBanners(request);
  for (const { timestamp: _, ...b } of putAside) {
    const response = await request.post('/api/banners', { data: b });
    expect(response.status(), await response.text()).toBe(201);
  }
  putAside = [];
});

test('an admin creates two banners with uploaded images, sees them rotate on the home page, reorders them, is refused a fourth and deletes them', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const first = { title: `E2E Harbour Banner ${tag}`, link: '/category/vessel-chartering', order: 1, image: 'banner.jpg' };
  const second = { title: `E2E Spares Banner ${tag}`, order: 2, image: 'tiny.png' };
  const third = { title: `E2E Charter Banner ${tag}`, order: 2, image: 'tiny.gif' };
  const fourth = { title: `E2E Fourth Banner ${tag}`, order: 4, image: 'tiny.jpg' };

  // no active banner: no carousel
  await expect(await openHome(page)).toHaveCount(0);

  await loginAsAdminAt(page, '/admin/banners');
  await expect(page.getByRole('heading', { name: 'Banner Administration', level: 1 })).toBeVisible();
  await expect(page.getByText('No banners found.')).toBeVisible();
  await expect(page.getByText('(0/3 banners used)')).toBeVisible();
  const list = page.getByRole('list', { name: 'Banners' });
  const createButton = page.getByRole('button', { name: 'Create Banner' });

  // refused before uploading: 10 MB or more
  let bannerUploads = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/upload/banner')) bannerUploads++;
  });
  const picker = page.getByLabel(/(Upload|Replace) Banner Image/);
  await picker.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * 1024 * 1024) });
  await expect(page.getByText('File size must be less than 10MB')).toBeVisible();
  expect(bannerUploads).toBe(0);

  // refused by the server: the toast shows its error text
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/upload/banner'));
  await picker.setInputFiles(fixtureImage('fake.png'));
  const refusal = await refused;
  expect(refusal.status()).toBe(415);
  const { error } = (await refusal.json()) as { error: string };
  expect(error).toBeTruthy();
  await expectToast(page, error);
  await expect(notifications(page).getByText('Upload Failed')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Banner preview' })).toHaveCount(0);

  // the first banner: its upload shows the status and the progress bar while it runs
  const held = await holdRequests(page, '**/api/upload/banner');
  const firstImage = fillBanner(page, first);
  await expect(page.getByRole('status').filter({ hasText: 'Uploading image...' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(createButton).toBeDisabled();
  await held.release();
  const firstUrl = await firstImage;
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByText('File size must be less than 10MB')).toHaveCount(0);
  await createButton.click();
  await expectToast(page, 'Banner created successfully!');
  await expect(page.getByText('(1/3 banners used)')).toBeVisible();
  await expect(list.getByRole('listitem', { name: first.title })).toContainText('Order:1');

  const secondUrl = await fillBanner(page, second);
  await createButton.click();
  await expectToast(page, 'Banner created successfully!');
  await expect(page.getByText('(2/3 banners used)')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const stored = await apiBanners(request);
  expect(stored.map((b) => [b.title, b.displayOrder, b.image, b.isActive, b.buttonText])).toEqual([
    [first.title, 1, firstUrl, true, 'Learn More'],
    [second.title, 2, secondUrl, true, 'Learn More'],
  ]);

  // the home page rotates them (every 5 s, wrapping), with two dots
  let carousel = await openHome(page);
  await page.mouse.move(0, 0); // hovering would pause the rotation
  const slideTitle = carousel.getByRole('heading', { level: 2 });
  const dots = carousel.getByRole('button', { name: /^Show banner/ });
  await expect(slideTitle).toHaveText(first.title);
  // an upload is shown through its stored sizes (srcset; src is the 800 px one, docs/operations.md)
  await expect(carousel.locator('img')).toHaveAttribute('src', shownSrc(firstUrl));
  await expect(carousel.locator('img')).toHaveAttribute('srcset', new RegExp(`^${shownSrc(firstUrl).replace('-800', '-400')} 400w`));
  await expect(dots).toHaveCount(2);
  await expect(dots.nth(0)).toHaveAccessibleName(`Show banner 1: ${first.title}`);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(slideTitle).toHaveText(second.title);
  await expect(carousel.locator('img')).toHaveAttribute('src', shownSrc(secondUrl));
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(slideTitle).toHaveText(first.title);

  // the first banner moves after the second
  await openBannerAdmin(page, '/admin/banners');
  await list.getByRole('button', { name: `Edit ${first.title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Banner' })).toBeVisible();
  await expect(page.getByLabel(/Banner Title/)).toHaveValue(first.title);
  await expect(page.getByLabel(/Display Order/)).toHaveValue('1');
  await expect(page.getByRole('img', { name: 'Banner preview' })).toHaveAttribute('src', shownSrc(firstUrl));
  await page.getByLabel(/Display Order/).fill('3');
  await page.getByRole('button', { name: 'Update Banner' }).click();
  await expectToast(page, 'Banner updated successfully!');
  await expect(page.getByRole('heading', { name: 'Create New Banner' })).toBeVisible();
  await expect(list.getByRole('listitem', { name: first.title })).toContainText('Order:3');

  carousel = await openHome(page);
  await expect(dots).toHaveCount(2);
  await expect(dots.nth(0)).toHaveAccessibleName(`Show banner 1: ${second.title}`);
  await expect(dots.nth(1)).toHaveAccessibleName(`Show banner 2: ${first.title}`);
  await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(second.title);

  // a third is fine, a fourth is refused
  await openBannerAdmin(page, '/admin/banners');
  await fillBanner(page, third);
  await createButton.click();
  await expectToast(page, 'Banner created successfully!');
  await expect(page.getByText('(3/3 banners used)')).toBeVisible();
  await fillBanner(page, fourth);
  await createButton.click();
  await expectToast(page, 'Banner Limit Reached');
  await expectToast(
    page,
    'Maximum 3 banners allowed. Please delete an existing banner before creating a new one.',
  );
  expect((await apiBanners(request)).map((b) => b.title).sort()).toEqual(
    [first.title, second.title, third.title].sort(),
  );
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // deleted, after confirming each
  for (const title of [first.title, second.title, third.title]) {
    page.once('dialog', (dialog) => {
      expect(dialog.type()).toBe('confirm');
      expect(dialog.message()).toContain(title);
      void dialog.accept();
    });
    await list.getByRole('button', { name: `Delete ${title}` }).click();
    await expectToast(page, 'Banner deleted successfully!');
    await expect(list.getByRole('listitem', { name: title })).toHaveCount(0);
  }
  await expect(page.getByText('No banners found.')).toBeVisible();
  await expect(page.getByText('(0/3 banners used)')).toBeVisible();
  expect(await apiBanners(request)).toEqual([]);

  // and the home carousel is gone
  await expect(await openHome(page)).toHaveCount(0);
});

/** Back to a staff screen: the session cookie and the stored flag keep the admin logged in. */
async function openBannerAdmin(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Banner Administration', level: 1 })).toBeVisible();
}
