// The public read cache (docs/architecture.md, "The public read cache"): ETag/304, gzip,
// Cache-Control, staff answers apart, writes visible at once on the same server and promptly on
// another server over the same database (LISTEN/NOTIFY), the cache dropped while the LISTEN
// connection is cut, and CACHE_ENABLED=false.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { startWithData, startServer, call, login, psql, FIXTURE_SQL, MANY_PRODUCTS_SQL, ADMIN } from './helpers.mjs';

const ORIGIN = 'http://127.0.0.1:8080';
let api;
let admin;
before(async () => {
  api = await startWithData(MANY_PRODUCTS_SQL, { ADMIN_PASSWORD: ADMIN.password, ALLOWED_ORIGINS: ORIGIN });
  admin = await login(api.base, ADMIN.username, ADMIN.password);
});
after(async () => { await api?.close(); });

// A request written byte for byte (a target node:http would not send as it is): the reply's text.
function rawRequest(base, target) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.end(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`));
    let reply = '';
    socket.on('data', (d) => (reply += d));
    socket.on('end', () => resolve(reply));
    socket.on('error', reject);
  });
}

// A raw GET (node:http, no automatic decompression): status, headers, body bytes.
function rawGet(base, path, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = http.request(base + path, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const PUBLIC_READS = ['/api/products', '/api/products/recent/6', '/api/products/category/marine-spares',
  '/api/products/product_1000', '/api/banners/active'];

test('every public read has a strong ETag, public no-cache and Vary on encoding and origin', async () => {
  for (const path of PUBLIC_READS) {
    for (let i = 0; i < 2; i++) { // the miss, then the hit
      const r = await rawGet(api.base, path);
      assert.equal(r.status, 200, path);
      assert.match(r.headers.etag, /^"[0-9a-f]+-[0-9a-f]+"$/, path);
      assert.equal(r.headers['cache-control'], 'public, no-cache', path);
      assert.equal(r.headers.vary, 'Accept-Encoding, Origin', path);
      assert.equal(r.headers['x-content-type-options'], 'nosniff', path);
      assert.equal(r.headers['referrer-policy'], 'no-referrer', path);
      assert.equal(r.headers['content-type'], 'application/json; charset=utf-8', path);
      JSON.parse(r.body.toString());
    }
  }
});

test('If-None-Match with the current ETag is 304 without a body; another ETag is 200', async () => {
  for (const path of PUBLIC_READS) {
    const first = await rawGet(api.base, path);
    const again = await rawGet(api.base, path, { 'if-none-match': first.headers.etag });
    assert.equal(again.status, 304, path);
    assert.equal(again.body.length, 0, path);
    assert.equal(again.headers.etag, first.headers.etag, path);
    assert.equal((await rawGet(api.base, path, { 'if-none-match': `W/${first.headers.etag}` })).status, 304);
    assert.equal((await rawGet(api.base, path, { 'if-none-match': '"stale-1"' })).status, 200);
  }
});

test('an allowed Origin gets the same cached answer with its CORS headers, 304 included', async () => {
  const plain = await rawGet(api.base, '/api/products/recent/6');
  const cors = await rawGet(api.base, '/api/products/recent/6', { origin: ORIGIN });
  assert.equal(cors.status, 200);
  assert.equal(cors.headers['access-control-allow-origin'], ORIGIN);
  assert.equal(cors.headers.vary, 'Accept-Encoding, Origin');
  assert.equal(cors.headers.etag, plain.headers.etag);
  assert.deepEqual(cors.body, plain.body);
  const revalidated = await rawGet(api.base, '/api/products/recent/6', { origin: ORIGIN, 'if-none-match': plain.headers.etag });
  assert.equal(revalidated.status, 304);
  assert.equal(revalidated.headers['access-control-allow-origin'], ORIGIN);
});

test('HEAD answers the headers of the GET without the body', async () => {
  const get = await rawGet(api.base, '/api/products/recent/6');
  const head = await rawGet(api.base, '/api/products/recent/6', {}, 'HEAD');
  assert.equal(head.status, 200);
  assert.equal(head.body.length, 0);
  assert.equal(head.headers['content-length'], String(get.body.length));
  assert.equal(head.headers.etag, get.headers.etag);
});

test('large bodies are gzipped when accepted, and only then', async () => {
  const identity = await rawGet(api.base, '/api/products');
  assert.equal(identity.headers['content-encoding'], undefined);
  assert.ok(identity.body.length > 40000, `${identity.body.length} bytes: large enough for sendfile`);
  assert.equal(JSON.parse(identity.body.toString()).length, 123);
  assert.equal(identity.headers['content-length'], String(identity.body.length));
  for (const accept of ['gzip', 'gzip, deflate, br', 'br;q=1, gzip;q=0.5']) {
    const packed = await rawGet(api.base, '/api/products', { 'accept-encoding': accept });
    assert.equal(packed.headers['content-encoding'], 'gzip', accept);
    assert.ok(packed.body.length < identity.body.length / 2, `${accept}: ${packed.body.length}`);
    assert.deepEqual(zlib.gunzipSync(packed.body), identity.body, accept);
    assert.equal(packed.headers.etag, identity.headers.etag);
  }
  for (const accept of ['gzip;q=0', 'br', 'identity']) {
    const r = await rawGet(api.base, '/api/products', { 'accept-encoding': accept });
    assert.equal(r.headers['content-encoding'], undefined, accept);
    assert.deepEqual(r.body, identity.body, accept);
  }
  // A small body is not worth it.
  const small = await rawGet(api.base, '/api/banners/active', { 'accept-encoding': 'gzip' });
  assert.equal(small.headers['content-encoding'], undefined);
});

test('staff see invisible products privately, from answers of their own; visitors never get them', async () => {
  const staffList = await call(api.base, 'GET', '/api/products', { cookie: admin });
  assert.ok(staffList.body.some((p) => p.id === 'product_3000'));
  assert.equal(staffList.headers.get('cache-control'), 'private, no-store');
  // Built from a stored entry (a fresh answer has no ETag), the same for the next staff read.
  assert.match(staffList.headers.get('etag') ?? '', /^"[0-9a-f]+-[0-9a-f]+"$/);
  const again = await call(api.base, 'GET', '/api/products', { cookie: admin });
  assert.equal(again.headers.get('etag'), staffList.headers.get('etag'));
  assert.deepEqual(again.body, staffList.body);
  const staffHidden = await call(api.base, 'GET', '/api/products/product_3000', { cookie: admin });
  assert.equal(staffHidden.status, 200);
  assert.equal(staffHidden.headers.get('cache-control'), 'private, no-store');
  // Read again: both staff entries are stored now, for the requests below to try to reach.
  await call(api.base, 'GET', '/api/products/product_3000', { cookie: admin });

  const publicList = await call(api.base, 'GET', '/api/products');
  assert.ok(!publicList.body.some((p) => p.id === 'product_3000'));
  assert.equal((await call(api.base, 'GET', '/api/products/product_3000')).status, 404);
  // A stale or foreign cookie is a visitor: still never the invisible product.
  const foreign = await call(api.base, 'GET', '/api/products', { cookie: 'marine_session=not-a-session' });
  assert.ok(!foreign.body.some((p) => p.id === 'product_3000'));
  // Nor by naming the staff's entries (their keys end with '#') in the request itself.
  for (const target of ['/api/products#', '/api/products/product_3000#']) {
    const reply = await rawRequest(api.base, target);
    assert.match(reply, /^HTTP\/1\.1 \d{3}/, target);
    assert.doesNotMatch(reply, /product_3000/, target);
  }

  // A write makes the staff's answers stale as it does the visitors'.
  const id = 'product_staff_cache';
  const staffRead = async () => (await call(api.base, 'GET', '/api/products', { cookie: admin })).body.find((p) => p.id === id);
  const created = await call(api.base, 'POST', '/api/products', {
    cookie: admin,
    body: { id, name: 'Staff Cache Anchor', category: 'marine-spares', description: 'An anchor for the staff cache test.', price: '10.00', image: '/uploads/demo/anchor.svg', inStock: true, isVisible: true, showContactForPricing: false },
  });
  assert.equal(created.status, 201, created.text);
  assert.equal((await staffRead()).isVisible, true);
  await call(api.base, 'GET', `/api/products/${id}`, { cookie: admin });  // stored before the change
  const hidden = await call(api.base, 'PATCH', `/api/products/${id}`, { cookie: admin, body: { isVisible: false, name: 'Hidden Anchor' } });
  assert.equal(hidden.status, 200, hidden.text);
  assert.equal((await staffRead()).isVisible, false);
  assert.equal((await call(api.base, 'GET', `/api/products/${id}`, { cookie: admin })).body.name, 'Hidden Anchor');
  assert.ok(!(await call(api.base, 'GET', '/api/products')).body.some((p) => p.id === id));
  assert.equal((await call(api.base, 'DELETE', `/api/products/${id}`, { cookie: admin })).status, 204);
  assert.equal(await staffRead(), undefined);
  assert.equal((await call(api.base, 'GET', `/api/products/${id}`, { cookie: admin })).status, 404);
});

// Reads every public endpoint twice, so that each is a cache hit before the write.
async function warm(base, paths) {
  for (const p of paths) { await call(base, 'GET', p); await call(base, 'GET', p); }
}

test('each product write is visible to the very next read on the same server', async () => {
  const id = 'product_cache_1';
  const paths = ['/api/products', '/api/products/recent/6', '/api/products/category/marine-spares',
    '/api/products/category/vessel-chartering', `/api/products/${id}`];
  await warm(api.base, paths);
  const created = await call(api.base, 'POST', '/api/products', {
    cookie: admin,
    body: { id, name: 'Cache Anchor', category: 'marine-spares', description: 'A new anchor for the cache test.', price: '10.00', image: '/uploads/demo/anchor.svg', inStock: true, isVisible: true, showContactForPricing: false },
  });
  assert.equal(created.status, 201, created.text);
  assert.equal((await call(api.base, 'GET', `/api/products/${id}`)).body.name, 'Cache Anchor');
  assert.equal((await call(api.base, 'GET', '/api/products/recent/6')).body[0].id, id);
  assert.ok((await call(api.base, 'GET', '/api/products')).body.some((p) => p.id === id));
  assert.ok((await call(api.base, 'GET', '/api/products/category/marine-spares')).body.some((p) => p.id === id));

  await warm(api.base, paths);
  const moved = await call(api.base, 'PATCH', `/api/products/${id}`, { cookie: admin, body: { name: 'Moved Anchor', category: 'vessel-chartering' } });
  assert.equal(moved.status, 200, moved.text);
  assert.equal((await call(api.base, 'GET', `/api/products/${id}`)).body.name, 'Moved Anchor');
  assert.ok(!(await call(api.base, 'GET', '/api/products/category/marine-spares')).body.some((p) => p.id === id));
  assert.ok((await call(api.base, 'GET', '/api/products/category/vessel-chartering')).body.some((p) => p.id === id));
  assert.equal((await call(api.base, 'GET', '/api/products/recent/6')).body[0].name, 'Moved Anchor');

  await warm(api.base, paths);
  const hidden = await call(api.base, 'PATCH', `/api/products/${id}`, { cookie: admin, body: { isVisible: false } });
  assert.equal(hidden.status, 200, hidden.text);
  assert.equal((await call(api.base, 'GET', `/api/products/${id}`)).status, 404);
  assert.ok(!(await call(api.base, 'GET', '/api/products')).body.some((p) => p.id === id));
  assert.notEqual((await call(api.base, 'GET', '/api/products/recent/6')).body[0].id, id);

  await call(api.base, 'PATCH', `/api/products/${id}`, { cookie: admin, body: { isVisible: true } });
  await warm(api.base, paths);
  assert.equal((await call(api.base, 'DELETE', `/api/products/${id}`, { cookie: admin })).status, 204);
  assert.equal((await call(api.base, 'GET', `/api/products/${id}`)).status, 404);
  assert.ok(!(await call(api.base, 'GET', '/api/products')).body.some((p) => p.id === id));
  assert.notEqual((await call(api.base, 'GET', '/api/products/recent/6')).body[0].id, id);
});

test('each banner write is visible to the very next read on the same server', async () => {
  const titles = async () => (await call(api.base, 'GET', '/api/banners/active')).body.map((b) => b.title);
  await warm(api.base, ['/api/banners/active']);
  // The fixture has 3 banners (one inactive): make room, then create, edit, delete.
  assert.equal((await call(api.base, 'DELETE', '/api/banners/banner_2', { cookie: admin })).status, 204);
  assert.deepEqual(await titles(), ['First']);
  const created = await call(api.base, 'POST', '/api/banners', {
    cookie: admin,
    body: { id: 'banner_cache', title: 'Cached Banner', description: 'New', buttonText: 'Go', backgroundColor: 'bg-blue-600', iconClass: 'fas fa-anchor', isActive: true, displayOrder: 5 },
  });
  assert.equal(created.status, 201, created.text);
  assert.deepEqual(await titles(), ['First', 'Cached Banner']);
  assert.equal((await call(api.base, 'PATCH', '/api/banners/banner_cache', { cookie: admin, body: { title: 'Edited Banner' } })).status, 200);
  assert.deepEqual(await titles(), ['First', 'Edited Banner']);
  assert.equal((await call(api.base, 'DELETE', '/api/banners/banner_cache', { cookie: admin })).status, 204);
  assert.deepEqual(await titles(), ['First']);
});

// Polls `read` until `ok` holds (about 2 s at most); returns the last value.
async function eventually(read, ok, ms = 2000) {
  const deadline = Date.now() + ms;
  let value;
  for (;;) {
    value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await sleep(20);
  }
}

test('a write through one server is seen promptly through another over the same database', async () => {
  const other = await startServer({ DATABASE_URL: api.db.url });
  try {
    const id = 'product_1000';
    const path = `/api/products/${id}`;
    await warm(other.base, [path, '/api/products/recent/6', '/api/banners/active']);
    const r = await call(api.base, 'PATCH', path, { cookie: admin, body: { name: 'Renamed Elsewhere' } });
    assert.equal(r.status, 200, r.text);
    const seen = await eventually(() => call(other.base, 'GET', path), (x) => x.body.name === 'Renamed Elsewhere');
    assert.equal(seen.body.name, 'Renamed Elsewhere');

    const b = await call(api.base, 'PATCH', '/api/banners/banner_1', { cookie: admin, body: { title: 'Renamed Banner' } });
    assert.equal(b.status, 200, b.text);
    const banners = await eventually(() => call(other.base, 'GET', '/api/banners/active'),
      (x) => x.body.some((bn) => bn.title === 'Renamed Banner'));
    assert.ok(banners.body.some((bn) => bn.title === 'Renamed Banner'));
  } finally {
    await other.stop();
  }
});

test('cutting the LISTEN connection drops the cache at once, and caching resumes once it is back', async () => {
  const own = await startWithData(FIXTURE_SQL);
  try {
    const title = async () => (await call(own.base, 'GET', '/api/products/product_1000')).body.name;
    const sqlRename = (name) => psql(own.db.url, '-c', `UPDATE products SET name = '${name}' WHERE id = 'product_1000'`);
    // Caching shows: a change made behind the API's back (no NOTIFY) stays unseen.
    const cachedName = await title();
    sqlRename('Behind The Back');
    assert.equal(await title(), cachedName);

    psql(own.db.url, '-c', `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                            WHERE application_name = 'marine-change-listener' AND datname = current_database()`);
    assert.equal(await eventually(title, (n) => n === 'Behind The Back'), 'Behind The Back');
    // The log comes through a pipe of its own: it may reach this process after the answer.
    const logged = await eventually(async () => own.stderr(), (err) => /msg=read_cache_bypassed/.test(err));
    assert.match(logged, /msg=read_cache_bypassed/);

    // Back: a read is cached again (a later change behind its back is unseen).
    let resumed = false;
    for (let i = 0; i < 100 && !resumed; i++) {
      await title();
      sqlRename(`Probe ${i}`);
      resumed = (await title()) !== `Probe ${i}`;
      if (!resumed) await sleep(20);
    }
    assert.ok(resumed, 'the cache did not resume after the listener reconnected');
  } finally {
    await own.close();
  }
});

test('with CACHE_ENABLED=false every read asks the database and nothing is cached', async () => {
  const cold = await startWithData(FIXTURE_SQL, { CACHE_ENABLED: 'false' });
  try {
    const r = await rawGet(cold.base, '/api/products/recent/6');
    assert.equal(r.status, 200);
    assert.equal(r.headers.etag, undefined);
    assert.equal(r.headers['content-encoding'], undefined);
    assert.equal(JSON.parse(r.body.toString())[0].id, 'product_4000');
    psql(cold.db.url, '-c', `UPDATE products SET name = 'Straight From The Database' WHERE id = 'product_4000'`);
    assert.equal((await call(cold.base, 'GET', '/api/products/product_4000')).body.name, 'Straight From The Database');
    assert.equal((await call(cold.base, 'GET', '/api/products/recent/6')).body[0].name, 'Straight From The Database');
    assert.equal((await call(cold.base, 'GET', '/api/products/product_3000')).status, 404);
  } finally {
    await cold.close();
  }
});
