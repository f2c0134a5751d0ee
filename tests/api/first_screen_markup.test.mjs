// A public page's HTML carries its first screen's markup (docs/architecture.md,
// "First paint"): the header and the page's top, in the page's language, escaped; the
// category's first cards in the list's default order; the app's module script replaced by
// start-app.js with the same module and preloads. Pages that show nothing of the catalogue's
// (404s) carry none, and neither does a hidden product's page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startWithData, call, login, ADMIN, FIXTURE_SQL } from './helpers.mjs';

const INDEX = `<!doctype html><html><head><title>t</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
<link rel="modulepreload" crossorigin href="/assets/start-abc.js">
</head><body><div id="root"></div></body></html>`;

let api;
let dir;
before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marine-first-screen-markup-'));
  const index = path.join(dir, 'index.html');
  fs.writeFileSync(index, INDEX);
  api = await startWithData(FIXTURE_SQL, { SITE_URL: 'https://marine.example', SPA_INDEX: index,
    ADMIN_PASSWORD: ADMIN.password });
});
after(async () => {
  await api?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The page's first screen element (undefined when it has none) and its whole HTML. */
async function firstScreen(pagePath) {
  const r = await call(api.base, 'GET', pagePath);
  const at = r.text.indexOf('<div id="first-screen"');
  const root = r.text.indexOf('<div id="root">');
  return { status: r.status, html: r.text, markup: at < 0 ? undefined : r.text.slice(at, root) };
}

const cardIds = (markup) => [...markup.matchAll(/<article data-product="([^"]+)"/g)].map((m) => m[1]);

test('the home page: the header and the hero from the settings, before the root; the app starts after the paint', async () => {
  const { markup, html } = await firstScreen('/_page');
  assert.ok(markup, 'a first screen');
  assert.ok(html.indexOf('<div id="first-screen"') < html.indexOf('<div id="root">'));
  assert.match(markup, /<header class="fixed inset-x-0 top-0/);
  assert.match(markup, /<a aria-current="page" [^>]*href="\/">Home<\/a>/);
  assert.match(markup, /<a lang="ar" hreflang="ar" [^>]*href="\/ar">/);
  assert.match(markup, /<h1 id="hero-title" dir="auto"[^>]*>[^<]+<\/h1>/);
  // The owner's name keeps its own direction in the hero's small line (docs/arabic.md).
  assert.match(markup, /<bdi>[^<]+<\/bdi> \u00b7 /);
  // Under the hero, 'Our Services' and a card per category (category-grid.tsx).
  assert.match(markup, /<h2 id="categories-title" [^>]*>Our Services<\/h2>/);
  assert.deepEqual([...markup.matchAll(/<li class="flex"><a class="group [^"]*" href="([^"]+)"/g)].map((m) => m[1]),
    ['/category/marine-spares', '/category/vessel-chartering', '/category/vessel-sales-purchase']);
  const arabic = (await firstScreen('/_page/ar')).markup;
  assert.match(arabic, /<li class="flex"><a class="group [^"]*" href="\/ar\/category\/marine-spares">/);
  assert.match(markup, /href="https:\/\/wa\.me\/\d+\?text=Hi!%20I&#39;m%20interested%20in%20learning%20more%20about%20the%20marine%20services/);
  // The module script and its preload are asked for by start-app.js, and only by it.
  assert.doesNotMatch(html, /<script type="module"|rel="modulepreload"/);
  assert.match(html, /<script defer src="\/start-app\.js" data-module="\/assets\/index-abc\.js" data-preload="\/assets\/start-abc\.js"><\/script>/);
  assert.match(html, /<link rel="stylesheet" crossorigin href="\/assets\/index-abc\.css">/, 'the stylesheet stays');
});

test('the first frame waits for the whole first screen (a render-blocking expect link in the head); a 404 without one does not', async () => {
  const expect = '<link rel="expect" href="#root" blocking="render">';
  const { html } = await firstScreen('/_page/contact');
  assert.ok(html.indexOf(expect) >= 0 && html.indexOf(expect) < html.indexOf('</head>'), 'in the head');
  assert.ok(!(await firstScreen('/_page/nowhere')).html.includes(expect), 'a 404 paints as it parses');
});

test('a category page: its title, the search bar, and its cards in name order with the exact count', async () => {
  const { markup } = await firstScreen('/_page/category/vessel-sales-purchase');
  assert.match(markup, /<h1 class="text-3xl font-bold text-slate-900">Vessel Sales &amp; Purchase<\/h1>/);
  assert.match(markup, /<input id="first-screen-search" placeholder="Search products\.\.\."/);
  // as the app's field: what is typed takes its direction from its first letter
  assert.match(markup, /ps-10 \[unicode-bidi:plaintext\]" type="search"/);
  // product_3000 is hidden: the count and the cards are the visible products'.
  assert.match(markup, /Showing 1 of 1 products/);
  assert.deepEqual(cardIds(markup), ['product_4000']);
  assert.match(markup, /AED\u00a01,850,000\.50 <span class="text-sm font-normal text-slate-600">per unit\/day<\/span>/);
  assert.match(markup, /aria-label="Call about Crew Boat 24 m"/);
  assert.match(markup, /loading="eager" fetchpriority="high"/);
});

test('a search, sort or filter in the URL leaves the cards to the app; other parameters do not', async () => {
  for (const query of ['q=tug', 'sort=newest', 'brand=Hall', 'x=1&priceMax=10']) {
    const { markup } = await firstScreen(`/_page/category/marine-spares?${query}`);
    assert.match(markup, /<h1 /, query);
    assert.deepEqual(cardIds(markup), [], query);
  }
  const { markup } = await firstScreen('/_page/category/marine-spares?utm_source=whatsapp');
  assert.deepEqual(cardIds(markup), ['product_1000']);
});

test('a product page: its image, name, price and description; a hidden or unknown product and an unknown category carry none', async () => {
  const { markup } = await firstScreen('/_page/product/product_2000');
  assert.match(markup, /<img alt="Harbour Tug Al Bahr" width="800" height="600" loading="eager" fetchpriority="high"[^>]* src="\/uploads\/demo\/tug\.svg">/);
  assert.match(markup, /<h1 dir="auto" class="text-3xl font-bold text-slate-900">Harbour Tug Al Bahr<\/h1>/);
  assert.match(markup, /Contact For Pricing/);
  assert.match(markup, /href="\/category\/vessel-chartering"/, 'Back to its category');
  for (const p of ['/_page/product/product_3000', '/_page/product/nope', '/_page/category/weapons', '/_page/nowhere']) {
    const page = await firstScreen(p);
    assert.equal(page.status, 404, p);
    assert.equal(page.markup, undefined, p);
    assert.match(page.html, /<script type="module"/, `${p}: the app starts as before`);
  }
});

test('product text is escaped in the markup, the Arabic page shows the Arabic texts, and a write changes the markup', async () => {
  const cookie = await login(api.base, ADMIN.username, ADMIN.password);
  const r = await call(api.base, 'PATCH', '/api/products/product_2000', { cookie,
    body: { name: 'Anchor <img src=x onerror=alert(1)> & "chain"', nameAr: 'مرساة', price: '1250.5',
      showContactForPricing: false, specs: { rateBasis: 'hour' } } });
  assert.equal(r.status, 200, r.text);
  const { markup } = await firstScreen('/_page/product/product_2000');
  assert.ok(markup.includes('Anchor &lt;img src=x onerror=alert(1)&gt; &amp; &quot;chain&quot;'), 'escaped');
  assert.doesNotMatch(markup, /<img src=x/);
  assert.match(markup, /AED\u00a01,250\.50 <span class="text-sm font-normal text-slate-600">per hour<\/span>/);
  const arabic = await firstScreen('/_page/ar/product/product_2000');
  assert.match(arabic.markup, /<h1 dir="auto" class="text-3xl font-bold text-slate-900">مرساة<\/h1>/);
  assert.match(arabic.markup, /<bdi dir="ltr">1,250\.50<\/bdi>\u00a0درهم/);
  assert.match(arabic.markup, /href="\/ar\/category\/vessel-chartering"/);
  assert.match(arabic.markup, /<a lang="en" hreflang="en" [^>]*href="\/product\/product_2000">English<\/a>/);
  const category = await firstScreen('/_page/category/vessel-chartering');
  assert.match(category.markup, /Anchor &lt;img src=x/);
  assert.match(category.markup, /per hour<\/span>/);
});

test('the contact page: its title, and the Get in Touch card from the settings, escaped, in each language', async () => {
  const { markup } = await firstScreen('/_page/contact');
  assert.match(markup, /<h1 class="text-3xl font-bold text-slate-900">Contact Us<\/h1>/);
  assert.match(markup, /<a aria-current="page" [^>]*href="\/contact">Contact<\/a>/);
  assert.match(markup, /<h2 class="text-xl font-semibold text-slate-900">Get in Touch<\/h2>/);

  const cookie = await login(api.base, ADMIN.username, ADMIN.password);
  const settings = (await call(api.base, 'GET', '/api/settings')).body;
  const r = await call(api.base, 'PUT', '/api/admin/settings', { cookie, body: { ...settings,
    phone: '97141234567', email: 'sales@harbour.example', address: 'Quay <b>7</b> & "Berth"',
    mapUrl: 'https://maps.example/quay?a=1&b=2', addressAr: 'الرصيف ٧',
    businessHours: [{ days: 'Mon-Fri', hours: '9 AM-5 PM' }], businessHoursAr: [] } });
  assert.equal(r.status, 200, r.text);
  const card = (await firstScreen('/_page/contact')).markup;
  assert.match(card, /<a href="tel:\+97141234567" dir="ltr" class="[^"]*">\+971 4 123 4567<\/a>/);
  assert.match(card, /<a href="mailto:sales@harbour\.example" class="[^"]*">sales@harbour\.example<\/a>/);
  assert.ok(card.includes('<address dir="auto" class="not-italic">Quay &lt;b&gt;7&lt;/b&gt; &amp; &quot;Berth&quot;</address>'), 'escaped');
  assert.match(card, /href="https:\/\/maps\.example\/quay\?a=1&amp;b=2" target="_blank"/);
  assert.match(card, /<dt dir="auto" class="text-slate-900">Mon-Fri:<\/dt><dd class="whitespace-nowrap"><bdi>9 AM-5 PM<\/bdi><\/dd>/);
  assert.match(card, />Call Now<\/a>/);
  assert.match(card, /href="https:\/\/wa\.me\/\d+\?text=/);
  // Arabic: the Arabic address; no Arabic hours, so the English rows.
  const arabic = (await firstScreen('/_page/ar/contact')).markup;
  assert.match(arabic, /<address dir="auto" class="not-italic">الرصيف ٧<\/address>/);
  assert.match(arabic, /<bdi>9 AM-5 PM<\/bdi>/);
  assert.equal((await call(api.base, 'PUT', '/api/admin/settings', { cookie, body: settings })).status, 200);
});

test('a category too large to embed gets its first cards from the read cache, and a write changes them', async () => {
  const big = await startWithData(`${FIXTURE_SQL}
INSERT INTO products (id, name, category, description, price, image, images, in_stock, is_visible,
                      show_contact_for_pricing, "timestamp")
SELECT 'part_' || i, 'Spare Part ' || lpad(i::text, 4, '0'), 'marine-spares', repeat('Long description. ', 25),
       10 + i, '/uploads/demo/part.svg', '{}', true, true, false, '2026-01-01T00:00:00Z'::timestamptz + i * interval '1 minute'
FROM generate_series(1, 700) AS i;`, { SPA_INDEX: path.join(dir, 'index.html'), ADMIN_PASSWORD: ADMIN.password });
  try {
    const page = async () => {
      const r = await call(big.base, 'GET', '/_page/category/marine-spares');
      const at = r.text.indexOf('<div id="first-screen"');
      return { html: r.text, markup: r.text.slice(at, r.text.indexOf('<div id="root">')) };
    };
    // Nothing cached yet, and too large to embed: the title and search bar, no cards.
    let first = await page();
    assert.doesNotMatch(first.html, /id="page-data"/);
    assert.deepEqual(cardIds(first.markup), []);
    // Once a visitor's read has filled the cache: the first six by name, and the exact count.
    assert.equal((await call(big.base, 'GET', '/api/products/category/marine-spares')).status, 200);
    first = await page();
    assert.doesNotMatch(first.html, /id="page-data"/);
    assert.deepEqual(cardIds(first.markup), ['part_1', 'part_2', 'part_3', 'part_4', 'part_5', 'part_6']);
    assert.match(first.markup, /Showing 701 of 701 products/);
    // A phone's screen holds two: the others are drawn once near the viewport (a kept height).
    const items = [...first.markup.matchAll(/<li class="([^"]*)"><article/g)].map((m) => m[1]);
    const later = 'flex [contain-intrinsic-height:auto_30rem] [content-visibility:auto]';
    assert.deepEqual(items, ['flex', 'flex', later, later, later, later]);
    // A rename empties the cache entry; read again, the page follows it.
    const cookie = await login(big.base, ADMIN.username, ADMIN.password);
    const r = await call(big.base, 'PATCH', '/api/products/part_9', { cookie, body: { name: 'Anchor Shackle' } });
    assert.equal(r.status, 200, r.text);
    await call(big.base, 'GET', '/api/products/category/marine-spares');
    assert.deepEqual(cardIds((await page()).markup).slice(0, 2), ['part_9', 'part_1']);
  } finally {
    await big.close();
  }
});
