// Anonymous reads can neither bypass nor bloat the read cache (docs/security.md, "The read
// cache"): the public read routes take no parameters, so a query string is ignored; escapes
// of plain characters are decoded, so that every spelling of a resource is one entry; a
// number with leading zeros is refused; the sitemap is cached with the product lists. After
// 1,000 distinct query strings and spellings, the cache holds what it held, and PostgreSQL,
// which logs every statement of this test's own database, saw no further read.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, call, login, psql, root, productBody, ADMIN, FIXTURE_SQL } from './helpers.mjs';

const cluster = (command, dir) => execFileSync(path.join(root, 'tests/api/pg-cluster.sh'), [command, dir], { encoding: 'utf8' }).trim();
let dir;
let api;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marine-cache-spellings-'));
  const url = cluster('create', dir);
  const dbUrl = url.replace(/\/postgres$/, '/marine');
  psql(url, '-c', 'CREATE DATABASE marine');
  const migrate = spawn(process.env.MARINE_API_BIN || path.join(root, 'build/dev/marine-api'), ['migrate'],
    { env: { PATH: process.env.PATH, DATABASE_URL: dbUrl, LOG_LEVEL: 'warn' } });
  assert.equal((await once(migrate, 'exit'))[0], 0);
  psql(dbUrl, '-c', FIXTURE_SQL);
  psql(url, '-c', "ALTER DATABASE marine SET log_statement = 'all'");
  api = await startServer({ DATABASE_URL: dbUrl, SITE_URL: 'https://marine.example', ADMIN_PASSWORD: ADMIN.password });
});

after(async () => {
  await api?.stop();
  if (dir) cluster('destroy', dir);
});

// The catalogue reads PostgreSQL has logged so far.
const catalogueReads = () => fs.readFileSync(path.join(dir, 'server.log'), 'utf8').split('\n')
  .filter((line) => /LOG: +(statement|execute)/.test(line) && /\b(products|banners)\b/.test(line)).length;

async function cacheGauges() {
  const text = (await call(api.base, 'GET', '/metrics')).text;
  const gauge = (name) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1]);
  return { entries: gauge('marine_read_cache_entries'), bytes: gauge('marine_read_cache_bytes') };
}

// "/api/products/product_1000" with the letters of `mask`'s set bits percent-encoded.
function spelled(p, mask) {
  let i = 0;
  return p.replace(/[a-z]/g, (c) => ((mask >> (i++ % 20)) & 1 ? `%${c.charCodeAt(0).toString(16)}` : c));
}

test('1,000 query strings and spellings: the same entries, the same bytes, no database read', async () => {
  const canonical = ['/api/products', '/api/products/recent/6', '/api/products/product_1000',
    '/api/products/category/marine-spares', '/api/banners/active', '/sitemap.xml'];
  const etags = {};
  for (const p of canonical) {
    const r = await fetch(api.base + p);
    assert.equal(r.status, 200, p);
    etags[p] = r.headers.get('etag');
    await r.arrayBuffer();
  }
  await new Promise((r) => setTimeout(r, 300)); // the log's lines are written
  const before = { gauges: await cacheGauges(), reads: catalogueReads() };
  assert.ok(before.gauges.entries >= canonical.length, JSON.stringify(before.gauges));

  const requests = [];
  for (let i = 0; i < 150; i += 1) {
    for (const p of canonical) requests.push([`${p}?b=${i}&_=${'x'.repeat(i % 7)}`, 200, etags[p]]);
  }
  for (let i = 1; i <= 50; i += 1) requests.push([`/api/products/recent/${'0'.repeat(i)}6`, 400]);
  for (let mask = 1; requests.length < 1000; mask += 1) {
    requests.push([spelled('/api/products/product_1000', mask), 200, etags['/api/products/product_1000']]);
  }
  assert.equal(requests.length, 1000);
  for (let i = 0; i < requests.length; i += 50) {
    await Promise.all(requests.slice(i, i + 50).map(async ([p, status, etag]) => {
      const r = await fetch(api.base + p);
      await r.arrayBuffer();
      assert.equal(r.status, status, p);
      if (etag) assert.equal(r.headers.get('etag'), etag, `${p}: the canonical entry's answer`);
    }));
  }
  await new Promise((r) => setTimeout(r, 300));
  assert.deepEqual(await cacheGauges(), before.gauges, 'no entry and no byte more');
  assert.equal(catalogueReads(), before.reads, 'PostgreSQL saw no further catalogue read');
});

test('a leading zero is refused with 400; the cached sitemap changes with the catalogue', async () => {
  const zero = await call(api.base, 'GET', '/api/products/recent/06');
  assert.equal(zero.status, 400);
  assert.match(zero.body.message, /leading zeros/);
  const first = await fetch(`${api.base}/sitemap.xml`);
  const xml = await first.text();
  assert.match(first.headers.get('content-type'), /^application\/xml/);
  const again = await fetch(`${api.base}/sitemap.xml`, { headers: { 'if-none-match': first.headers.get('etag') } });
  assert.equal(again.status, 304);

  const cookie = await login(api.base, ADMIN.username, ADMIN.password);
  const created = await call(api.base, 'POST', '/api/products', { body: productBody({ name: 'Sitemap Anchor' }), cookie });
  assert.equal(created.status, 201, created.text);
  const after = await (await fetch(`${api.base}/sitemap.xml`)).text();
  assert.ok(!xml.includes(created.body.id) && after.includes(`/product/${created.body.id}<`), 'the new product is listed at once');
});
