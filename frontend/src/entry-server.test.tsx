import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/config/site';
import { makeProduct, stubApi } from '@/testing/test-utils';
import { renderDocument, warmUpUrls, type DocumentResult } from './entry-server';

// The built index.html's parts that the page server's document changes (frontend/index.html,
// after vite.config.ts's plugins).
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Marine supplies, vessel chartering and vessel sales &amp; purchase in Dubai, UAE."
    />
    <title>Marine Services | Dubai, UAE</title>
    <template id="arabic-assets"><link rel="modulepreload" crossorigin href="/assets/arabic-x.js"></template>
  </head>
  <body>
    <div id="root"></div>
    <template id="root-end"></template>
    <noscript>This website needs JavaScript to show the catalogue.</noscript>
  </body>
</html>
`;
const ORIGIN = 'https://www.example.ae';
const settings = { ...DEFAULT_SETTINGS, companyName: 'Blue Harbour' };
const anchor = makeProduct({ id: 'p1', name: 'Anchor', description: 'A </script> anchor.' });
const searchAnswer = { items: [anchor], total: 1, nextCursor: null, facets: {} };

function api(extra: Record<string, unknown> = {}) {
  return stubApi({
    'GET /api/settings': settings,
    'GET /api/products/recent/6': [anchor],
    'GET /api/banners/active': [],
    'GET /api/products/p1': anchor,
    'GET /api/products/search': searchAnswer,
    ...extra,
  });
}

async function page(url: string) {
  const result: DocumentResult = await renderDocument({ url, template: TEMPLATE, origin: ORIGIN });
  if ('redirect' in result) throw new Error(`redirected to ${result.redirect}`);
  const doc = new DOMParser().parseFromString(result.html, 'text/html');
  const data = JSON.parse(doc.getElementById('page-data')?.textContent ?? '{"queries":[]}') as {
    queries: { queryKey: unknown[] }[];
  };
  return { ...result, doc, keys: data.queries.map((q) => q.queryKey) };
}

const content = (doc: Document, selector: string) => doc.head.querySelector(selector)?.getAttribute('content');

describe('renderDocument', () => {
  it("renders the product page whole: its head in <head>, the page in #root, the loaders' data beside it", async () => {
    const fetchMock = api();
    const { status, cacheKey, doc, keys, html } = await page('/product/p1');
    expect({ status, cacheKey }).toEqual({ status: 200, cacheKey: '/product/p1' });
    expect(doc.title).toBe('Anchor | Blue Harbour');
    expect(doc.head.querySelectorAll('title')).toHaveLength(1);
    expect(doc.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content(doc, 'meta[property="og:type"]')).toBe('product');
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/product/p1`);
    expect(doc.querySelector('#root h1')?.textContent).toBe('Anchor');
    expect(keys).toContainEqual(['products', 'detail', 'p1']);
    expect(keys).toContainEqual(['site-settings']);
    // Product text cannot end a script: the JSON-LD and the page data escape '<'.
    expect(html).not.toContain('A </script> anchor');
    expect(JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!)).toMatchObject({
      '@type': 'Product',
      description: 'A </script> anchor.',
    });
    expect(doc.querySelector('script:not([type])')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/settings', '/api/products/p1']);
  });

  it('writes an Arabic page in Arabic, right to left, with its own assets', async () => {
    api();
    const { doc, cacheKey, html } = await page('/ar/contact');
    expect(cacheKey).toBe('/ar/contact');
    expect(doc.documentElement.getAttribute('lang')).toBe('ar');
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    expect(doc.head.querySelector('link[href="/assets/arabic-x.js"]')).not.toBeNull();
    expect(html).not.toContain('arabic-assets');
    expect(doc.querySelector('noscript')?.textContent).toBe('يحتاج هذا الموقع إلى JavaScript لعرض الكتالوج.');
  });

  it('renders a category and the search with their first page of results', async () => {
    const fetchMock = api();
    const category = await page('/category/marine-spares');
    expect(category.cacheKey).toBe('/category/marine-spares');
    expect(category.doc.querySelector('#root')?.textContent).toContain('Anchor');
    const searched = await page('/search?q=anchor');
    expect({ status: searched.status, cacheKey: searched.cacheKey }).toEqual({ status: 200, cacheKey: null });
    expect(content(searched.doc, 'meta[name="robots"]')).toBe('noindex');
    expect(searched.doc.querySelector('#root')?.textContent).toContain('Anchor');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/products/search?q=anchor&limit=24&view=card');
    // A rendering that depends on the query string is not kept.
    expect((await page('/category/marine-spares?sort=newest')).cacheKey).toBeNull();
  });

  it("renders a customer's booking whole but never keeps it, in either language or casing (docs/payments.md)", async () => {
    const token = '0123456789abcdef0123456789abcdef';
    const booking = {
      ref: 'Q-7K4M',
      status: 'option',
      vessel: { id: 'v1', name: 'Sea Breeze', nameAr: '' },
      start: '2030-01-04T17:00:00+04:00',
      end: '2030-01-04T21:00:00+04:00',
      guests: 4,
      extras: [],
      quote: {
        hoursCharged: 4,
        minimumHours: 4,
        minimumRule: null,
        lines: [],
        subtotal: '2000.00',
        vat: '0.00',
        total: '2000.00',
        deposit: '500.00',
      },
      optionExpiresAt: '2030-01-02T17:00:00+04:00',
      cancellationTerms: '',
      cancellationTermsAr: '',
      payments: [],
      due: { deposit: '500.00', balance: '1500.00', balanceDueAt: '2030-01-03T17:00:00+04:00' },
      payOnline: true,
      paymentInstructions: '',
      paymentInstructionsAr: '',
    };
    api({ [`GET /api/bookings/${token}`]: booking });
    for (const url of [`/booking/${token}`, `/ar/booking/${token}`, `/Booking/${token}`]) {
      const { status, cacheKey, doc } = await page(url);
      expect({ url, status, cacheKey }).toEqual({ url, status: 200, cacheKey: null });
      expect(content(doc, 'meta[name="robots"]')).toBe('noindex');
      expect(doc.querySelector('#root')?.textContent).toContain('Q-7K4M');
    }
    const unknown = await page('/booking/ffffffffffffffffffffffffffffffff');
    expect({ status: unknown.status, cacheKey: unknown.cacheKey }).toEqual({ status: 404, cacheKey: null });
  });

  it('answers 404 with the not-found view for an unknown path, category or product', async () => {
    api();
    for (const url of ['/nowhere', '/category/nope', '/product/hidden', '/ar/nowhere', '//evil.example/']) {
      const { status, cacheKey, doc } = await page(url);
      expect({ url, status, cacheKey }).toEqual({ url, status: 404, cacheKey: null });
      expect(content(doc, 'meta[name="robots"]')).toBe('noindex');
      expect(doc.head.querySelector('link[rel="canonical"]')).toBeNull();
    }
  });

  it('keeps no page whose reads failed', async () => {
    api({ 'GET /api/banners/active': Response.json({ message: 'down' }, { status: 503 }) });
    const { status, cacheKey } = await page('/');
    expect({ status, cacheKey }).toEqual({ status: 200, cacheKey: null });
  });

  it('stops waiting when the signal aborts: the page shows its loading state, and is not kept', async () => {
    api({ 'GET /api/products/p1': () => new Promise<Response>(() => {}) });
    const deadline = new AbortController();
    setTimeout(() => deadline.abort(), 50);
    const result = await renderDocument({
      url: '/product/p1',
      template: TEMPLATE,
      origin: ORIGIN,
      signal: deadline.signal,
    });
    expect(result).toMatchObject({ status: 200, cacheKey: null });
    const html = 'html' in result ? result.html : '';
    expect(html).toContain('Loading Product...');
    // The browser asks for what did not arrive: it is not in the page's data.
    expect(html).not.toContain('"detail","p1"');
  });

  it("renders the desks' status at the shifted clock, and sends the render time and the offset with the page's data", async () => {
    // docs/desks.md: a parts desk, its hours the fixture's office; the page server's clock a Friday night.
    const week = {
      sun: [{ from: '08:00', to: '18:00' }],
      mon: [],
      tue: [],
      wed: [],
      thu: [],
      fri: [],
      sat: [{ from: '09:00', to: '13:00' }],
    };
    const parts = {
      id: 'parts',
      name: 'Parts desk',
      nameAr: '',
      phone: '97145550001',
      agents: [
        { name: 'Aisha', nameAr: '', whatsapp: '971501110001' },
        { name: 'Omar', nameAr: '', whatsapp: '971501110002' },
      ],
      hours: week,
      exceptions: [{ from: '2030-12-02', to: '2030-12-03', name: 'National Day', nameAr: '', closed: true }],
      categories: ['marine-spares', 'vessel-chartering', 'vessel-sales-purchase'],
    };
    api({ 'GET /api/settings': { ...settings, desks: [parts] } });
    const friday = Date.parse('2026-12-11T23:30:00+04:00');
    const nowOffsetMs = friday - Date.now();
    const result = await renderDocument({ url: '/product/p1', template: TEMPLATE, origin: ORIGIN, nowOffsetMs });
    if ('redirect' in result) throw new Error('redirected');
    const doc = new DOMParser().parseFromString(result.html, 'text/html');
    expect(doc.querySelector('#root [data-testid="desk-status"]')?.textContent).toBe('Closed. We reply tomorrow 9:00');
    const chat = new URL(doc.querySelector<HTMLAnchorElement>('#root main a[href^="https://wa.me/"]')!.href);
    expect(chat.pathname).toBe('/971501110001'); // the desk's first agent: the server has no storage
    expect(chat.searchParams.get('text')).toMatch(/We will reply tomorrow 9:00\.$/);
    const data = JSON.parse(doc.getElementById('page-data')!.textContent!) as {
      queries: { queryKey: unknown[]; state: { data: { renderedAt: number; offsetMs: number } } }[];
    };
    const clock = data.queries.find((q) => q.queryKey[0] === 'page-clock')!.state.data;
    expect(clock.offsetMs).toBe(nowOffsetMs);
    expect(Math.abs(clock.renderedAt - friday)).toBeLessThan(60_000);

    // The contact page: the desks, and the LocalBusiness's department with its hours.
    api({ 'GET /api/settings': { ...settings, desks: [parts] } });
    const contact = await page('/contact');
    expect(contact.doc.querySelector('#root')?.textContent).toContain('National Day');
    const business = [...contact.doc.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent!) as { department?: Record<string, unknown>[] })
      .find((j) => j.department);
    expect(business?.department?.[0]).toMatchObject({ name: 'Parts desk', telephone: '+97145550001' });

    // The home page: the organisation's departments, the same desks.
    api({ 'GET /api/settings': { ...settings, desks: [parts] } });
    const home = await page('/');
    const graph = [...home.doc.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent!) as { '@graph'?: { department?: Record<string, unknown>[] }[] })
      .find((j) => j['@graph']);
    expect(graph?.['@graph']?.[0]?.department?.[0]).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Parts desk',
      specialOpeningHoursSpecification: [{ validFrom: '2030-12-02', validThrough: '2030-12-03', opens: '00:00' }],
    });
  });

  it('leaves the staff area to the browser: the template as it is', async () => {
    const fetchMock = api();
    for (const url of ['/admin', '/admin/settings', '/sub-user']) {
      expect(await renderDocument({ url, template: TEMPLATE, origin: ORIGIN })).toEqual({
        status: 200,
        html: TEMPLATE,
        cacheKey: null,
      });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names a page of each kind in each language to warm up', () => {
    expect(warmUpUrls).toEqual(expect.arrayContaining(['/', '/ar', '/product/warm-up', '/ar/search']));
  });
});
