// The page server (docs/first-paint.md), as deployed: two API instances over one database, a
// page server in front of each, both keeping pages in one directory, and nginx (the local
// template) serving the kept pages itself as files and sending every other page path to the
// page servers. Checks the page cache's rules: one entry per page whatever the query string,
// a change reaching every instance within a second, 404s and failures never kept, and the
// static index.html when no page server answers.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startWithData, startServer, startPages, call, login, root, ADMIN, FIXTURE_SQL, eventually } from './helpers.mjs';
import { startNginx } from './nginx-helpers.mjs';

const SITE_URL = 'https://marine.example';
let dir;
let a;
let b;
let pagesA;
let pagesB;
let nginx;
let admin;

const get = async (base, route, headers = {}) => {
  const r = await fetch(base + route, { headers, redirect: 'manual' });
  return { status: r.status, headers: r.headers, text: await r.text() };
};
const title = (html) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const kept = (route) => path.join(dir, 'pages/current', route, 'index.html');

before(async () => {
  dir = fs.mkdtempSync('/tmp/marine-page-server-');
  fs.chmodSync(dir, 0o755); // nginx's workers run as nobody
  fs.cpSync(path.join(root, 'frontend/dist'), path.join(dir, 'site'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'media'), { mode: 0o755 });
  fs.mkdirSync(path.join(dir, 'pages'), { mode: 0o755 });
  a = await startWithData(FIXTURE_SQL, { ADMIN_PASSWORD: ADMIN.password, SITE_URL });
  b = await startServer({ DATABASE_URL: a.db.url, SITE_URL });
  const shared = { dir: path.join(dir, 'pages'), env: { SITE_URL } };
  pagesA = await startPages(a.base, shared);
  pagesB = await startPages(b.base, shared);
  nginx = await startNginx(dir, 'nginx', new URL(a.base).port, {}, {
    ports: [new URL(pagesA.url).port, new URL(pagesB.url).port], dir: path.join(dir, 'pages') });
  admin = await login(a.base, ADMIN.username, ADMIN.password);
  // Both page servers have heard the generation: pages are kept from here on.
  await eventually(async () => [await pagesA.stats(), await pagesB.stats()], (s) => s.every((x) => x.generation !== null));
});

