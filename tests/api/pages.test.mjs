// Pages for shared links and crawlers (docs/operations.md): the page server's page (started
// against the API) carries the page's title, description, Open Graph tags, canonical URL and
// JSON-LD; /sitemap.xml
// lists the visible catalogue (validated against the sitemap protocol's schema with
// xmllint), robots.txt names it; JSON-LD carries schema.org's required fields.
import { test, before, after } from 'node:test';
import { execFileSync } from 'node:child_process';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startWithData, startPages, call, root, FIXTURE_SQL } from './helpers.mjs';

let api;
let pages;
let dir;
before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marine-pages-'));
  api = await startWithData(FIXTURE_SQL, {
    SITE_URL: 'https://marine.example', SITE_NAME: 'Blue Harbour',
    SITE_PHONE: '971501234567', SITE_ADDRESS: 'Office 101, Example Tower, Al Jaddaf, Dubai',
  });
  pages = await startPages(api.base, { env: { SITE_URL: 'https://marine.example' } });
});
after(async () => {
  await pages?.stop();
  await api?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

// A page as the page server answers it.
const page = (p) => call(pages.url, 'GET', p);

const jsonLd = (html) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)[1]);
const nonEmpty = (v) => typeof v === 'string' && v.trim().length > 0;

// What schema.org / Google's rich results require of a Product: a name, an image, and for
// an Offer a price (a plain decimal) and an ISO 4217 currency.
function assertProductLd(ld) {
  assert.equal(ld['@context'], 'https://schema.org');
  assert.equal(ld['@type'], 'Product');
  assert.ok(nonEmpty(ld.name), 'name');
  assert.ok(Array.isArray(ld.image) && ld.image.every((u) => /^https?:\/\//.test(u)), 'absolute image URLs');
  if (ld.offers) {
    assert.equal(ld.offers['@type'], 'Offer');
    assert.match(ld.offers.price, /^\d+(\.\d{1,2})?$/);
    assert.equal(ld.offers.priceCurrency, 'AED');
    assert.match(ld.offers.availability, /^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  }
}

const tag = (html, attr, key) => new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];

test('a product page carries its own tags, price and JSON-LD offer in AED, and the page itself', async () => {
  const r = await page('/product/product_1000');
  assert.equal(r.status, 200);
  assert.match(r.headers.get('content-type'), /^text\/html/);
  const html = r.text;
  assert.match(html, /<title>Stockless Anchor 1 t \| Blue Harbour<\/title>/);
  assert.equal((html.match(/<title>/g) || []).length, 1, 'one title');
  assert.equal((html.match(/<meta name="description"/g) || []).length, 1, 'one description');
  assert.match(html, /<link rel="canonical" href="https:\/\/marine\.example\/product\/product_1000" ?\/>/);
  assert.equal(tag(html, 'property', 'og:title'), 'Stockless Anchor 1 t | Blue Harbour');
  assert.match(tag(html, 'property', 'og:description'), /^AED\u00a04,850\.00 per unit\/day/);
  assert.equal(tag(html, 'property', 'og:image'), 'https://marine.example/uploads/demo/anchor.svg');
  assert.equal(tag(html, 'property', 'product:price:currency'), 'AED');
  const ld = jsonLd(html);
  assertProductLd(ld);
  assert.deepEqual(ld.offers, { '@type': 'Offer', price: '4850.00', priceCurrency: 'AED', availability: 'https://schema.org/InStock', url: 'https://marine.example/product/product_1000',
    seller: { '@type': 'Organization', name: 'Blue Harbour' } });
  assert.match(html, /<div id="root"><[a-z][^]*Stockless Anchor 1 t/, 'the page rendered in the root');
});

test('Contact For Pricing has no offer; an invisible or unknown product is a 404 without product data', async () => {
  const priceless = (await page('/product/product_2000')).text;
  assert.match(tag(priceless, 'property', 'og:description'), /^Contact For Pricing/);
  const ld = jsonLd(priceless);
  assertProductLd(ld);
  assert.equal(ld.offers, undefined);
  for (const id of ['product_3000', 'product_nope']) {
    const r = await page(`/product/${id}`);
    assert.equal(r.status, 404);
    assert.doesNotMatch(r.text, /Unlisted Yacht|ld\+json|canonical/);
    assert.equal(tag(r.text, 'name', 'robots'), 'noindex');
  }
});

test('category, home and contact pages; an unknown category is a 404', async () => {
  assert.match((await page('/category/marine-spares')).text, /<title>Marine Supplies \| Blue Harbour<\/title>/);
  assert.equal((await page('/category/weapons')).status, 404);
  assert.match((await page('/')).text, /<link rel="canonical" href="https:\/\/marine\.example\/" ?\/>/);
  assert.match((await page('/contact')).text, /<title>Contact Us \| Blue Harbour<\/title>/);
});

// docs/enquiries.md, "The screens": the visitor's list is a page of the site in both languages,
// kept out of search engines like the search page.
test('the enquiry list page answers in both languages, noindex', async () => {
  const en = await page('/enquiry');
  assert.equal(en.status, 200);
  assert.match(en.text, /<title>Enquiry List \| Blue Harbour<\/title>/);
  assert.equal(tag(en.text, 'name', 'robots'), 'noindex');
  const ar = await page('/ar/enquiry');
  assert.equal(ar.status, 200);
  assert.match(ar.text, /^<!doctype html>\s*<html lang="ar" dir="rtl">/);
  assert.equal(tag(ar.text, 'name', 'robots'), 'noindex');
});

// docs/security.md, "Unknown page paths": every other page path is the site's 404 page; the path it
// echoes is a URL.
test('any other page path is the 404 page, and the path it names is percent-encoded', async () => {
  for (const [p, shown] of [['/category/a/b', '/category/a/b'], ['/product/x/y/', '/product/x/y/'],
    ['/category/a%00b/c', '/category/a%00b/c'], ['/x/%22%3E%3Cscript%3E', '/x/%22%3E%3Cscript%3E'],
    ['/product/a%00b', '/product/a%00b']]) {
    const r = await page(p);
    assert.equal(r.status, 404, p);
    assert.match(r.text, /<meta name="robots" content="noindex" ?\/>/, p);
    assert.ok(r.text.includes(`<meta property="og:url" content="https://marine.example${shown}"/>`), `${p}: ${r.text.slice(0, 2000)}`);
    assert.ok(!r.text.includes('\u0000') && !r.text.includes('<script>'), p);
  }
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

test('sitemap.xml is valid against the sitemap protocol schema', async () => {
  const r = await call(api.base, 'GET', '/sitemap.xml');
  const file = path.join(dir, 'sitemap.xml');
  fs.writeFileSync(file, r.text);
  // xmllint exits non-zero (and the test fails) on any schema error. The schema is the
  // protocol's with the xhtml:link alternates (docs/arabic.md) declared.
  const out = execFileSync('xmllint', ['--noout', '--schema', path.join(root, 'tests/fixtures/schemas/sitemap-alternates.xsd'), file],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  assert.equal(out, '');
  assert.ok(r.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>'));
});

test('the contact page has LocalBusiness JSON-LD with address, phone and the opening hours', async () => {
  const html = (await page('/contact')).text;
  const ld = jsonLd(html);
  // schema.org LocalBusiness: Google requires name and address; telephone, url and
  // openingHoursSpecification are what this page is for.
  assert.equal(ld['@context'], 'https://schema.org');
  assert.equal(ld['@type'], 'LocalBusiness');
  assert.equal(ld.name, 'Blue Harbour');
  assert.equal(ld.url, 'https://marine.example/');
  assert.equal(ld.telephone, '+971501234567');
  assert.deepEqual(ld.address, { '@type': 'PostalAddress', streetAddress: 'Office 101, Example Tower, Al Jaddaf, Dubai',
    addressLocality: 'Dubai', addressCountry: 'AE' });
  assert.ok(nonEmpty(ld.image));
  // The default hours: Sunday to Thursday 8:00 AM-6:00 PM; Friday to Saturday 9:00 AM-5:00 PM.
  assert.deepEqual(ld.openingHoursSpecification, [
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:00', closes: '18:00' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday', 'Saturday'], opens: '09:00', closes: '17:00' },
  ]);
  // The desks as departments (docs/desks.md, "JSON-LD"): the first start's one desk, with the
  // hours read from those same rows, one entry a day.
  assert.deepEqual(ld.department.map((d) => [d['@type'], d.telephone, d.openingHoursSpecification.length]),
    [['LocalBusiness', '+971501234567', 7]]);
  // Other pages carry no LocalBusiness of their own: the home page's organisation only names its desks.
  const home = [...(await page('/')).text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]));
  const types = home.flatMap((j) => (j['@graph'] ?? [j]).map((node) => node['@type']));
  assert.ok(types.length > 0 && !types.includes('LocalBusiness'), types.join());
});

test('robots.txt keeps the staff area out and names the sitemap', async () => {
  const r = await call(api.base, 'GET', '/robots.txt');
  assert.equal(r.status, 200);
  assert.match(r.headers.get('content-type'), /^text\/plain/);
  const lines = r.text.split('\n');
  assert.equal(lines[0], 'User-agent: *');
  for (const p of ['/admin', '/sub-user']) assert.ok(lines.includes(`Disallow: ${p}`), p);
  assert.ok(lines.includes('Sitemap: https://marine.example/sitemap.xml'));
  assert.ok(!lines.includes('Disallow: /'), 'the public site stays open');
});
