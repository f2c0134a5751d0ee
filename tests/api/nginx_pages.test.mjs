// nginx in front of the pages (docs/operations.md), with the real config template the local run and
// the e2e tests use (deploy/nginx/local.conf.template, rendered by scripts/lib/nginx.sh):
// /, /contact, /category/*, /product/* come from the page server (started against the API);
// when it is down or answers 5xx (here: one that cannot render in time, 503) the static
// index.html is served instead, and with the API down robots.txt falls back to the SPA's static
// copy. Three nginx processes, milliseconds each.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startWithData, startPages, rawRequest, root, FIXTURE_SQL } from './helpers.mjs';
import { freePort, startNginx } from './nginx-helpers.mjs';

const STATIC_INDEX = '<!doctype html><html><head><meta charset="UTF-8" />' +
  '<meta name="description" content="generic" /><title>Static Shell</title></head><body><div id="root"></div></body></html>';
const STATIC_ROBOTS = 'User-agent: *\nDisallow: /admin\n# static copy\n';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';

let dir;
let api;
let pages; // the page server, against api
let failingPages; // one that never renders in time: every page it is asked for is a 503
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

  api = await startWithData(FIXTURE_SQL, { SITE_URL: 'https://marine.example', SITE_NAME: 'Blue Harbour' });
  fs.mkdirSync(path.join(dir, 'pages'), { mode: 0o755 });
  pages = await startPages(api.base, { dir: path.join(dir, 'pages'), env: { SITE_URL: 'https://marine.example' } });
  failingPages = await startPages(api.base, { env: { SITE_URL: 'https://marine.example', RENDER_TIMEOUT_MS: '1' } });
  const apiPort = new URL(api.base).port;
  const started = {};
  // Nothing listens on the dead one's ports: neither a page server nor an API. Only the live
  // one shares the page server's kept pages (files nginx would serve without asking it).
  for (const [name, port, pagesPort] of [['live', apiPort, new URL(pages.url).port],
    ['failing', apiPort, new URL(failingPages.url).port], ['dead', await freePort(), await freePort()]]) {
    const nginx = await startNginx(dir, name, port, {}, { ports: [pagesPort], dir: path.join(dir, name === 'live' ? 'pages' : `${name}-pages`) });
    nginxes.push(nginx);
    started[name] = nginx.base;
  }
  ({ live, failing, dead } = started);
});