after(async () => {
  await nginx?.stop();
  await pagesA?.stop();
  await pagesB?.stop();
  await b?.stop();
  await a?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('a page comes whole from the page server: head and body from the app, its data in the page', async () => {
  const page = await get(nginx.base, '/product/product_1000');
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type'), /^text\/html; charset=utf-8/);
  assert.match(title(page.text), /^Stockless Anchor 1 t \| /);
  assert.match(page.text, new RegExp(`<link rel="canonical" href="${SITE_URL}/product/product_1000"`));
  assert.match(page.text, /<div id="root"><[a-z][^]*Stockless Anchor 1 t/, 'the body rendered');
  assert.match(page.text, /<script type="application\/json" id="page-data">/, 'the query cache for hydration');
  assert.match(page.headers.get('content-security-policy'), /script-src 'self'/);
});

test('a kept page is a file nginx serves itself, brotli and gzip copies beside it, 304 on revisit', async () => {
  const first = await get(nginx.base, '/contact');
  assert.equal(first.status, 200);
  await eventually(async () => fs.existsSync(kept('contact')), (there) => there);
  for (const copy of ['index.html.gz', 'index.html.br']) assert.ok(fs.existsSync(path.join(dir, 'pages/current/contact', copy)), copy);
  const fromFile = await get(nginx.base, '/contact', { 'accept-encoding': 'br' });
  assert.equal(fromFile.headers.get('server-timing'), null, 'no render: the file');
  assert.equal(fromFile.headers.get('content-encoding'), 'br');
  assert.equal(fromFile.headers.get('cache-control'), 'no-cache');
  assert.equal(fromFile.text, first.text, 'the same page');
  // An ETag names one copy (here the brotli one): asked again for the same copy, 304.
  const again = await fetch(`${nginx.base}/contact`, { headers: { 'accept-encoding': 'br', 'if-none-match': fromFile.headers.get('etag') } });
  assert.equal(again.status, 304);
});

test('1,000 distinct query strings on a page leave one entry in the cache', async () => {
  const before = (await pagesA.stats()).pages;
  const route = '/category/marine-spares';
  for (let i = 0; i < 1000; i += 10) {
    await Promise.all(Array.from({ length: 10 }, (_, j) => get(pagesA.url, `${route}?utm_source=s${i + j}&fbclid=${i + j}`)
      .then((r) => assert.equal(r.status, 200))));
  }
  assert.equal((await pagesA.stats()).pages, before + 1, 'one entry: the page itself');
  const files = fs.readdirSync(path.join(dir, 'pages/current/category'));
  assert.deepEqual(files, ['marine-spares']);
});

test('a search is rendered with its results and never kept', async () => {
  const count = async () => (await pagesA.stats()).pages + (await pagesB.stats()).pages;
  const before = await count();
  const page = await get(nginx.base, '/search?q=anchor');
  assert.equal(page.status, 200);
  assert.match(page.text, /<meta name="robots" content="noindex/);
  assert.match(page.text, /<div id="root"><[a-z][^]*Stockless Anchor 1 t/, 'the first page of results is in the HTML');
  assert.equal(await count(), before, 'nothing kept');
  assert.equal(fs.existsSync(kept('search')), false);
});

test('an unknown or hidden product is a 404 with noindex, never kept', async () => {
  for (const route of ['/product/no-such-product', '/ar/product/no-such-product', '/no/such/page']) {
    const page = await get(nginx.base, route);
    assert.equal(page.status, 404, route);
    assert.match(page.text, /<meta name="robots" content="noindex/, route);
    assert.equal(fs.existsSync(kept(route)), false, route);
  }
});

test('an edit of a product changes its page on both instances and through nginx within a second', async () => {
  const route = '/product/product_1000';
  for (const base of [pagesA.url, pagesB.url, nginx.base]) assert.match(title((await get(base, route)).text), /^Stockless Anchor 1 t/);
  await eventually(async () => fs.existsSync(kept('product/product_1000')), (there) => there);
  const edited = await call(b.base, 'PATCH', '/api/products/product_1000', { body: { name: 'Stockless Anchor 2 t' }, cookie: admin });
  assert.equal(edited.status, 200, edited.text);
  const written = Date.now();
  const seen = {};
  while (Object.keys(seen).length < 3 && Date.now() - written < 10_000) {
    for (const base of [pagesA.url, pagesB.url, nginx.base]) {
      if (!(base in seen) && /^Stockless Anchor 2 t/.test(title((await get(base, route)).text))) seen[base] = Date.now() - written;
    }
  }
  console.log(`# page changed after (ms): ${JSON.stringify(seen)}`);
  assert.equal(Object.keys(seen).length, 3, JSON.stringify(seen));
  for (const [base, ms] of Object.entries(seen)) assert.ok(ms <= 1000, `${base}: ${ms} ms`);
});

test('with no page server answering, nginx serves the static index.html for a page not kept', async () => {
  await get(nginx.base, '/contact');
  await eventually(async () => fs.existsSync(kept('contact')), (there) => there);
  await pagesA.stop();
  await pagesB.stop();
  const started = Date.now();
  const page = await get(nginx.base, '/category/vessel-sales-purchase');
  assert.equal(page.status, 200);
  assert.match(page.text, /<div id="root"><\/div>/, 'the plain shell');
  assert.ok(Date.now() - started < 5000, 'within the proxy bound');
  const keptPage = await get(nginx.base, '/contact');
  assert.match(keptPage.text, /<div id="root"><[a-z]/, 'a kept page is still the rendered one');
});

test('the deployed site (APP_ENV=production) refuses the desks\' test clock, as the API does', async () => {
  const { spawnSync } = await import('node:child_process');
  const server = path.join(root, 'frontend', 'server', 'page-server.mjs');
  // A generous bound that tells a refusal from a server that started and kept running.
  const run = (extra) => spawnSync(process.execPath, [server], {
    env: { ...process.env, PAGES_PORT: '0', API_URL: 'http://127.0.0.1:1', ...extra }, timeout: 20_000, encoding: 'utf8',
  });
  const refused = run({ APP_ENV: 'production', NOW_OFFSET_SECONDS: '0' });
  assert.equal(refused.signal, null, 'it stopped by itself, not by the bound');
  assert.notEqual(refused.status, 0);
  assert.match(refused.stderr, /NOW_OFFSET_SECONDS is for tests/);
});
