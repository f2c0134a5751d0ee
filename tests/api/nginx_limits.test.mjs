// The per-address request limits of deploy/nginx (docs/security.md, "Request limits"): a
// flood on the API or the page routes is answered 429 past its burst, static files never
// are, and a visitor's pace never is. The local template leaves the loopback alone
// (NGINX_LIMIT_EXEMPT): with the exemption emptied, the loopback is limited like anyone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startWithData, FIXTURE_SQL } from './helpers.mjs';
import { startNginx } from './nginx-helpers.mjs';

let dir;
let api;
let limited;
let exempt;

before(async () => {
  dir = fs.mkdtempSync('/tmp/marine-nginx-limits-');
  for (const d of ['', 'site', 'media']) {
    fs.mkdirSync(path.join(dir, d), { recursive: true });
    fs.chmodSync(path.join(dir, d), 0o755);
  }
  fs.writeFileSync(path.join(dir, 'site/index.html'), '<!doctype html><title>Shell</title><div id="root"></div>');
  fs.chmodSync(path.join(dir, 'site/index.html'), 0o644);
  api = await startWithData(FIXTURE_SQL);
  const port = new URL(api.base).port;
  limited = await startNginx(dir, 'limited', port, { NGINX_LIMIT_EXEMPT: '' });
  exempt = await startNginx(dir, 'exempt', port);
});

after(async () => {
  await limited?.stop();
  await exempt?.stop();
  await api?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

// A zone's bucket empties at its rate: the API's 200 at 50/s in 4 s, the pages' 100 at 10/s
// in 10 s. A flood right after another test's requests would find part of its burst spent.
const drained = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 200));

// `n` requests for `p`, all at once; the count of each status.
async function burst(base, p, n) {
  const statuses = await Promise.all(Array.from({ length: n }, async () => {
    const r = await fetch(base + p);
    await r.arrayBuffer();
    return r.status;
  }));
  const counts = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

test('a visitor’s pace is never limited: a page and its reads, ten times over', async () => {
  for (let i = 0; i < 10; i += 1) {
    for (const p of ['/', '/api/products/recent/6', '/api/banners/active', '/api/settings', '/product/product_1000']) {
      assert.equal((await fetch(limited.base + p)).status, 200, p);
    }
  }
});

test('a flood on the API is answered 429 past the burst', async () => {
  await drained(4);
  const counts = await burst(limited.base, '/api/products', 400);
  assert.ok(counts[429] > 0, `some refused: ${JSON.stringify(counts)}`);
  assert.ok(counts[200] >= 200, `the burst (200) answered: ${JSON.stringify(counts)}`);
});

test('a flood on the page routes is answered 429 past the burst; static files are not limited', async () => {
  const pages = await burst(limited.base, '/category/marine-spares', 250);
  assert.ok(pages[429] > 0, `some refused: ${JSON.stringify(pages)}`);
  const shell = await burst(limited.base, '/index.html', 300);
  assert.deepEqual(Object.keys(shell), ['200'], JSON.stringify(shell));
});

test('the loopback is exempt in the local template', async () => {
  const counts = await burst(exempt.base, '/api/products', 400);
  assert.deepEqual(Object.keys(counts), ['200'], JSON.stringify(counts));
});
