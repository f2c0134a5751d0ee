// A page's HTML carries the API answers its first screen needs (docs/architecture.md,
// "First paint"): the same bytes GET answers a visitor, from the same read cache, changed by a
// write like the API's; none for a page that shows no data; the largest image preloaded.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startWithData, call, login, ADMIN, FIXTURE_SQL } from './helpers.mjs';

let api;
let dir;
before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marine-first-screen-'));
  const index = path.join(dir, 'index.html');
  fs.writeFileSync(index, '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
  api = await startWithData(FIXTURE_SQL, { SITE_URL: 'https://marine.example', SPA_INDEX: index,
    ADMIN_PASSWORD: ADMIN.password });
});
after(async () => {
  await api?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The page's embedded answers by API path; undefined when it has none. */
async function embedded(pagePath) {
  const r = await call(api.base, 'GET', pagePath);
  const m = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(r.text);
  return { status: r.status, html: r.text, data: m ? JSON.parse(m[1]) : undefined };
}

/** What GET `apiPath` answers a visitor, as text. */
const answer = async (apiPath) => (await call(api.base, 'GET', apiPath)).text;

test('the home page embeds the recent products and the active banners, as the API answers them, and preloads the banner', async () => {
  const { data, html } = await embedded('/_page');
  assert.deepEqual(Object.keys(data).sort(), ['/api/banners/active', '/api/products/recent/6']);
  // The carousel's first banner is the largest paint: its image is preloaded.
  assert.match(html, /<link rel="preload" as="image" fetchpriority="high" href="\/uploads\/demo\/b1\.svg" \/>/);
  for (const [p, json] of Object.entries(data)) assert.equal(JSON.stringify(json), await answer(p), p);
  assert.deepEqual(data['/api/banners/active'].map((b) => b.id), ['banner_1', 'banner_2']);
  // Now from the cache, which the API reads above filled: still the same bytes.
  assert.deepEqual((await embedded('/_page')).data, data);
});

test('a category page embeds the first page of its search; an unknown category and the contact page embed nothing', async () => {
  const search = '/api/products/search?category=marine-spares';
  const { data } = await embedded('/_page/category/marine-spares');
  assert.deepEqual(Object.keys(data), [search]);
  assert.equal(JSON.stringify(data[search]), await answer(search));
  assert.deepEqual(data[search].items.map((p) => p.id), ['product_1000']);
  const unknown = await embedded('/_page/category/weapons');
  assert.equal(unknown.status, 404);
  assert.equal(unknown.data, undefined);
  assert.equal((await embedded('/_page/contact')).data, undefined);
});

test('a product page embeds the product and preloads its main image; a hidden one embeds nothing', async () => {
  const { data, html } = await embedded('/_page/product/product_1000');
  assert.equal(JSON.stringify(data['/api/products/product_1000']), await answer('/api/products/product_1000'));
  assert.match(html, /<link rel="preload" as="image" fetchpriority="high" href="\/uploads\/demo\/anchor\.svg" \/>/);
  const hidden = await embedded('/_page/product/product_3000');
  assert.equal(hidden.status, 404);
  assert.equal(hidden.data, undefined);
  assert.doesNotMatch(hidden.html, /Unlisted Yacht|rel="preload"/);
});

test('an upload is not preloaded, and a write changes what the pages embed', async () => {
  const cookie = await login(api.base, ADMIN.username, ADMIN.password);
  const image = '/uploads/images/0123456789abcdef0123456789abcdef.webp';
  await answer('/api/products/search?category=marine-spares');  // its summary kept before the write
  const r = await call(api.base, 'PATCH', '/api/products/product_1000', { cookie,
    body: { name: 'Anchor </script>\u2028 renamed', image } });
  assert.equal(r.status, 200, r.text);
  const { data, html } = await embedded('/_page/product/product_1000');
  assert.equal(data['/api/products/product_1000'].name, 'Anchor </script>\u2028 renamed');
  assert.ok(html.includes('Anchor \\u003c/script>\\u2028 renamed'), 'escaped inside the script');
  // An upload's width is the <img>'s to pick (docs/architecture.md): no preload for it.
  assert.doesNotMatch(html, /rel="preload"/);
  const category = (await embedded('/_page/category/marine-spares')).data['/api/products/search?category=marine-spares'];
  assert.ok(category.items.some((p) => p.name === 'Anchor </script>\u2028 renamed'), 'the kept page was invalidated');
});
