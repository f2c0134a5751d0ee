// The site's data generation (docs/operations.md, "The site's data generation"): one number
// for every API instance over one database, raised by each write of the public data, which
// the page server reads from GET /api/site/generation and from the X-Site-Generation header
// of each answer it uses. Two real instances over one database; a third over a PostgreSQL
// cluster of its own, stopped to take its LISTEN connection away.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startWithData, startServer, call, login, eventually, root, FIXTURE_SQL, ADMIN } from './helpers.mjs';

const generationOf = async (base) => {
  const r = await call(base, 'GET', '/api/site/generation');
  return r.status === 200 ? r.body.generation : null;
};
const header = (res) => res.headers.get('x-site-generation');

let a;
let b;
let admin;
before(async () => {
  a = await startWithData(FIXTURE_SQL, { ADMIN_PASSWORD: ADMIN.password });
  b = await startServer({ ADMIN_PASSWORD: ADMIN.password, DATABASE_URL: a.db.url });
  admin = await login(a.base, ADMIN.username, ADMIN.password);
});
after(async () => {
  await b?.stop();
  await a?.close();
});

test('both instances tell the same generation, not to be stored', async () => {
  const onA = await call(a.base, 'GET', '/api/site/generation');
  assert.equal(onA.status, 200, onA.text);
  assert.equal(onA.headers.get('cache-control'), 'no-store');
  assert.ok(Number.isSafeInteger(onA.body.generation) && onA.body.generation >= 0, onA.text);
  assert.equal(await generationOf(b.base), onA.body.generation);
});

test('every answer carries the generation, the public reads and their cache hits too', async () => {
  const n = await generationOf(a.base);
  for (const p of ['/api/products', '/api/products/product_1000', '/api/banners/active', '/api/settings',
    '/api/products/search?category=marine-spares', '/sitemap.xml', '/healthz', '/api/products/nothing_here', '/no/such/route']) {
    // Twice: the second read of a cached route is answered before routing, from ready-made bytes.
    for (const server of [a, b, a, b]) {
      const res = await call(server.base, 'GET', p);
      assert.equal(header(res), String(n), `${p} on ${server.base}: ${res.status}`);
    }
  }
  const refused = await call(a.base, 'PATCH', '/api/products/product_1000', { body: { name: 'x' } });
  assert.equal(refused.status, 401);
  assert.equal(header(refused), String(n), 'a refusal too');
  // A beacon, answered on the events' fast path before routing (docs/insights.md, "The hot path").
  const fastPath = async () => Number(/^marine_events_fast_path_total (\d+)/m.exec((await call(a.base, 'GET', '/metrics')).text)?.[1]);
  const was = await fastPath();
  const beacon = await call(a.base, 'POST', '/api/events', { body: JSON.stringify({ type: 'view', path: '/' }),
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' } });
  assert.equal(beacon.status, 204, beacon.text);
  assert.equal(header(beacon), String(n), 'a beacon too');
  assert.equal(await fastPath(), was + 1, 'answered on the fast path');
});

test('a product edit through one instance raises the generation on both, and a read that saw it sees the edit', async () => {
  const n = await generationOf(a.base);
  const edit = await call(a.base, 'PATCH', '/api/products/product_1000', { cookie: admin, body: { name: 'Stockless Anchor 2 t' } });
  assert.equal(edit.status, 200, edit.text);
  for (const server of [a, b]) {
    assert.equal(await eventually(() => generationOf(server.base), (g) => g === n + 1), n + 1, server.base);
    // Once an instance tells n + 1, none of its answers is older than the edit.
    const read = await call(server.base, 'GET', '/api/products/product_1000');
    assert.equal(header(read), String(n + 1));
    assert.equal(read.body.name, 'Stockless Anchor 2 t', server.base);
  }
});

test('each write raises it by one, whichever instance made it', async () => {
  const n = await generationOf(a.base);
  const bAdmin = await login(b.base, ADMIN.username, ADMIN.password);
  const writes = [
    call(a.base, 'PATCH', '/api/products/product_2000', { cookie: admin, body: { inStock: false } }),
    call(b.base, 'PATCH', '/api/products/product_4000', { cookie: bAdmin, body: { inStock: false } }),
    call(b.base, 'DELETE', '/api/products/product_3000', { cookie: bAdmin }),
  ];
  for (const w of await Promise.all(writes)) assert.ok(w.status < 300, w.text);
  for (const server of [a, b]) assert.equal(await eventually(() => generationOf(server.base), (g) => g === n + 3), n + 3);
});

test('without the read cache nothing is vouched for: 503 and no header', async () => {
  const plain = await startServer({ DATABASE_URL: a.db.url, CACHE_ENABLED: 'false' });
  try {
    const res = await call(plain.base, 'GET', '/api/site/generation');
    assert.equal(res.status, 503, res.text);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const read = await call(plain.base, 'GET', '/api/products');
    assert.equal(read.status, 200);
    assert.equal(header(read), null);
  } finally {
    await plain.stop();
  }
});

test('while the LISTEN connection is down: 503 and no header; back, the number again', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marine-generation-pg-'));
  const cluster = (command) => execFileSync(path.join(root, 'tests/api/pg-cluster.sh'), [command, dir], { encoding: 'utf8' }).trim();
  const url = cluster('create');
  let server;
  try {
    server = await startServer({ DATABASE_URL: url, LOG_LEVEL: 'error' });
    const n = await eventually(() => generationOf(server.base), (g) => g !== null);
    assert.equal(n, 0, 'a new database starts at 0');

    cluster('stop');
    const down = await eventually(() => call(server.base, 'GET', '/api/site/generation'), (r) => r.status === 503);
    assert.equal(down.status, 503, down.text);
    assert.equal(header(down), null);
    assert.equal(header(await call(server.base, 'GET', '/healthz')), null, 'no other answer vouches either');

    cluster('start');
    assert.equal(await eventually(() => generationOf(server.base), (g) => g !== null), 0);
    assert.equal(header(await call(server.base, 'GET', '/healthz')), '0');
  } finally {
    await server?.stop();
    cluster('destroy');
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