after(async () => {
  for (const nginx of nginxes) await nginx.stop();
  await failingPages?.stop();
  await pages?.stop();
  await api?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('through nginx, page URLs get the page tags from the page server; the headers carry the CSP', async () => {
  const product = await get(live, '/product/product_1000');
  assert.equal(product.status, 200);
  assert.equal(ogTitle(product.text), 'Stockless Anchor 1 t | Blue Harbour');
  const csp = product.headers.get('content-security-policy');
  assert.match(csp, /script-src 'self';/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.doesNotMatch(csp, /unsafe-eval|unsafe-inline/);
  assert.match((await get(live, '/')).text, /<link rel="canonical" href="https:\/\/marine\.example\/" ?\/>/);
  assert.match((await get(live, '/contact')).text, /"@type":"LocalBusiness"/);
  assert.equal(ogTitle((await get(live, '/category/marine-spares')).text), 'Marine Supplies | Blue Harbour');
  // The page server's 404 is passed on, the app's not-found view rendered.
  const missing = await get(live, '/product/product_3000');
  assert.equal(missing.status, 404);
  assert.match(missing.text, /<div id="root"><[a-z]/);
  assert.doesNotMatch(missing.text, /Unlisted Yacht/);
  // The staff screens are the app's shell, rendered in the browser, also with the CSP.
  const admin = await get(live, '/admin');
  assert.equal(admin.status, 200);
  assert.match(admin.text, /<div id="root"><\/div>/);
  assert.match(admin.headers.get('content-security-policy'), /frame-ancestors 'none'/);
});

// The Arabic pages (docs/arabic.md): /ar and everything under /ar/ reach the page server; its
// Arabic 404 is passed on; without it the static shell stands in.
test('through nginx, /ar pages come from the page server in Arabic, with the static shell when it cannot answer', async () => {
  // English owner texts in a right-to-left title are isolated (docs/security.md, "Direction controls").
  const en = (text) => `\u2068${text}\u2069`;
  for (const [p, title] of [['/ar', `${en('Blue Harbour')} | المستلزمات البحرية وتأجير وبيع السفن في دبي`],
    ['/ar/contact', `اتصل بنا | ${en('Blue Harbour')}`], ['/ar/category/vessel-chartering', `تأجير السفن | ${en('Blue Harbour')}`],
    ['/ar/product/product_1000', `${en('Stockless Anchor 1 t')} | ${en('Blue Harbour')}`]]) {
    const r = await get(live, p);
    assert.equal(r.status, 200, p);
    assert.equal(ogTitle(r.text), title, p);
    assert.match(r.text, /<html lang="ar" dir="rtl">/, p);
    assert.match(r.headers.get('content-security-policy'), /script-src 'self';/, p);
  }
  // Each names what was not found, in the app's words (frontend/src/i18n/ar.json).
  for (const [p, title] of [['/ar/nope', '404 - الصفحة غير موجودة'], ['/ar/product/product_3000', 'المنتج غير موجود']]) {
    const r = await get(live, p);
    assert.equal(r.status, 404, p);
    assert.ok(r.text.includes(`<title>${title}</title>`), p);
    assert.match(r.text, /<html lang="ar" dir="rtl">/, p);
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

test("a vessel's calendar link is the API's (docs/charter.md, \"Channel calendars\"), never a page", async () => {
  const r = await get(live, `/calendars/product_2000/${'0'.repeat(32)}.ics`);
  assert.equal(r.status, 404);
  assert.match(r.headers.get('content-type'), /^application\/json/, 'the API answered, not the page server');
});

for (const [label, base] of [['down (and the API)', () => dead], ['answering 503 (no page in time)', () => failing]]) {
  test(`with the page server ${label}, page URLs are the static index.html, never an error`, async () => {
    for (const p of ['/', '/contact', '/category/marine-spares', '/product/product_1000']) {
      const r = await get(base(), p);
      assert.equal(r.status, 200, p);
      assert.equal(r.text, STATIC_INDEX, p);
      assert.equal(r.headers.get('cache-control'), 'no-cache', p);
      assert.match(r.headers.get('content-security-policy'), /script-src 'self';/, p);
    }
    // robots.txt is the API's: only a dead API gives the static copy.
    if (base() === dead) assert.equal((await get(base(), '/robots.txt')).text, STATIC_ROBOTS);
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
    '/config.js', '/api/products', '/api/products/nope', '/uploads/dot.png', '/nothing/here']) {
    const h = await rawHeaders(live, p);
    // a script is no document: no CSP, Permissions-Policy or Referrer-Policy, which only
    // documents apply
    const documentOnly = p.startsWith('/assets/') || p === '/config.js' ? 0 : 1;
    for (const [name, count] of [['content-security-policy', documentOnly], ['x-content-type-options', 1],
      ['referrer-policy', documentOnly], ['permissions-policy', documentOnly]]) {
      assert.equal(h.all(name).length, count, `${p}: ${name} ${JSON.stringify(h.all(name))}`);
    }
    // a hashed file never changes: no ETag (Last-Modified stays)
    if (p.startsWith('/assets/')) assert.deepEqual([h.all('etag').length, h.all('last-modified').length], [0, 1], p);
    assert.equal(h.all('vary').length, 1, `${p}: Vary ${JSON.stringify(h.all('vary'))}`);
    assert.match(h.all('vary')[0], /Accept-Encoding/, p);
    if (p.startsWith('/api/')) assert.match(h.all('vary')[0], /Origin/, `${p}: the API's Vary is kept`);
    assert.equal(h.all('x-content-type-options')[0], 'nosniff');
    if (documentOnly) assert.match(h.all('permissions-policy')[0], /camera=\(\)/);
  }
});

// A missing script (/early-taps.js: this site has none) is answered with a document, the page
// server's 404 page, which keeps the document headers: nginx chooses them by the path and the
// answer's type.
test('a missing script path is answered with a document that keeps the document headers', async () => {
  const h = await rawHeaders(live, '/early-taps.js');
  assert.match(h.all('content-type')[0] ?? '', /^text\/html/);
  for (const name of ['content-security-policy', 'referrer-policy', 'permissions-policy']) assert.equal(h.all(name).length, 1, name);
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
    assert.match(r.text, /<div id="root"><[a-z]/, `${p}: the app's not-found view`);
    assert.match(r.text, /<meta name="robots" content="noindex"/, p);
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
