// What anonymous visitors can put in the public read cache (docs/security.md, "The read
// cache"): only the months a visitor can book (this month in Dubai to 24 months ahead) are
// answered; a full cache drops its least used entries, so 20,000 distinct keys neither push
// out the hot entries nor keep new ones out; and a cached month expires with its first option
// (docs/charter.md), without any write.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { startWithData, call, login, productBody, MANY_PRODUCTS_SQL, ADMIN } from './helpers.mjs';

const VESSEL = 'product_2000';
let api;
let admin;
before(async () => {
  // 256 KiB: the product list (gzip copy and headers included, about 60 KB), the products and
  // the bookable months of one vessel overflow it; the default 32 MiB would take ~14,000 keys.
  api = await startWithData(MANY_PRODUCTS_SQL, { ADMIN_PASSWORD: ADMIN.password, READ_CACHE_BYTES: '262144' });
  admin = await login(api.base, ADMIN.username, ADMIN.password);
});
after(async () => { await api?.close(); });

// "YYYY-MM", `ahead` months from this month in Dubai (UTC+4 all year).
function dubaiMonth(ahead = 0) {
  const now = new Date(Date.now() + 4 * 3600e3);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1));
  return d.toISOString().slice(0, 7);
}
const monthPath = (m) => `/api/charters/${VESSEL}/availability?month=${m}`;

async function counters() {
  const text = (await call(api.base, 'GET', '/metrics')).text;
  const value = (name) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1]);
  return { hits: value('marine_read_cache_hits_total'), misses: value('marine_read_cache_misses_total'),
    evictions: value('marine_read_cache_evictions_total') };
}

// Whether one anonymous GET of `path` was answered from the cache.
async function servedFromCache(path) {
  const before = await counters();
  const r = await fetch(api.base + path);
  await r.arrayBuffer();
  assert.equal(r.status, 200, path);
  const after = await counters();
  return after.hits === before.hits + 1 && after.misses === before.misses;
}

// GETs of `paths`, pipelined 100 at a time on each of 4 connections (fetch's own cost made
// 20,000 requests take minutes on a busy machine): the count of each status.
// Whether `path` comes to be served from the cache within a few reads: the first read after a
// write may not be stored, when the write's own notification arrives while it reads (the
// stale-repopulate guard, response_cache.hpp).
async function cachedSoon(path) {
  for (let i = 0; i < 20; i += 1) if (await servedFromCache(path)) return true;
  return false;
}

async function getAll(paths, connections = 4, batch = 100) {
  const statuses = {};
  const { hostname, port } = new URL(api.base);
  const lanes = Array.from({ length: connections }, (_, c) => paths.filter((_, i) => i % connections === c));
  await Promise.all(lanes.map((lane) => new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let buffered = Buffer.alloc(0);
    let sent = 0;
    let answered = 0;
    const send = () => {
      const next = lane.slice(sent, sent + batch);
      sent += next.length;
      socket.write(next.map((p) => `GET ${p} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`).join(''));
    };
    socket.on('connect', send);
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffered.subarray(0, end).toString('latin1');
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (buffered.length < end + 4 + length) return;
        const status = Number(head.slice(9, 12));
        statuses[status] = (statuses[status] ?? 0) + 1;
        buffered = buffered.subarray(end + 4 + length);
        answered += 1;
        if (answered === lane.length) { socket.end(); resolve(); return; }
        if (answered === sent) send();
      }
    });
  })));
  return statuses;
}

