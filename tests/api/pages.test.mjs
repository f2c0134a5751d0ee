// Pages for shared links and crawlers (issue 10): /_page/... is the SPA's index.html with
// the page's title, description, Open Graph tags, canonical URL and JSON-LD; /sitemap.xml
// lists the visible catalogue.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startWithData, call, FIXTURE_SQL } from './helpers.mjs';

let api;
let dir;
before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marine-pages-'));
  const index = path.join(dir, 'index.html');
  fs.writeFileSync(index, '<!doctype html><html><head><meta charset="UTF-8" />' +
    '<meta name="description" content="generic" /><title>Generic</title></head><body><div id="root"></div></body></html>');
  api = await startWithData(FIXTURE_SQL, { SITE_URL: 'https://marine.example', SITE_NAME: 'Blue Harbour', SPA_INDEX: index });
});
after(async () => {
  await api?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const tag = (html, attr, key) => new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];

test('a product page carries its own tags, price and JSON-LD offer in AED, and keeps the SPA', async () => {
  const r = await call(api.base, 'GET', '/_page/product/product_1000');
  assert.equal(r.status, 200);
  assert.match(r.headers.get('content-type'), /^text\/html/);
  const html = r.text;
  assert.match(html, /<title>Stockless Anchor 1 t \| Blue Harbour<\/title>/);
  assert.equal((html.match(/<title>/g) || []).length, 1, 'the template title is replaced');
  assert.doesNotMatch(html, /content="generic"/);
  assert.match(html, /<link rel="canonical" href="https:\/\/marine\.example\/product\/product_1000" \/>/);
  assert.equal(tag(html, 'property', 'og:title'), 'Stockless Anchor 1 t | Blue Harbour');
  assert.match(tag(html, 'property', 'og:description'), /^AED 4,850\.00 per unit\/day/);
  assert.equal(tag(html, 'property', 'og:image'), 'https://marine.example/uploads/demo/anchor.svg');
  assert.equal(tag(html, 'property', 'product:price:currency'), 'AED');
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)[1]);
  assert.equal(ld['@type'], 'Product');
  assert.deepEqual(ld.offers, { '@type': 'Offer', price: '4850.00', priceCurrency: 'AED', availability: 'https://schema.org/InStock', url: 'https://marine.example/product/product_1000' });
  assert.match(html, /<div id="root"><\/div>/);
});

test('Contact For Pricing has no offer; an invisible or unknown product is a 404 without product data', async () => {
  const priceless = (await call(api.base, 'GET', '/_page/product/product_2000')).text;
  assert.match(tag(priceless, 'property', 'og:description'), /^Contact For Pricing/);
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(priceless)[1]);
  assert.equal(ld.offers, undefined);
  for (const id of ['product_3000', 'product_nope']) {
    const r = await call(api.base, 'GET', `/_page/product/${id}`);
    assert.equal(r.status, 404);
    assert.doesNotMatch(r.text, /Unlisted Yacht|ld\+json|canonical/);
    assert.equal(tag(r.text, 'name', 'robots'), 'noindex');
  }
});

test('category, home and contact pages; an unknown category is a 404', async () => {
  assert.match((await call(api.base, 'GET', '/_page/category/marine-spares')).text, /<title>Marine Supplies \| Blue Harbour<\/title>/);
  assert.equal((await call(api.base, 'GET', '/_page/category/weapons')).status, 404);
  assert.match((await call(api.base, 'GET', '/_page')).text, /<link rel="canonical" href="https:\/\/marine\.example\/" \/>/);
  assert.match((await call(api.base, 'GET', '/_page/contact')).text, /<title>Contact Us \| Blue Harbour<\/title>/);
});

test('sitemap.xml lists the pages and the visible products with their times', async () => {
  const r = await call(api.base, 'GET', '/sitemap.xml');
  assert.equal(r.status, 200);
  assert.match(r.headers.get('content-type'), /^application\/xml/);
  const locs = [...r.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const p of ['/', '/contact', '/category/marine-spares', '/category/vessel-chartering', '/category/vessel-sales-purchase',
    '/product/product_1000', '/product/product_2000', '/product/product_4000']) assert.ok(locs.includes(`https://marine.example${p}`), p);
  assert.ok(!locs.some((l) => l.includes('product_3000')), 'the invisible product is not listed');
  assert.match(r.text, /<loc>https:\/\/marine\.example\/product\/product_1000<\/loc><lastmod>2026-06-01T08:00:00Z<\/lastmod>/);
});
