// Several API instances over one database behave as one (docs/operations.md): two real server
// processes share the PostgreSQL database and the media directory, as scripts/run with
// API_INSTANCES=2 and the compose replicas do. Each check acts through one instance and
// looks through the other.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startWithData, startServer, call, login, psql, root, FIXTURE_SQL, ADMIN } from './helpers.mjs';

const fixture = (name) => fs.readFileSync(path.join(root, 'tests/fixtures/images', name));
// The banner limit, as the server, the SPA and the trigger are held to it.
const limit = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/banner_limit.json'), 'utf8'));
const SHARED = { ADMIN_PASSWORD: ADMIN.password, LOGIN_MAX_FAILURES: '4' };

let a;
let b;
let media;
let admin;  // a session made through a
before(async () => {
  media = fs.mkdtempSync(path.join(os.tmpdir(), 'marine-scale-out-'));
  a = await startWithData(FIXTURE_SQL, { ...SHARED, MEDIA_DIR: media });
  b = await startServer({ ...SHARED, MEDIA_DIR: media, DATABASE_URL: a.db.url });
  admin = await login(a.base, ADMIN.username, ADMIN.password);
});
after(async () => {
  await b?.stop();
  await a?.close();
  fs.rmSync(media, { recursive: true, force: true });
});

// The read-cache hit counter of one instance (its /metrics).
async function cacheHits(base) {
  const text = (await call(base, 'GET', '/metrics')).text;
  return Number(/^marine_read_cache_hits_total (\d+)$/m.exec(text)[1]);
}

// Polls until `ok`, up to `ms`; returns the last value and how long it took.
async function within(ms, read, ok) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() - started > ms) return { value, took: Date.now() - started };
    await sleep(5);
  }
}

test('a session made through one instance is valid on the other, and logging out through the other ends it on both', async () => {
  const cookie = await login(a.base, ADMIN.username, ADMIN.password);
  const onB = await call(b.base, 'GET', '/api/admin/session', { cookie });
  assert.equal(onB.status, 200, onB.text);
  assert.equal(onB.body.user.username, ADMIN.username);
  assert.equal((await call(b.base, 'POST', '/api/admin/logout', { cookie })).status, 204);
  assert.equal((await call(a.base, 'GET', '/api/admin/session', { cookie })).status, 401);
  assert.equal((await call(b.base, 'GET', '/api/admin/session', { cookie })).status, 401);
});

test('login throttling counts the failures made through both instances', async () => {
  const created = await call(a.base, 'POST', '/api/admin/sub-users', {
    cookie: admin, body: { name: 'Deck Hand', username: 'deck_hand', password: 'rope-knot' },
  });
  assert.equal(created.status, 201, created.text);
  const attempt = (server, password) => call(server.base, 'POST', '/api/admin/login', { body: { username: 'deck_hand', password } });
  // LOGIN_MAX_FAILURES=4: two failures on each instance make four in all.
  const codes = [];
  for (const server of [a, b, a, b]) codes.push((await attempt(server, 'wrong')).status);
  assert.deepEqual(codes, [401, 401, 401, 401]);
  // Neither instance alone saw four failures; together they did: both refuse the right password.
  assert.equal((await attempt(a, 'rope-knot')).status, 429);
  assert.equal((await attempt(b, 'rope-knot')).status, 429);
});

test('a write through one instance is visible through the other promptly, though the other had it cached', async () => {
  const item = '/api/products/product_1000';
  await call(b.base, 'GET', item);
  const hits = await cacheHits(b.base);
  const before = await call(b.base, 'GET', item);
  assert.equal(await cacheHits(b.base), hits + 1, 'the second read on b is a cache hit');
  assert.equal(before.body.name, 'Stockless Anchor 1 t');

  const r = await call(a.base, 'PATCH', item, { cookie: admin, body: { name: 'Anchor renamed on a', price: '5000.00' } });
  assert.equal(r.status, 200, r.text);
  // The write's NOTIFY reaches b's LISTEN connection on commit: milliseconds, not a cache lifetime.
  const seen = await within(2000, () => call(b.base, 'GET', item), (x) => x.body.name === 'Anchor renamed on a');
  assert.equal(seen.value.body.name, 'Anchor renamed on a', `b still answers the old product after ${seen.took} ms`);
  assert.equal(seen.value.body.price, '5000.00');
  assert.notEqual(seen.value.headers.get('etag'), before.headers.get('etag'));

  // And the other way round, for lists: a product created through b appears in a's cached list.
  await call(a.base, 'GET', '/api/products/recent/6');
  await call(a.base, 'GET', '/api/products/recent/6');
  const made = await call(b.base, 'POST', '/api/products', {
    cookie: admin,
    body: { id: 'product_9000', name: 'Made on b', category: 'marine-spares', description: 'Created through instance b.',
      price: '10.00', image: '/uploads/demo/anchor.svg', images: [], inStock: true, isVisible: true, showContactForPricing: false },
  });
  assert.equal(made.status, 201, made.text);
  const list = await within(2000, () => call(a.base, 'GET', '/api/products/recent/6'), (x) => x.body[0]?.id === 'product_9000');
  assert.equal(list.value.body[0]?.id, 'product_9000', `a's list misses the new product after ${list.took} ms`);
});

test('the banner limit holds when creates go to both instances at the same time', async () => {
  psql(a.db.url, '-c', 'DELETE FROM banners');
  const banner = (i) => ({
    id: `banner_race_${i}`, title: `Race ${i}`, description: `Race ${i}`, buttonText: 'Learn More',
    buttonLink: '/category/vessel-chartering', backgroundColor: 'gradient-ocean', iconClass: 'fas fa-anchor',
    image: '/uploads/demo/banner.svg', isActive: true, displayOrder: 1,
  });
  const attempts = limit.maxBanners + 7;
  const results = await Promise.all(Array.from({ length: attempts }, (_, i) =>
    call((i % 2 ? a : b).base, 'POST', '/api/banners', { cookie: admin, body: banner(i) })));
  assert.deepEqual(results.map((r) => r.status).sort(),
    [...Array(limit.maxBanners).fill(201), ...Array(attempts - limit.maxBanners).fill(409)]);
  assert.equal(psql(a.db.url, '-tA', '-c', 'SELECT count(*) FROM banners').trim(), String(limit.maxBanners));
  for (const server of [a, b]) {
    assert.equal((await call(server.base, 'GET', '/api/banners', { cookie: admin })).body.length, limit.maxBanners);
  }
});

test('an image uploaded through one instance is served by the other (shared media directory)', async () => {
  const form = new FormData();
  form.append('images', new Blob([fixture('tiny.png')], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${a.base}/api/upload`, { method: 'POST', body: form, headers: { cookie: admin } });
  assert.equal(res.status, 201, await res.clone().text());
  const { urls } = await res.json();
  assert.ok(urls.length >= 1);
  for (const url of urls) {
    const fromA = await fetch(a.base + url);
    const fromB = await fetch(b.base + url);
    assert.equal(fromB.status, 200, url);
    assert.deepEqual(Buffer.from(await fromB.arrayBuffer()), Buffer.from(await fromA.arrayBuffer()));
  }
});