test('only the months a visitor can book: this month to 24 months ahead, others 400 on month', async () => {
  for (const m of [dubaiMonth(0), dubaiMonth(1), dubaiMonth(24)]) {
    const r = await call(api.base, 'GET', monthPath(m));
    assert.equal(r.status, 200, `${m}: ${r.text}`);
  }
  for (const m of [dubaiMonth(-1), dubaiMonth(25), '2000-01', '9999-12']) {
    const r = await call(api.base, 'GET', monthPath(m));
    assert.equal(r.status, 400, `${m}: ${r.text}`);
    assert.deepEqual(r.body.errors, [{ field: 'month', message: 'A month from this month to 24 months ahead' }], m);
  }
  for (const m of ['2026-13', '1999-12', '0001-01']) {
    const r = await call(api.base, 'GET', monthPath(m));
    assert.equal(r.status, 400, `${m}: ${r.text}`);
    assert.deepEqual(r.body.errors, [{ field: 'month', message: 'A month as YYYY-MM' }], m);
  }
});

test('after 20,000 distinct keys the hot entries are still served from the cache, and new ones are kept', async () => {
  assert.equal(await servedFromCache('/api/products'), false, 'the first read builds it');
  assert.equal(await servedFromCache('/api/products'), true);
  assert.equal(await servedFromCache('/api/banners/active'), false);
  assert.equal(await servedFromCache('/api/banners/active'), true);

  // Every month from 2000-01 on (the bookable ones among them), every product once, and
  // query strings on the lists.
  const paths = [];
  for (let i = 0; paths.length < 19000; i += 1) {
    paths.push(monthPath(`${2000 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`));
  }
  for (let i = 1; i <= 120; i += 1) paths.push(`/api/products/bulk_${i}`);
  for (let i = 0; paths.length < 20000; i += 1) paths.push(`/api/products/category/marine-spares?page=${i}`);
  assert.equal(new Set(paths).size, 20000);
  const statuses = await getAll(paths);
  assert.equal(Object.values(statuses).reduce((a, b) => a + b), 20000);
  assert.equal(statuses[500], undefined, JSON.stringify(statuses));

  assert.equal(await servedFromCache('/api/products'), true, 'the hot list is still served from the cache');
  assert.equal(await servedFromCache('/api/banners/active'), true);
  // New entries are kept: a product first read now, and the list again after a write.
  assert.equal(await servedFromCache('/api/products/product_4000'), false);
  assert.equal(await servedFromCache('/api/products/product_4000'), true, 'a new entry is kept');
  const made = await call(api.base, 'POST', '/api/products', { body: productBody({ name: 'Fender 60 cm' }), cookie: admin });
  assert.equal(made.status, 201, made.text);
  assert.equal(await servedFromCache('/api/products'), false, 'the write dropped the list');
  assert.equal(await cachedSoon('/api/products'), true, 'the list is cached again');
  const after = await counters();
  assert.ok(after.evictions > 0, `the cache was full and made room: ${JSON.stringify(after)}`);
});

test('a cached month drops its option once the option expires, without any write', async () => {
  const m = dubaiMonth(1);
  const day = `${m}-10`;
  const expiresAt = new Date(Date.now() + 4000).toISOString().slice(0, 19) + 'Z';
  const placed = await call(api.base, 'POST', `/api/admin/charters/${VESSEL}/blocks`, { cookie: admin,
    body: { start: `${day}T10:00:00+04:00`, end: `${day}T14:00:00+04:00`, kind: 'option', expiresAt } });
  assert.equal(placed.status, 201, placed.text);
  const stateOf = async () => (await call(api.base, 'GET', monthPath(m))).body.days.find((d) => d.date === day).state;
  assert.equal(await stateOf(), 'partial', 'the option holds the day');
  assert.equal(await cachedSoon(monthPath(m)), true, 'the month is cached');
  assert.equal(await stateOf(), 'partial', 'the cached month holds the option');
  // Polled (each read a cache hit until the expiry), within a generous bound.
  const deadline = Date.now() + 30000;
  let state = await stateOf();
  while (state !== 'free' && Date.now() < deadline) {
    await sleep(200);
    state = await stateOf();
  }
  assert.equal(state, 'free', `the expired option is left out (it expired at ${expiresAt})`);
  assert.ok(Date.parse(expiresAt) <= Date.now(), 'not before its expiry');
});
