// A page's HTML carries the API answers its first screen needs (docs/first-paint.md): the page
// server's page (started against the API) holds the app's query cache, each query's data the
// same JSON GET answers a visitor, changed by a write like the API's; nothing but the settings
// for a page that shows no data; the largest image preloaded.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, startPages, call, login, eventually, ADMIN, FIXTURE_SQL } from './helpers.mjs';

let api;
let pages;
before(async () => {
  api = await startWithData(FIXTURE_SQL, { SITE_URL: 'https://marine.example', ADMIN_PASSWORD: ADMIN.password });
  pages = await startPages(api.base, { env: { SITE_URL: 'https://marine.example' } });
});
after(async () => {
  await pages?.stop();
  await api?.close();
});

/** The page's embedded data by query key (JSON), with its status and HTML. */
async function embedded(pagePath) {
  const r = await call(pages.url, 'GET', pagePath);
  const m = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(r.text);
  const data = {};
  for (const q of m ? JSON.parse(m[1]).queries : []) if (q.state.status === 'success') data[JSON.stringify(q.queryKey)] = q.state.data;
  return { status: r.status, html: r.text, data };
}
const key = (...parts) => JSON.stringify(parts);

/** What GET `apiPath` answers a visitor, parsed. */
const answer = async (apiPath) => JSON.parse((await call(api.base, 'GET', apiPath)).text);

/** The preloaded images' URLs, as the page's <link rel="preload" as="image" fetchpriority="high"> name them. */
const preloads = (html) => [...html.matchAll(/<link rel="preload" as="image"([^>]*)>/g)]
  .filter((m) => /fetchpriority="high"/i.test(m[1])).map((m) => /href="([^"]*)"/.exec(m[1])[1]);

test('the home page embeds the recent products and the active banners, as the API answers them, and preloads the banner', async () => {
  const { data, html } = await embedded('/');
  // With the page's clock, by which the desks' hours are read (docs/desks.md, "The clock").
  assert.deepEqual(Object.keys(data).sort(), [key('banners', 'active'), key('page-clock'), key('products', 'recent', 6), key('site-settings')]);
  // The carousel's first banner is the largest paint: its image is preloaded.
  assert.deepEqual(preloads(html), ['/uploads/demo/b1.svg']);
  assert.deepEqual(data[key('products', 'recent', 6)], await answer('/api/products/recent/6'));
  assert.deepEqual(data[key('banners', 'active')], await answer('/api/banners/active'));
  assert.deepEqual(data[key('site-settings')], await answer('/api/settings'));
  assert.deepEqual(data[key('banners', 'active')].map((b) => b.id), ['banner_1', 'banner_2']);
  // Now the page kept: still the same data.
  assert.deepEqual((await embedded('/')).data, data);
});

test('a category page embeds the first page of its search; an unknown category and the contact page only the settings', async () => {
  const search = '/api/products/search?category=marine-spares&view=card';
  const { data } = await embedded('/category/marine-spares');
  const list = data[key('products', 'search', { category: 'marine-spares' })];
  assert.deepEqual(list.pages, [await answer(search)]);
  assert.deepEqual(list.pages[0].items.map((p) => p.id), ['product_1000']);
  const unknown = await embedded('/category/weapons');
  assert.equal(unknown.status, 404);
  assert.deepEqual(Object.keys(unknown.data), [key('site-settings'), key('page-clock')]);
  assert.deepEqual(Object.keys((await embedded('/contact')).data), [key('site-settings'), key('page-clock')]);
});

test('a product page embeds the product and preloads its main image; a hidden one embeds nothing of it', async () => {
  const { data, html } = await embedded('/product/product_1000');
  assert.deepEqual(data[key('products', 'detail', 'product_1000')], await answer('/api/products/product_1000'));
  assert.deepEqual(preloads(html), ['/uploads/demo/anchor.svg']);
  const hidden = await embedded('/product/product_3000');
  assert.equal(hidden.status, 404);
  assert.deepEqual(Object.keys(hidden.data), [key('site-settings'), key('page-clock')]);
  assert.doesNotMatch(hidden.html, /Unlisted Yacht|rel="preload"/);
});

test('an upload is not preloaded, and a write changes what the pages embed', async () => {
  const cookie = await login(api.base, ADMIN.username, ADMIN.password);
  const image = '/uploads/images/0123456789abcdef0123456789abcdef.webp';
  await embedded('/category/marine-spares'); // kept before the write
  const renamed = 'Anchor </script>\u2028 renamed';
  const r = await call(api.base, 'PATCH', '/api/products/product_1000', { cookie, body: { name: renamed, image } });
  assert.equal(r.status, 200, r.text);
  // The page server moves to the new generation once it hears of it (a fraction of a second).
  const { data, html } = await eventually(() => embedded('/product/product_1000'),
    (p) => p.data[key('products', 'detail', 'product_1000')]?.name === renamed);
  assert.equal(data[key('products', 'detail', 'product_1000')].name, renamed);
  const script = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)[1];
  assert.ok(!script.includes('</script>') && !script.includes('\u2028'), 'escaped inside the script');
  // An upload's width is the <img>'s to pick (docs/first-paint.md): no preload for it.
  assert.doesNotMatch(html, /rel="preload"/);
  const category = await eventually(() => embedded('/category/marine-spares'),
    (p) => p.data[key('products', 'search', { category: 'marine-spares' })]?.pages[0].items.some((x) => x.name === renamed));
  assert.ok(category.data[key('products', 'search', { category: 'marine-spares' })].pages[0].items.some((x) => x.name === renamed),
    'the kept page was replaced');
});
