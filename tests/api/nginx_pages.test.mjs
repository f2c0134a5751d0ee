// nginx in front of the pages (docs/operations.md), with the real config template the local run and
// the e2e tests use (deploy/nginx/local.conf.template, rendered by scripts/lib/nginx.sh):
// /, /contact, /category/*, /product/* come from the API's /_page/...; when the API is down
// or answers 5xx (here: no SPA_INDEX, 503) the static index.html is served instead, and
// robots.txt falls back to the SPA's static copy. Three nginx processes, milliseconds each.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startWithData, startServer, rawRequest, root, FIXTURE_SQL } from './helpers.mjs';
import { freePort, startNginx } from './nginx-helpers.mjs';

const STATIC_INDEX = '<!doctype html><html><head><meta charset="UTF-8" />' +
  '<meta name="description" content="generic" /><title>Static Shell</title></head><body><div id="root"></div></body></html>';
const STATIC_ROBOTS = 'User-agent: *\nDisallow: /admin\n# static copy\n';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';

let dir;
let api; // with SPA_INDEX
let bare; // the same database, no SPA_INDEX: /_page answers 503
const nginxes = [];

const get = async (base, p) => {
  const r = await fetch(base + p, { redirect: 'manual' });
  return { status: r.status, headers: r.headers, text: await r.text() };
};
const ogTitle = (html) => /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];

let live;
let dead;
let failing;
before(async () => {
  dir = fs.mkdtempSync('/tmp/marine-nginx-pages-');
  fs.chmodSync(dir, 0o755); // nginx's workers run as nobody
  fs.mkdirSync(path.join(dir, 'site'));
  fs.mkdirSync(path.join(dir, 'media'));
  fs.writeFileSync(path.join(dir, 'site/index.html'), STATIC_INDEX);
  fs.writeFileSync(path.join(dir, 'site/robots.txt'), STATIC_ROBOTS);
  fs.mkdirSync(path.join(dir, 'site/assets'));
  fs.writeFileSync(path.join(dir, 'site/assets/app-1a2b3c.js'), 'console.log(1);\n');
  fs.writeFileSync(path.join(dir, 'site/config.js'), 'window.__APP_CONFIG__ = {};\n');
  fs.writeFileSync(path.join(dir, 'media/drawing.svg'), SVG);
  fs.writeFileSync(path.join(dir, 'media/dot.png'), fs.readFileSync(path.join(root, 'tests/fixtures/images/tiny.png')));
  for (const d of ['site', 'site/assets', 'media']) fs.chmodSync(path.join(dir, d), 0o755);
  for (const f of ['site/index.html', 'site/robots.txt', 'site/assets/app-1a2b3c.js', 'site/config.js', 'media/drawing.svg',
    'media/dot.png']) {
    fs.chmodSync(path.join(dir, f), 0o644);
  }

  api = await startWithData(FIXTURE_SQL, { SITE_URL: 'https://marine.example', SITE_NAME: 'Blue Harbour',
    SPA_INDEX: path.join(dir, 'site/index.html') });
  bare = await startServer({ DATABASE_URL: api.db.url, SITE_URL: 'https://marine.example' });
  const started = {};
  for (const [name, port] of [['live', new URL(api.base).port], ['failing', new URL(bare.base).port],
    ['dead', await freePort()]]) { // nothing listens on the dead one's port
    const nginx = await startNginx(dir, name, port);
    nginxes.push(nginx);
    started[name] = nginx.base;
  }
  ({ live, failing, dead } = started);
});

