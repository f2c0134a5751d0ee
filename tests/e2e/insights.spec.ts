// Enquiry insights (docs/insights.md): a visitor's WhatsApp tap on a product page and Call tap on a
// product card are counted against those products and channels and shown on /admin/insights;
// with Global Privacy Control set, the browser sends nothing.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { appReady } from './public-support';
import { apiLoginAsAdmin, loginViaForm, adminCredentials } from './staff-helpers';

type Row = { productId: string; name: string | null; view: number; call: number; whatsapp: number; email: number };
type Report = { totals: Omit<Row, 'productId' | 'name'>; byProduct: Row[] };

const today = () => new Date(Date.now() + 4 * 3600e3).toISOString().slice(0, 10); // Asia/Dubai
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function report(request: APIRequestContext): Promise<Report> {
  const r = await request.get(`/api/admin/insights?from=${today()}&to=${today()}`);
  expect(r.status()).toBe(200);
  return (await r.json()) as Report;
}

async function counts(request: APIRequestContext, id: string): Promise<Row> {
  const row = (await report(request)).byProduct.find((p) => p.productId === id);
  return row ?? { productId: id, name: null, view: 0, call: 0, whatsapp: 0, email: 0 };
}

/**
 * A visitor's page: Playwright's browser reports navigator.webdriver (which the site does not
 * count), so it is hidden here, as is the headless user agent; `gpc` sets Global Privacy
 * Control. The contact links' own navigation (tel:, wa.me) is stopped after the site saw them.
 */
async function visitorPage(browser: Browser, { gpc = false } = {}): Promise<Page> {
  const context = await browser.newContext({ userAgent: BROWSER_UA });
  await context.addInitScript((globalPrivacyControl) => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    if (globalPrivacyControl) Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
    window.addEventListener('click', (e) => {
      if ((e.target as Element).closest?.('a[href^="tel:"], a[href^="https://wa.me/"], a[href^="mailto:"]'))
        e.preventDefault();
    });
  }, gpc);
  return context.newPage();
}

test('taps on WhatsApp (product page) and Call (card) show on the insights; with GPC nothing is counted', async ({
  browser,
  request,
  page,
}) => {
  test.setTimeout(90_000); // two visitors and the admin screen: about 30 s on a busy machine
  await apiLoginAsAdmin(request);
  const recent = (await (await request.get('/api/products/recent/6')).json()) as { id: string; name: string }[];
  expect(recent.length).toBeGreaterThanOrEqual(2);
  const [onPage, onCard] = recent;
  const before = { page: await counts(request, onPage.id), card: await counts(request, onCard.id) };

  const visitor = await visitorPage(browser);
  await visitor.goto(`/product/${onPage.id}`);
  await appReady(visitor);
  await visitor.getByRole('link', { name: /WhatsApp/ }).first().click();
  await visitor.goto('/');
  await appReady(visitor);
  await visitor.locator(`article[data-product="${onCard.id}"]`).getByRole('link', { name: /^Call/ }).click();

  await expect
    .poll(async () => {
      const [p, c] = [await counts(request, onPage.id), await counts(request, onCard.id)];
      return [p.whatsapp - before.page.whatsapp, c.call - before.card.call, p.view > before.page.view];
    })
    .toEqual([1, 1, true]);

  // With Global Privacy Control: the same taps, and nothing sent.
  const private_ = await visitorPage(browser, { gpc: true });
  const beacons: string[] = [];
  private_.on('request', (r) => {
    if (r.url().includes('/api/events')) beacons.push(r.url());
  });
  await private_.goto(`/product/${onPage.id}`);
  await appReady(private_);
  await private_.getByRole('link', { name: /WhatsApp/ }).first().click();
  await private_.goto('/');
  await appReady(private_);
  await private_.locator(`article[data-product="${onCard.id}"]`).getByRole('link', { name: /^Call/ }).click();
  // One more tap by the first visitor: once it is counted, the private ones would have been too.
  const emails = (await report(request)).totals.email;
  await visitor.goto('/contact');
  await appReady(visitor);
  await visitor.getByRole('link', { name: /@/ }).first().click();
  await expect.poll(async () => (await report(request)).totals.email).toBe(emails + 1);
  expect(beacons).toEqual([]);

  // The administrator's screen shows them against the products and channels (and its chart
  // breaks no Content-Security-Policy rule: a violation is a console error).
  await page.goto('/admin/insights');
  const { username, password } = adminCredentials();
  await loginViaForm(page, username, password);
  // Watched from here: before the login the session check's 401 is expected.
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  await expect(page.getByRole('heading', { name: 'Enquiry Insights' })).toBeVisible();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  const products = page.getByRole('table', { name: 'Views and enquiries by product' });
  const after = { page: await counts(request, onPage.id), card: await counts(request, onCard.id) };
  expect(after.page.whatsapp).toBe(before.page.whatsapp + 1);
  expect(after.card.call).toBe(before.card.call + 1);
  // Columns: product, views, calls, WhatsApp, e-mails, enquiry rate.
  const pageRow = products.getByRole('row').filter({ hasText: onPage.name });
  await expect(pageRow.getByRole('cell').nth(3)).toHaveText(String(after.page.whatsapp));
  const cardRow = products.getByRole('row').filter({ hasText: onCard.name });
  await expect(cardRow.getByRole('cell').nth(2)).toHaveText(String(after.card.call));
  await expect(page.getByRole('img', { name: /Enquiries per day/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', /insights\.csv\?from=/);
  expect(consoleErrors).toEqual([]);
});

test('a tap on the server-rendered page before the app is there is counted once it is', async ({ browser, request }) => {
  await apiLoginAsAdmin(request);
  const visitor = await visitorPage(browser);
  // The app's code is held back until the tap has been made on the page HTML's markup.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await visitor.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not 'domcontentloaded': it waits for the app's (held) module script.
  await visitor.goto('/category/marine-spares', { waitUntil: 'commit' });
  const card = visitor.locator('#root article[data-product]').first();
  const id = (await card.getAttribute('data-product'))!;
  const before = await counts(request, id);
  await card.getByRole('link', { name: /^Call/ }).click();
  release();
  await appReady(visitor);
  await expect.poll(async () => (await counts(request, id)).call - before.call).toBe(1);
});
