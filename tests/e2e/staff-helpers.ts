import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { randomFillSync } from 'node:crypto';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** The super-admin that scripts/test configures for the API (a fresh random password per run). */
export function adminCredentials(): { username: string; password: string } {
  const username = process.env.E2E_ADMIN_USERNAME;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!username || !password) {
    throw new Error('E2E_ADMIN_USERNAME / E2E_ADMIN_PASSWORD are not set: run the e2e suite through scripts/test');
  }
  return { username, password };
}

/** A username no other test (or earlier run on the same database) uses: letters, digits, underscore. */
export function uniqueUsername(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** The toast region (Radix repeats toast texts for screen readers outside it). */
export const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

export async function expectToast(page: Page, text: string) {
  await expect(notifications(page).getByText(text, { exact: true }).first()).toBeVisible();
}

/** Fills and submits the 'Admin Access' form shown by any staff screen while logged out. */
export async function loginViaForm(page: Page, username: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
}

/** Logs the API request context in as the super-admin (its cookie jar keeps the session). */
export async function apiLoginAsAdmin(request: APIRequestContext) {
  const response = await request.post('/api/admin/login', { data: adminCredentials() });
  expect(response.status(), await response.text()).toBe(200);
}

export type SubUser = { id: string; name: string; username: string; isActive: boolean };

/** Creates a sub-user through the API (the request context must be logged in as admin). */
export async function apiCreateSubUser(
  request: APIRequestContext,
  input: { name: string; username: string; password: string },
): Promise<SubUser> {
  const response = await request.post('/api/admin/sub-users', { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SubUser;
}

/** Deletes a sub-user if it still exists (clean-up; a 404 is fine). */
export async function apiDeleteSubUser(request: APIRequestContext, id: string) {
  const response = await request.delete(`/api/admin/sub-users/${encodeURIComponent(id)}`);
  expect([204, 404]).toContain(response.status());
}

/**
 * Logs the page's browser context in through the API (its cookie) and sets the browser flag
 * the SPA reads, as a login through the form would: quicker for tests about other things.
 */
export async function logInThroughApi(page: Page, credentials: { username: string; password: string }) {
  const response = await page.request.post('/api/admin/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  const { user } = (await response.json()) as { user: unknown };
  await page.addInitScript((stored) => {
    localStorage.setItem('adminAuthenticated', 'true');
    localStorage.setItem('adminUser', stored);
  }, JSON.stringify(user));
}

/** Logs in as the super-admin through the form shown at `path` (a staff screen). */
export async function loginAsAdminAt(page: Page, path: string) {
  const admin = adminCredentials();
  await page.goto(path);
  await loginViaForm(page, admin.username, admin.password);
}

/** A test image from tests/fixtures/images (tiny.png/jpg/gif/webp are 64×48; banner.jpg 1200×400; fake.png is text). */
export const fixtureImage = (name: string) => path.join(__dirname, '..', 'fixtures', 'images', name);

/** URLs the server gives stored uploads: a content hash and our own extension. */
export const UPLOADED_URL = /^\/uploads\/images\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/**
 * What an <img> of an uploaded image has as its src: the stored 800 px variant (docs/operations.md;
 * the browser picks from the srcset). Other URLs are used as they are.
 */
export const shownSrc = (url: string) => url.replace(/^(\/uploads\/images\/[0-9a-f]{32})\.webp$/, '$1-800.webp');

/**
 * The path an <img> has loaded (its currentSrc), '' until it has. With a srcset, naturalWidth
 * is divided by the chosen candidate's density (a 64 px upload offered as "400w" for a 120 px
 * slot reads 19), so loading is proven by the variant that arrived, not by a pixel width.
 */
export const loadedPath = (i: HTMLImageElement) => (i.complete && i.naturalWidth > 0 ? new URL(i.currentSrc).pathname : '');

/** A variant of the upload `url` (/uploads/images/<hash>.webp): the original, -800 or -400. */
export const variantOf = (url: string) => new RegExp(`^${url.replace(/\.webp$/, '')}(-400|-800)?\\.webp$`);

/**
 * A valid PNG of random pixels (stored, not compressed: about width × height × 3 bytes),
 * big enough for an upload's progress to be seen under a throttled connection.
 */
export function noisePng(width: number, height: number): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height); // each row: filter byte 0, then RGB
  for (let y = 0; y < height; y++) randomFillSync(raw, y * stride + 1, width * 3);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Holds the requests to `url` until `release()` is called, then lets them through to the
 * real server: the test can look at the page while an upload is under way.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const continued: Promise<void>[] = [];
  await page.route(url, (route: Route) => {
    const passed = released.then(() => route.continue());
    continued.push(passed);
    return passed;
  });
  return {
    /** Lets the held requests (and any later ones) through, then stops intercepting. */
    release: async () => {
      release();
      await Promise.all(continued);
      await page.unroute(url);
    },
    count: () => continued.length,
  };
}

/**
 * Slows the browser's uploads down to `bytesPerSecond` (Chromium's network emulation), so
 * that an upload takes a while and reports its progress in steps.
 */
export async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  };
}