after(async () => {
  for (const nginx of nginxes) await nginx.stop();
  await bare?.stop();
  await api?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('through nginx, page URLs get the page tags from the API; the headers carry the CSP', async () => {
  const product = await get(live, '/product/product_1000');
  assert.equal(product.status, 200);
  assert.equal(ogTitle(product.text), 'Stockless Anchor 1 t | Blue Harbour');
  const csp = product.headers.get('content-security-policy');
  assert.match(csp, /script-src 'self';/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.doesNotMatch(csp, /unsafe-eval|unsafe-inline/);
  assert.match((await get(live, '/')).text, /<link rel="canonical" href="https:\/\/marine\.example\/" \/>/);
  assert.match((await get(live, '/contact')).text, /"@type":"LocalBusiness"/);
  assert.equal(ogTitle((await get(live, '/category/marine-spares')).text), 'Marine Supplies | Blue Harbour');
  // The API's 404 is passed on, with the SPA inside (it shows its not-found view).
  const missing = await get(live, '/product/product_3000');
  assert.equal(missing.status, 404);
  assert.match(missing.text, /<div id="root"><\/div>/);
  assert.doesNotMatch(missing.text, /Unlisted Yacht/);
  // Other routes are the static shell, also with the CSP.
  const admin = await get(live, '/admin');
  assert.match(admin.text, /<title>Static Shell<\/title>/);
  assert.match(admin.headers.get('content-security-policy'), /frame-ancestors 'none'/);
});

// The Arabic pages (docs/arabic.md): /ar and everything under /ar/ reach the API's
// /_page/ar…; its Arabic 404 is passed on; without the API the static shell stands in.
test('through nginx, /ar pages come from the API in Arabic, with the static shell when it cannot answer', async () => {
  // English owner texts in a right-to-left title are isolated (docs/security.md, "Direction controls").
  const en = (text) => `\u2068${text}\u2069`;
  for (const [p, title] of [['/ar', `${en('Blue Harbour')} | دبي، الإمارات العربية المتحدة`],
    ['/ar/contact', `اتصل بنا | ${en('Blue Harbour')}`], ['/ar/category/vessel-chartering', `تأجير السفن | ${en('Blue Harbour')}`],
    ['/ar/product/product_1000', `${en('Stockless Anchor 1 t')} | ${en('Blue Harbour')}`]]) {
    const r = await get(live, p);
    assert.equal(r.status, 200, p);
    assert.equal(ogTitle(r.text), title, p);
    assert.match(r.text, /<html lang="ar" dir="rtl">/, p);
    assert.match(r.headers.get('content-security-policy'), /script-src 'self';/, p);
  }
  for (const p of ['/ar/nope', '/ar/', '/ar/product/product_3000']) {
    const r = await get(live, p);
    assert.equal(r.status, 404, p);
    assert.match(r.text, /<title>الصفحة غير موجودة \| \u2068Blue Harbour\u2069<\/title>/, p);
  }
  for (const base of [dead, failing]) {
    for (const p of ['/ar', '/ar/product/product_1000']) {
      const r = await get(base, p);
      assert.equal(r.status, 200, p);
      assert.equal(r.text, STATIC_INDEX, p);
    }
  }
});

test('robots.txt and sitemap.xml come from the API', async () => {
  const robots = await get(live, '/robots.txt');
  assert.match(robots.text, /^Sitemap: https:\/\/marine\.example\/sitemap\.xml$/m);
  const sitemap = await get(live, '/sitemap.xml');
  assert.equal(sitemap.status, 200);
  assert.match(sitemap.text, /<loc>https:\/\/marine\.example\/product\/product_1000<\/loc>/);
});

test('the catalogue feeds come from the API (docs/catalogue-io.md)', async () => {
  const google = await get(live, '/feeds/google.xml');
  assert.equal(google.status, 200);
  assert.match(google.text, /<g:id>product_1000<\/g:id>/);
  const meta = await get(live, '/feeds/meta.csv');
  assert.equal(meta.status, 200);
  assert.match(meta.headers.get('content-type'), /^text\/csv/);
});

for (const [label, base] of [['down', () => dead], ['answering 503 (no SPA_INDEX)', () => failing]]) {
  test(`with the API ${label}, page URLs are the static index.html, never an error`, async () => {
    for (const p of ['/', '/contact', '/category/marine-spares', '/product/product_1000']) {
      const r = await get(base(), p);
      assert.equal(r.status, 200, p);
      assert.equal(r.text, STATIC_INDEX, p);
      assert.equal(r.headers.get('cache-control'), 'no-cache', p);
      assert.match(r.headers.get('content-security-policy'), /script-src 'self';/, p);
    }
    // robots.txt needs no SPA_INDEX: only a dead API gives the static copy.
    if (label === 'down') assert.equal((await get(base(), '/robots.txt')).text, STATIC_ROBOTS);
  });
}

// What nginx itself must get right (docs/security.md, "Leaky headers", "Unknown page paths").
// The answer's header lines as sent (fetch would fold repeated headers into one).
async function rawHeaders(base, p) {
  const answer = await rawRequest(base, `GET ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n`);
  const head = answer.slice(0, answer.indexOf('\r\n\r\n')).split('\r\n');
  const lines = head.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]);
  return { status: Number(head[0].split(' ')[1]), all: (name) => lines.filter(([n]) => n === name).map(([, v]) => v) };
}

test('every security header is sent once, with a Permissions-Policy, on pages, the shell and API answers; assets carry the two that apply to them', async () => {
  for (const p of ['/', '/product/product_1000', '/category/marine-spares', '/admin', '/index.html', '/assets/app-1a2b3c.js',
    '/config.js', '/early-taps.js', '/api/products', '/api/products/nope', '/uploads/dot.png', '/nothing/here']) {
    const h = await rawHeaders(live, p);
    // a script is no document: no CSP, Permissions-Policy or Referrer-Policy, which only
    // documents apply; a missing one (/early-taps.js here) is answered with the shell, a
    // document, which keeps them
    const documentOnly = p.startsWith('/assets/') || p === '/config.js' ? 0 : 1;
    for (const [name, count] of [['content-security-policy', documentOnly], ['x-content-type-options', 1],
      ['referrer-policy', documentOnly], ['permissions-policy', documentOnly]]) {
      assert.equal(h.all(name).length, count, `${p}: ${name} ${JSON.stringify(h.all(name))}`);
    }
    // a hashed file never changes: no ETag (Last-Modified stays)
    if (p.startsWith('/assets/')) assert.deepEqual([h.all('etag').length, h.all('last-modified').length], [0, 1], p);
    assert.equal(h.all('vary').length, 1, `${p}: Vary ${JSON.stringify(h.all('vary'))}`);
    assert.match(h.all('vary')[0], /Accept-Encoding/, p);
    if (p.startsWith('/api/') || p.startsWith('/product/')) assert.match(h.all('vary')[0], /Origin/, `${p}: the API's Vary is kept`);
    assert.equal(h.all('x-content-type-options')[0], 'nosniff');
    if (documentOnly) assert.match(h.all('permissions-policy')[0], /camera=\(\)/);
  }
});

test('/uploads/ served by nginx carries the sandbox CSP (an SVG runs no script on our origin)', async () => {
  for (const p of ['/uploads/drawing.svg', '/uploads/dot.png']) {
    const r = await get(live, p);
    assert.equal(r.status, 200, p);
    assert.equal(r.headers.get('content-security-policy'), "default-src 'none'; style-src 'unsafe-inline'; sandbox", p);
    assert.equal(r.headers.get('x-content-type-options'), 'nosniff', p);
  }
  assert.equal((await get(live, '/uploads/drawing.svg')).headers.get('content-type'), 'image/svg+xml');
});

test("unknown page paths get the site's 404 page, never the API's JSON", async () => {
  for (const p of ['/category/a/b', '/product/product_1000/extra', '/category/', '/product/', '/category/marine-spares/x/y']) {
    const r = await get(live, p);
    assert.equal(r.status, 404, p);
    assert.match(r.headers.get('content-type'), /^text\/html/, p);
    assert.match(r.text, /<div id="root"><\/div>/, `${p}: the SPA shows its not-found view`);
    assert.match(r.text, /<title>Page Not Found \| Blue Harbour<\/title>/, p);
    assert.doesNotMatch(r.text, /"message"/, p);
  }
});

test('a missing hashed asset is a 404 that is not cached; a present one is cached for a year', async () => {
  const missing = await get(live, '/assets/missing-9z8y7x.js');
  assert.equal(missing.status, 404);
  assert.doesNotMatch(missing.headers.get('cache-control') ?? '', /max-age|immutable/);
  const present = await get(live, '/assets/app-1a2b3c.js');
  assert.equal(present.status, 200);
  assert.equal(present.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal((await get(live, '/index.html')).headers.get('cache-control'), 'no-cache');
  assert.equal((await get(live, '/admin')).headers.get('cache-control'), 'no-cache', 'the shell by fallback');
});

test('through nginx (keep-alive to the API), a beacon is answered on the events\' fast path', async () => {
  const fastAnswered = async () => {
    const text = await (await fetch(`${api.base}/metrics`)).text();
    return Number(/^marine_events_fast_path_total (\d+)/m.exec(text)?.[1]);
  };
  const was = await fastAnswered();
  const r = await fetch(`${live}/api/events`, {
    method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' },
    body: JSON.stringify({ type: 'view', path: '/' }),
  });
  assert.equal(r.status, 204);
  assert.equal(await fastAnswered(), was + 1);
});
