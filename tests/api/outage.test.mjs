// A database outage never makes a visitor wait (docs/security.md, "Database
// outage"). The real binary over a PostgreSQL cluster of its own, in the topology of
// scripts/run (unix socket) and of the Docker set-up (TCP), for each way a database goes
// away: a clean stop, kill -9, a host that drops packets (a DROP rule on 127.0.0.2), and a
// database that is up but does not answer (a statement that hangs on a lock). Reads right
// after the fault and again once the API has noticed its connections are gone; then
// recovery without a restart, with nothing acknowledged lost.
// Every request carries a 3 s hang detector: it tells an answer from a stall, it is not a
// timing benchmark (the deadlines are below a second, benchmarks/outage measures them).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, call, login, root, ADMIN, lockCatalogue as lockCatalogueTables } from './helpers.mjs';

const HANG_MS = 3000;
const UNAVAILABLE = 'Service temporarily unavailable, please retry';
const cluster = (command, dir, env = {}) =>
  execFileSync(path.join(root, 'tests/api/pg-cluster.sh'), [command, dir], { encoding: 'utf8', env: { ...process.env, ...env } }).trim();
const cleanups = [];
after(async () => { for (const f of cleanups.reverse()) await f(); });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const product = (id) => ({
  id, name: `Shackle ${id}`, description: 'Galvanised bow shackle, 12 t working load.', price: '95.00',
  category: 'marine-spares', image: '/uploads/placeholder.jpg',
});

