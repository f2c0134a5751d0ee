// Start-up, configuration errors, database outages and graceful shutdown.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { startWithData, psql, root } from './helpers.mjs';
import path from 'node:path';

const bin = process.env.MARINE_API_BIN || path.join(root, 'build/dev/marine-api');

test('bad configuration stops start-up with one clear line and status 2', () => {
  const cases = [
    [{}, /DATABASE_URL is required/],
    [{ DATABASE_URL: 'postgresql:///x', API_PORT: 'eighty' }, /API_PORT must be a whole number/],
    [{ DATABASE_URL: 'postgresql:///x', ALLOWED_ORIGINS: 'example.com' }, /ALLOWED_ORIGINS/],
  ];
  for (const [env, message] of cases) {
    const r = spawnSync(bin, [], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8', timeout: 10000 });
    assert.equal(r.status, 2, r.stderr);
    assert.match(r.stderr, message);
    assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
  }
});

test('an unknown subcommand prints usage and status 2', () => {
  const r = spawnSync(bin, ['frobnicate'], { encoding: 'utf8' });
  assert.equal(r.status, 2);
  assert.match(r.stderr, /usage: marine-api/);
});

test('SIGTERM stops the server cleanly with status 0', async () => {
  const api = await startWithData('');
  assert.equal((await fetch(`${api.base}/healthz`)).status, 200);
  const t0 = Date.now();
  assert.equal(await api.stop('SIGTERM'), 0);
  assert.ok(Date.now() - t0 < 5000, 'stops promptly');
  api.db.drop();
});

test('SIGINT with an idle keep-alive connection open still stops promptly', async () => {
  const api = await startWithData('');
  const net = await import('node:net');
  const { hostname, port } = new URL(api.base);
  const socket = net.connect({ host: hostname, port: Number(port) });
  await new Promise((r) => socket.on('connect', r));
  socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
  await new Promise((r) => socket.once('data', r));
  const t0 = Date.now();
  assert.equal(await api.stop('SIGINT'), 0);
  assert.ok(Date.now() - t0 < 5000, 'idle connections do not hold shutdown');
  socket.destroy();
  api.db.drop();
});

test('when the database goes away: what was cached is still answered, the rest 503 with a message, /readyz not ready; it recovers without a restart', async () => {
  const api = await startWithData("INSERT INTO banners (id, title, description, button_text) VALUES ('banner_1','T','D','Learn More')");
  try {
    assert.equal((await fetch(`${api.base}/api/banners/active`)).status, 200);
    const admin = process.env.TEST_DATABASE_URL;
    psql(admin, '-c', `ALTER DATABASE ${api.db.name} ALLOW_CONNECTIONS false`,
      '-c', `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${api.db.name}'`);

    // Read before the fault: still answered (from the read cache, stale-if-error), also
    // once the cache has learnt that its LISTEN connection went too.
    for (let i = 0; i < 10; i++) {
      assert.equal((await fetch(`${api.base}/api/banners/active`)).status, 200);
      await new Promise((r) => setTimeout(r, 20));
    }
    for (const p of ['/api/products', '/api/products/recent/6']) {
      const res = await fetch(api.base + p);
      assert.equal(res.status, 503, `${p} was never cached: it needs the database`);
      const body = await res.json();
      assert.equal(typeof body.message, 'string');
      assert.doesNotMatch(body.message, /pqxx|postgres|SQL/i, 'no database detail leaks to clients');
    }
    const ready = await fetch(`${api.base}/readyz`);
    assert.equal(ready.status, 503);
    assert.equal((await fetch(`${api.base}/healthz`)).status, 200, 'the process itself is alive');

    psql(admin, '-c', `ALTER DATABASE ${api.db.name} ALLOW_CONNECTIONS true`);
    // Reconnects back off (at most 1 s between attempts): ready again within the 2 s the
    // recovery promises, not necessarily at the very next request.
    let readyAgain = 0;
    for (const started = Date.now(); Date.now() - started < 3000; await new Promise((r) => setTimeout(r, 50))) {
      readyAgain = (await fetch(`${api.base}/readyz`)).status;
      if (readyAgain === 200) break;
    }
    assert.equal(readyAgain, 200);
    assert.equal((await (await fetch(`${api.base}/api/banners/active`)).json()).length, 1);
  } finally {
    await api.close();
  }
});

test('the access log has method, path, status and duration, and never cookies', async () => {
  const api = await startWithData('', { LOG_LEVEL: 'info' });
  await fetch(`${api.base}/api/products?secret=1`, { headers: { Cookie: 'session=topsecretvalue' } });
  await api.close();
  const line = api.stderr().split('\n').find((l) => l.includes('msg=request'));
  assert.ok(line, api.stderr());
  assert.match(line, /method=GET path=\/api\/products status=200 duration_ms=\d+\.\d{3}/);
  assert.doesNotMatch(api.stderr(), /topsecretvalue|secret=1/);
});
