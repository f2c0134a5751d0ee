// Images that load fast on a phone, and links that look right when shared (docs/operations.md).
// A product is created through the API with a real upload (tests/fixtures/images/banner.jpg,
// 1200×400: small, so the suite stays fast; the realistic photo sizes are measured in
// benchmarks/, not here), then shown on a 375 px phone and fetched as a crawler would.
import { expect, test, type APIRequestContext } from '@playwright/test';
import fs from 'node:fs';
import { apiLoginAsAdmin, fixtureImage } from './staff-helpers';

type Created = { id: string; name: string; hash: string };

async function createProductWithUpload(request: APIRequestContext): Promise<Created> {
  await apiLoginAsAdmin(request);
  const upload = await request.post('/api/upload', {
    multipart: { images: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(fixtureImage('banner.jpg')) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const [url] = ((await upload.json()) as { urls: string[] }).urls;
  const hash = /^\/uploads\/images\/([0-9a-f]{32})\.webp$/.exec(url ?? '')?.[1];
  expect(hash, url).toBeTruthy();
  const id = `product_${Date.now()}`;
  const name = `E2E Share Test Vessel ${id.slice(-6)}`;
  const created = await request.post('/api/products', {
    data: {
      id,
      name,
      category: 'vessel-chartering',
      description: 'A product made by images-and-pages.spec.ts to check variants and share tags.',
      price: '1234.50',
      image: url,
      images: [],
      inStock: true,
      isVisible: true,
      showContactForPricing: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id, name, hash: hash! };
}

let product: Created;
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  product = await createProductWithUpload(request);
  await request.dispose();
});
test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await apiLoginAsAdmin(request);
  await request.delete(`/api/products/${product.id}`);
  await request.dispose();
});

test.describe('phone 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });

  test('the product page downloads the small variant of the photo, not the original', async ({ page }) => {
    const images: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image') images.push(new URL(r.url()).pathname);
    });
    await page.goto(`/product/${product.id}`);
    const main = page.getByRole('img', { name: product.name, exact: true });
    await expect(main).toBeVisible();
    // the image has really loaded (a broken one becomes a placeholder without <img>)
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await main.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(
      `/uploads/images/${product.hash}-400.webp`,
    );
    const ours = images.filter((p) => p.includes(product.hash));
    expect(ours).toEqual([`/uploads/images/${product.hash}-400.webp`]);
    // the first image loads first, once laid out (the server-rendered page's look-ahead fetch
    // would pick the 800 px file: frontend/src/components/catalogue/product-image.tsx); it has
    // its intrinsic size
    await expect(main).toHaveAttribute('loading', 'lazy');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('width', '800');
    await expect(main).toHaveAttribute('height', '600');
  });
});

test('HTML for a product URL, without JavaScript, has its own title, share image and canonical URL', async ({
  request,
  baseURL,
}) => {
  const response = await request.get(`/product/${product.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const meta = (key: string) => new RegExp(`<meta property="${key}" content="([^"]*)"`).exec(html)?.[1];
  const { companyName } = (await (await request.get('/api/settings')).json()) as { companyName: string };
  expect(meta('og:title')).toBe(`${product.name} | ${companyName}`);
  // SITE_URL defaults to the API's first allowed origin: the site nginx serves here
  expect(meta('og:image')).toBe(`${baseURL}/uploads/images/${product.hash}-share.jpg`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/product/${product.id}"/>`);
  expect(meta('og:url')).toBe(`${baseURL}/product/${product.id}`);
  expect(html.match(/<title>/g)).toHaveLength(1);
  // the share image exists: a 1200×630 JPEG a chat app can show
  const share = await request.get(new URL(meta('og:image')!).pathname);
  expect(share.status()).toBe(200);
  expect(share.headers()['content-type']).toBe('image/jpeg');
  expect((await share.body()).length).toBeLessThanOrEqual(300 * 1024);
  // and the page is the SPA's own rendering of it, for a browser to hydrate
  expect(html).toMatch(/<div id="root"><div /);
  expect(html).toContain(`>${product.name}</h1>`);
});