// call() with the hang detector: fails the test if nothing comes back within HANG_MS.
// The product written before the reads comes back to this process as its own NOTIFY too,
// some milliseconds after the write was answered (since creates answer from their INSERT's
// RETURNING, with no read-back to wait on), and drops what it changed once more: a read the
// cache stored before it is gone again. So: read until an answer comes from the cache (the
// hits counter of /metrics moves); by then the notification has been heard in practice.
async function readUntilCached(base, p) {
  const hits = async () => Number(/^marine_read_cache_hits_total (\d+)$/m.exec((await call(base, 'GET', '/metrics')).text)[1]);
  for (let i = 0; i < 50; i += 1) {
    const seen = await hits();
    const res = await call(base, 'GET', p);
    if (res.status === 200 && (await hits()) > seen) return res.text;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${p} never came from the read cache`);
}

async function answered(base, method, p, options = {}) {
  const headers = { ...(options.headers || {}) };
  const signal = AbortSignal.timeout(HANG_MS);
  try {
    return await call(base, method, p, { ...options, headers, signal });
  } catch (e) {
    if (e.name === 'TimeoutError') assert.fail(`${method} ${p} hung: no answer within ${HANG_MS} ms`);
    throw e;
  }
}

function assertUnavailable(res, what) {
  assert.equal(res.status, 503, `${what}: ${res.text}`);
  assert.equal(res.body.message, UNAVAILABLE, what);
  assert.ok(Number(res.headers.get('retry-after')) > 0, `${what}: Retry-After`);
}

// The TCP blackhole: every packet to and from 127.0.0.2:port is dropped (nftables, a table
// of this process's own, removed afterwards).
function blackhole(port) {
  const table = `marine_outage_${process.pid}`;
  const nft = (...args) => execFileSync('nft', args, { encoding: 'utf8' });
  nft('add', 'table', 'inet', table);
  nft('add', 'chain', 'inet', table, 'out', '{ type filter hook output priority 0; }');
  nft('add', 'rule', 'inet', table, 'out', 'ip', 'daddr', '127.0.0.2', 'tcp', 'dport', String(port), 'drop');
  nft('add', 'rule', 'inet', table, 'out', 'ip', 'saddr', '127.0.0.2', 'tcp', 'sport', String(port), 'drop');
  let removed = false;
  const remove = () => { if (!removed) { removed = true; nft('delete', 'table', 'inet', table); } };
  cleanups.push(remove);
  return remove;
}

// A session holding every catalogue table (helpers.mjs), released after the test at the latest.
function lockCatalogue(url) {
  const release = lockCatalogueTables(url);
  cleanups.push(release);
  return release;
}

async function metric(base, name) {
  const text = (await answered(base, 'GET', '/metrics')).text;
  const m = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
  return m ? Number(m[1]) : NaN;
}

async function waitFor(what, condition, ms = 15000) {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) assert.fail(`${what} within ${ms} ms`);
    await sleep(100);
  }
}

// Faults: how to cause one and undo it, and what the API can still do meanwhile.
const faults = {
  'stopped cleanly': { cause: ({ dir }) => cluster('stop-fast', dir), undo: ({ dir }) => cluster('start', dir), staff: true, lost: true },
  'killed with kill -9': { cause: ({ dir }) => cluster('kill9', dir), undo: ({ dir }) => cluster('start', dir), staff: true, lost: true },
  'silently dropping packets': {
    listen: '127.0.0.2',
    cause: (c) => { c.undoBlackhole = blackhole(c.port); },
    undo: (c) => c.undoBlackhole(),
    staff: true,
    lost: true,
  },
  // Up, but the catalogue's statements hang: the LISTEN connection still answers, so the
  // read cache still trusts what it holds; what it does not hold waits on the database.
  'up but hanging on a lock': { cause: (c) => { c.release = lockCatalogue(c.tcpUrl); }, undo: (c) => c.release(), staff: false, lost: false },
};

const scenarios = [
  ['stopped cleanly', 'unix socket'], ['stopped cleanly', 'tcp'],
  ['killed with kill -9', 'unix socket'], ['killed with kill -9', 'tcp'],
  ['silently dropping packets', 'tcp'],
  ['up but hanging on a lock', 'unix socket'], ['up but hanging on a lock', 'tcp'],
];

for (const [faultName, topology] of scenarios) {
  const fault = faults[faultName];
  test(`database ${faultName} (${topology}): public reads answer within the deadline, cached ones with their bytes; staff 503; recovery without a restart`, { timeout: 120000 }, async (t) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marine-outage-'));
    const tcpUrl = cluster('create', dir, { PG_LISTEN: fault.listen || '127.0.0.1' });
    cleanups.push(() => cluster('destroy', dir));
    const c = { dir, tcpUrl, port: Number(new URL(tcpUrl).port) };
    const url = topology === 'tcp' ? tcpUrl : cluster('socket-url', dir);
    const api = await startServer({ DATABASE_URL: url, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'info' });
    cleanups.push(() => api.stop());
    // On failure, what the API logged (its requests, and what it noticed of the database).
    t.after(() => { if (!passed) console.log(api.stderr().split('\n').filter((l) => !l.includes('path=/metrics')).slice(-80).map((l) => `# ${l}`).join('\n')); });
    let passed = false;
    const admin = await login(api.base, ADMIN.username, ADMIN.password);
    const first = await call(api.base, 'POST', '/api/products', { body: product(`product_${Date.now()}`), cookie: admin });
    assert.equal(first.status, 201);
    // Read before the fault (so cached); never read (so not).
    const cached = ['/api/products/recent/6', `/api/products/${first.body.id}`, '/api/products', '/api/banners/active'];
    const uncached = ['/api/products/recent/7', '/api/products/category/marine-spares'];
    const before = new Map();
    for (const p of cached) before.set(p, await readUntilCached(api.base, p));

    await fault.cause(c);
    const readEverything = async (when, { stale }) => {
      for (const p of cached) {
        const res = await answered(api.base, 'GET', p);
        assert.equal(res.status, 200, `${when}: ${p} answered from the cache`);
        assert.equal(res.text, before.get(p), `${when}: ${p} has the bytes cached before the fault`);
        if (stale) {
          assert.match(res.headers.get('warning') || '', /^110 /, `${when}: ${p} is marked stale`);
          assert.ok(Number(res.headers.get('age')) >= 0, `${when}: ${p} has an Age`);
        }
      }
      for (const p of uncached) assertUnavailable(await answered(api.base, 'GET', p), `${when}: ${p}`);
    };
    await readEverything('right after the fault', { stale: false });
    const refused = product(`product_${Date.now()}_refused`);
    assertUnavailable(await answered(api.base, 'POST', '/api/products', { body: refused, cookie: admin }), 'a write');
    if (fault.staff) {
      assertUnavailable(await answered(api.base, 'POST', '/api/admin/login', { body: { username: ADMIN.username, password: ADMIN.password } }), 'a login');
    }
    assert.equal((await answered(api.base, 'GET', '/readyz')).status, fault.staff ? 503 : 200, '/readyz');

    if (fault.lost) {
      // Once the LISTEN connection is known lost, the cache answers only as stale-if-error.
      await waitFor('the API noticed its LISTEN connection is gone', async () => (await metric(api.base, 'marine_read_cache_bypassed')) === 1);
    }
    await sleep(2500);  // the pipelines' reconnect attempts and backoff under way
    await readEverything('seconds later', { stale: fault.lost });
    assertUnavailable(await answered(api.base, 'POST', '/api/products', { body: refused, cookie: admin }), 'a write, seconds later');

    await fault.undo(c);
    // Ready: the pool answers (/readyz), and the read pipelines (an uncached read).
    await waitFor('ready again without a restart', async () => (await answered(api.base, 'GET', '/readyz')).status === 200 &&
      (await answered(api.base, 'GET', '/api/products/category/vessel-chartering')).status === 200);
    const second = await call(api.base, 'POST', '/api/products', { body: product(`product_${Date.now()}_2`), cookie: admin });
    assert.equal(second.status, 201, second.text);
    await waitFor('reads fresh again', async () => {
      const res = await answered(api.base, 'GET', '/api/products/recent/6');
      return res.status === 200 && !res.headers.get('warning') && res.body.some((p) => p.id === second.body.id);
    });
    const list = (await answered(api.base, 'GET', '/api/products', { cookie: admin })).body.map((p) => p.id).sort();
    assert.deepEqual(list, [first.body.id, second.body.id].sort(), 'the acknowledged writes, and nothing of the refused one');
    for (const p of uncached) assert.equal((await answered(api.base, 'GET', p)).status, 200, `${p} after recovery`);
    passed = true;
  });
}
