// What nginx sends a browser, by what the browser accepts (docs/operations.md, "Compression"),
// with the real config template the local run and the e2e tests use: the build's own brotli
// and gzip copies of a hashed asset (brotli_static, gzip_static), pages (the page server's,
// against the API) brotli for a browser that takes br, the API's own gzip copy for API answers
// and for a client without br, plain bytes otherwise; each with one Vary line.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { startWithData, startPages, FIXTURE_SQL } from './helpers.mjs';
import { startNginx } from './nginx-helpers.mjs';

// Over the API's and nginx's minimum sizes for compressing (1 KiB, 512 B).
const INDEX = '<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="generic" />' +
  `<title>Shell</title></head><body><div id="root"></div><noscript>${'<p>Spare parts and vessels.</p>'.repeat(60)}</noscript></body></html>`;
const ASSET = 'export function part(name, price) { return { name, price, currency: "AED" }; }\n'.repeat(40);
// What a Chromium sends, what a client without brotli sends, and a client that refuses brotli.
const BROWSER = 'gzip, deflate, br, zstd';
const GZIP_ONLY = 'gzip, deflate';
const BR_REFUSED = 'br;q=0, gzip';

let dir;
let api;
let pages;
let nginx;
before(async () => {
  dir = fs.mkdtempSync('/tmp/marine-nginx-compression-');
  for (const d of ['', 'site', 'site/assets', 'media']) fs.mkdirSync(path.join(dir, d), { recursive: true, mode: 0o755 });
  fs.chmodSync(dir, 0o755); // nginx's workers run as nobody
  const files = {
    'site/index.html': INDEX,
    'site/assets/app-4d5e6f.js': ASSET,
    // as the build writes them (frontend/vite.config.ts, precompressAssets)
    'site/assets/app-4d5e6f.js.br': zlib.brotliCompressSync(ASSET, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    'site/assets/app-4d5e6f.js.gz': zlib.gzipSync(ASSET, { level: 9 }),
  };
  for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), bytes, { mode: 0o644 });
  api = await startWithData(FIXTURE_SQL, { SITE_URL: 'https://marine.example' });
  pages = await startPages(api.base, { env: { SITE_URL: 'https://marine.example' } });
  nginx = await startNginx(dir, 'nginx', new URL(api.base).port, {}, { ports: [new URL(pages.url).port] });
});

after(async () => {
  await nginx?.stop();
  await pages?.stop();
  await api?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

// The answer's bytes as sent, and its header lines as sent (fetch would decode the body and
// fold repeated headers into one).
function get(p, acceptEncoding, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(nginx.base + p, { headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const lines = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push([res.rawHeaders[i].toLowerCase(), res.rawHeaders[i + 1]]);
        const all = (name) => lines.filter(([n]) => n === name).map(([, v]) => v);
        resolve({ status: res.statusCode, body: Buffer.concat(chunks), all, encoding: all('content-encoding').join(', ') });
      });
    });
    request.on('error', reject);
  });
}

const decode = ({ body, encoding }) => ({ br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, '': (b) => b })[encoding](body).toString();

function assertOneVaryOnEncoding(r, what) {
  assert.equal(r.all('vary').length, 1, `${what}: Vary ${JSON.stringify(r.all('vary'))}`);
  assert.match(r.all('vary')[0], /Accept-Encoding/, what);
}

test("a hashed asset is the build's brotli copy, its gzip copy or the plain file, by what the client takes", async () => {
  const p = '/assets/app-4d5e6f.js';
  for (const [acceptEncoding, encoding, file] of [[BROWSER, 'br', '.br'], [GZIP_ONLY, 'gzip', '.gz'], [BR_REFUSED, 'gzip', '.gz'],
    ['', '', '']]) {
    const r = await get(p, acceptEncoding);
    const what = `${p} with Accept-Encoding "${acceptEncoding}"`;
    assert.equal(r.status, 200, what);
    assert.equal(r.encoding, encoding, what);
    // byte for byte the copy on disk: served as it is, not compressed again per request
    assert.deepEqual(r.body, fs.readFileSync(path.join(dir, 'site', p + file)), what);
    assertOneVaryOnEncoding(r, what);
  }
});

// Pages: brotli for a browser, gzip for a client without br. API answers: the API's cached gzip
// copy whenever the client takes gzip (no brotli per request on a large list); brotli from
// nginx only for a client that takes br and not gzip.
const EXPECTED = {
  page: [[BROWSER, 'br'], ['br', 'br'], [GZIP_ONLY, 'gzip'], [BR_REFUSED, 'gzip']],
  api: [[BROWSER, 'gzip'], ['br', 'br'], [GZIP_ONLY, 'gzip'], [BR_REFUSED, 'gzip']],
};

test('pages are brotli for a browser, API answers the API gzip copy; gzip without br, plain without either', async () => {
  for (const p of ['/category/marine-spares', '/product/product_1000', '/', '/api/products']) {
    const plain = await get(p, '');
    assert.equal(plain.status, 200, p);
    assert.equal(plain.encoding, '', `${p}: plain for a client that takes no compression`);
    assert.ok(plain.body.length > 1024, `${p}: ${plain.body.length} B, too small to be compressed`);
    for (const [acceptEncoding, encoding] of EXPECTED[p.startsWith('/api/') ? 'api' : 'page']) {
      const what = `${p} with Accept-Encoding "${acceptEncoding}"`;
      const r = await get(p, acceptEncoding);
      assert.equal(r.status, 200, what);
      assert.equal(r.encoding, encoding, what);
      assert.equal(decode(r), plain.body.toString(), `${what}: the same page`);
      assert.ok(r.body.length < plain.body.length / 2, `${what}: ${r.body.length} B of ${plain.body.length}`);
      assertOneVaryOnEncoding(r, what);
      if (p.startsWith('/api/')) assert.match(r.all('vary')[0], /Origin/, `${what}: the API's Vary is kept`);
    }
  }
});

// nginx's brotli makes the API's ETag weak (W/"..."); the API compares weakly.
test('a revisit with the ETag a compressed answer carried gets 304, whatever the encoding', async () => {
  for (const p of ['/api/products', '/api/products/category/marine-spares']) {
    for (const acceptEncoding of ['br', BROWSER, GZIP_ONLY]) {
      const first = await get(p, acceptEncoding);
      const etag = first.all('etag')[0];
      assert.ok(etag, `${p} (${acceptEncoding}): an ETag`);
      const again = await get(p, acceptEncoding, { 'if-none-match': etag });
      assert.equal(again.status, 304, `${p} (${acceptEncoding}) with If-None-Match ${etag}`);
      assert.equal(again.body.length, 0);
    }
  }
});
