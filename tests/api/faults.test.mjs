// Faults (docs/security.md, "Database outage" and "Crash mid-write"): PostgreSQL stopped under the
// API, and the API killed (-9) in the middle of a stream of product creates and uploads. What was
// acknowledged is never lost; what failed left nothing half-done; the API recovers without a
// restart (database) or on its next start (crash), with no half-written file in its media store.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, startWithData, call, login, root, ADMIN } from './helpers.mjs';

const cluster = (command, dir) => execFileSync(path.join(root, 'tests/api/pg-cluster.sh'), [command, dir], { encoding: 'utf8' }).trim();
const cleanups = [];
after(async () => { for (const f of cleanups.reverse()) await f(); });

const product = (id) => ({
  id, name: `Shackle ${id}`, description: 'Galvanised bow shackle, 12 t working load.', price: '95.00',
  category: 'marine-spares', image: '/uploads/placeholder.jpg',
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function timed(fn) {
  const t0 = performance.now();
  const value = await fn();
  return [value, Math.round(performance.now() - t0)];
}

test('PostgreSQL stopped: cached public reads still answered, writes and uncached reads 503 at once, /readyz not ready; back: recovered without a restart', { timeout: 120000 }, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marine-fault-pg-'));
  const url = cluster('create', dir);
  cleanups.push(() => cluster('destroy', dir));
  const api = await startServer({ DATABASE_URL: url, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: process.env.DEBUG_LOG ? 'info' : 'warn' });
  cleanups.push(() => api.stop());
  if (process.env.DEBUG_LOG) cleanups.push(() => console.error(api.stderr()));
  const admin = await login(api.base, ADMIN.username, ADMIN.password);
  const first = await call(api.base, 'POST', '/api/products', { body: product(`product_${Date.now()}`), cookie: admin });
  assert.equal(first.status, 201);
  // The create empties the cache through LISTEN/NOTIFY, after its 201: reads cached before that
  // notice arrives are dropped by it, and a missing entry is a 503 once the database is down.
  await new Promise((resolve) => setTimeout(resolve, 500));
  // What visitors read before the fault: answered from the read cache while it lasts.
  const publicPaths = [`/api/products/${first.body.id}`, '/api/products/recent/6', '/api/products', '/api/banners/active'];
  const before = new Map();
  for (const p of publicPaths) before.set(p, (await call(api.base, 'GET', p)).text);

  cluster('stop', dir);
  const [write, writeMs] = await timed(() => call(api.base, 'POST', '/api/products', { body: product(`product_${Date.now() + 1}`), cookie: admin }));
  assert.equal(write.status, 503, write.text);
  assert.equal(write.body.message, 'Service temporarily unavailable, please retry');
  assert.ok(Number(write.headers.get('retry-after')) > 0);
  const [read, readMs] = await timed(() => call(api.base, 'GET', '/api/products', { cookie: admin }));
  assert.equal(read.status, 503, 'a staff read needs the database');
  assert.equal((await call(api.base, 'GET', '/readyz')).status, 503);
  assert.equal((await call(api.base, 'GET', '/healthz')).status, 200, 'the process itself is alive');
  for (const p of publicPaths) {
    const res = await call(api.base, 'GET', p);
    assert.equal(res.status, 200, `${p} is still answered from the cache`);
    assert.equal(res.text, before.get(p), `${p}: the bytes cached before the fault`);
  }
  const [uncached, uncachedMs] = await timed(() => call(api.base, 'GET', '/api/products/category/vessel-chartering'));
  assert.equal(uncached.status, 503, 'a read never cached needs the database');
  console.log(`# database down: write answered 503 in ${writeMs} ms, staff read in ${readMs} ms, uncached public read in ${uncachedMs} ms; ${publicPaths.length} cached public reads answered 200`);

  cluster('start', dir);
  let ready = 0;
  for (let i = 0; i < 50 && ready !== 200; i++) {
    ready = (await call(api.base, 'GET', '/readyz')).status;
    if (ready !== 200) await sleep(200);
  }
  assert.equal(ready, 200, 'ready again without a restart');
  assert.equal((await call(api.base, 'GET', `/api/products/${first.body.id}`)).status, 200, 'the acknowledged write is there');
  const list = await call(api.base, 'GET', '/api/products', { cookie: admin });
  assert.equal(list.body.length, 1, 'the refused write left nothing');
  const second = await call(api.base, 'POST', '/api/products', { body: product(`product_${Date.now() + 2}`), cookie: admin });
  assert.equal(second.status, 201);
  const recent = await call(api.base, 'GET', '/api/products/recent/6');
  assert.deepEqual(recent.body.map((p) => p.id).sort(), [first.body.id, second.body.id].sort(), 'fresh again after recovery, not the old answer');
});

// A complete WebP says its own length; a complete JPEG ends with its end-of-image marker.
function isWholeImage(file) {
  const bytes = fs.readFileSync(file);
  if (file.endsWith('.webp')) return bytes.subarray(0, 4).toString() === 'RIFF' && bytes.readUInt32LE(4) + 8 === bytes.length;
  if (file.endsWith('.jpg')) return bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9;
  return false;
}

test('kill -9 during creates and uploads: every acknowledged product and image survives, once; no partial file', { timeout: 120000 }, async () => {
  const media = fs.mkdtempSync(path.join(os.tmpdir(), 'marine-fault-media-'));
  cleanups.push(() => fs.rmSync(media, { recursive: true, force: true }));
  let api = await startWithData('', { ADMIN_PASSWORD: ADMIN.password, MEDIA_DIR: media });
  const { db } = api;
  cleanups.push(() => db.drop());
  const admin = await login(api.base, ADMIN.username, ADMIN.password);
  const photo = fs.readFileSync(path.join(root, 'tests/fixtures/images/banner.jpg'));

  const acknowledged = { products: [], images: [] };
  let stop = false;
  let n = 0;
  const creator = async () => {
    while (!stop) {
      const id = `product_${Date.now()}${String(n++).padStart(4, '0')}`;
      const r = await call(api.base, 'POST', '/api/products', { body: product(id), cookie: admin }).catch(() => null);
      if (r?.status === 201) acknowledged.products.push(id);
    }
  };
  const uploader = async () => {
    while (!stop) {
      // A different image each time (one changed byte in the JPEG comment area is enough).
      const bytes = Buffer.from(photo);
      bytes.writeUInt32BE(n++, 24);
      const form = new FormData();
      form.append('images', new Blob([bytes], { type: 'image/jpeg' }), 'p.jpg');
      const r = await fetch(api.base + '/api/upload', { method: 'POST', body: form, headers: { cookie: admin } }).catch(() => null);
      if (r?.status === 201) acknowledged.images.push(...(await r.json()).urls);
    }
  };
  const workers = [creator(), creator(), uploader(), uploader()];
  // Kill it once the stream is well under way (ASan makes image processing slow).
  for (let i = 0; i < 200 && (acknowledged.products.length < 20 || acknowledged.images.length < 3); i++) await sleep(100);
  api.child.kill('SIGKILL');
  await sleep(100);
  stop = true;
  await Promise.all(workers);
  assert.ok(acknowledged.products.length > 0 && acknowledged.images.length > 0, 'the stream was running');
  const partials = fs.readdirSync(path.join(media, '.incoming')).length;  // what the crash left

  api = await startServer({ DATABASE_URL: db.url, ADMIN_PASSWORD: ADMIN.password, MEDIA_DIR: media });
  cleanups.push(() => api.stop());
  const cookie = await login(api.base, ADMIN.username, ADMIN.password);
  const stored = (await call(api.base, 'GET', '/api/products', { cookie })).body.map((p) => p.id);
  for (const id of acknowledged.products) assert.equal(stored.filter((s) => s === id).length, 1, `${id} exactly once`);
  for (const url of acknowledged.images) {
    const res = await fetch(api.base + url);
    assert.equal(res.status, 200, url);
    for (const variant of ['', '-800', '-400']) assert.ok(isWholeImage(path.join(media, url.replace('/uploads/', '').replace('.webp', `${variant}.webp`))), url + variant);
  }
  assert.deepEqual(fs.readdirSync(path.join(media, '.incoming')), [], 'the crash leftovers are gone');
  const published = fs.readdirSync(path.join(media, 'images'));
  for (const name of published) assert.ok(isWholeImage(path.join(media, 'images', name)), `${name} is whole`);
  console.log(`# kill -9: ${acknowledged.products.length} products and ${acknowledged.images.length} uploads acknowledged, all there after the restart; ${partials} partial incoming files removed at start; ${published.length} published files, all whole`);
});
