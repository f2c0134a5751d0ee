// The page HTML for shared links and crawlers is valid HTML: every kind of page the page
// server renders against the API (home, contact, each category, a product with and without a
// price, an unknown product, an unknown category, and the Arabic ones), the whole document
// from the SPA's routes, goes through the W3C Nu HTML checker (vnu-jar, on the machine's
// Java) in one run, so that a new kind of page or tag stays valid.
import { test, before, after } from 'node:test';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vnu from 'vnu-jar';
import { startWithData, startPages, call, FIXTURE_SQL } from './helpers.mjs';

const PAGES = [
  ['home', '/', 200],
  ['contact', '/contact', 200],
  ['category-marine-spares', '/category/marine-spares', 200],
  ['category-vessel-chartering', '/category/vessel-chartering', 200],
  ['category-vessel-sales-purchase', '/category/vessel-sales-purchase', 200],
  ['product-priced', '/product/product_1000', 200],
  ['product-contact-for-pricing', '/product/product_2000', 200],
  ['product-unknown', '/product/product_nope', 404],
  ['category-unknown', '/category/nope', 404],
  // The Arabic pages (docs/arabic.md): right to left, with their own words.
  ['ar-home', '/ar', 200],
  ['ar-contact', '/ar/contact', 200],
  ['ar-category', '/ar/category/vessel-chartering', 200],
  ['ar-product-priced', '/ar/product/product_1000', 200],
  ['ar-product-contact-for-pricing', '/ar/product/product_2000', 200],
  ['ar-unknown', '/ar/nope', 404],
];

let api;
let pages;
let dir;
before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marine-html-valid-'));
  api = await startWithData(FIXTURE_SQL, { SITE_URL: 'https://marine.example', SITE_NAME: 'Blue Harbour & Co' });
  pages = await startPages(api.base, { env: { SITE_URL: 'https://marine.example' } });
});
after(async () => {
  await pages?.stop();
  await api?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

// Runs the checker once over every file; answers its messages by file name.
async function check(files) {
  const { stdout } = await promisify(execFile)('java',
    ['-jar', vnu, '--format', 'json', '--exit-zero-always', '--stdout', ...files],
    { maxBuffer: 16 * 1024 * 1024, timeout: 120_000 });
  const byFile = new Map(files.map((f) => [path.basename(f), []]));
  for (const m of JSON.parse(stdout).messages) byFile.get(path.basename(new URL(m.url).pathname))?.push(m);
  return byFile;
}

// The HTML standard's <link rel="expect" blocking="render"> (the first frame waits for the
// server's rendering whole, frontend/index.html) is newer than this checker, which allows
// `blocking` on stylesheets only. That one message for that one tag is let through.
const newerThanChecker = (m) =>
  /“blocking” attribute must have a “rel” attribute whose value is “stylesheet”/.test(m.message) &&
  /<link rel="expect" href="#root-end" blocking="render"/.test(m.extract ?? '');

test('every kind of page the page server renders passes the W3C Nu HTML checker without an error', async () => {
  const files = [];
  for (const [name, url, status] of PAGES) {
    const r = await call(pages.url, 'GET', url);
    assert.equal(r.status, status, url);
    assert.match(r.headers.get('content-type'), /^text\/html/, url);
    if (status === 200) assert.match(r.text, /<div id="root"><div class=/, `${url}: rendered`);
    const file = path.join(dir, `${name}.html`);
    fs.writeFileSync(file, r.text);
    files.push(file);
  }
  const results = await check(files);
  assert.equal(results.size, PAGES.length);
  for (const [file, messages] of results) {
    const errors = messages.filter((m) => (m.type === 'error' || m.subType === 'fatal') && !newerThanChecker(m));
    assert.deepEqual(errors.map((m) => `${m.lastLine}: ${m.message} [${m.extract ?? ''}]`), [], file);
  }
});

test('the checker finds errors when there are some (the test can fail)', async () => {
  const broken = path.join(dir, 'broken.html');
  fs.writeFileSync(broken, '<!doctype html><html lang="en"><head><title>x</title></head><body><div><p>x</span></body></html>');
  const [messages] = [...(await check([broken])).values()];
  assert.ok(messages.some((m) => m.type === 'error'), JSON.stringify(messages));
});
