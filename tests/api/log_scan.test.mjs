// After a hostile run, neither the API's log (at debug level) nor PostgreSQL's own log holds a
// password, a password hash ($argon2…) or a session token (docs/security.md, "Secrets in logs").
// The run includes database errors whose failing row holds a sub-user's hash: a constraint this
// test adds to its own cluster's database breaks the insert, the API answers 500 and logs the
// SQLSTATE and constraint only; PostgreSQL logs tersely (scripts/lib/pg.sh), without the DETAIL
// that quotes the row.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, call, login, psql, root, ADMIN, productBody } from './helpers.mjs';

const cleanups = [];
after(async () => { for (const c of cleanups.reverse()) await c(); });

const cluster = (command, dir) => execFileSync(path.join(root, 'tests/api/pg-cluster.sh'), [command, dir], { encoding: 'utf8' }).trim();

test('logs after a hostile run carry no password, hash or session token', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marine-log-scan-'));
  const url = cluster('create', dir);
  cleanups.push(() => cluster('destroy', dir));
  const dbUrl = url.replace(/\/postgres$/, '/marine');
  psql(url, '-c', 'CREATE DATABASE marine');
  const migrate = spawn(process.env.MARINE_API_BIN || path.join(root, 'build/dev/marine-api'), ['migrate'],
    { env: { PATH: process.env.PATH, DATABASE_URL: dbUrl, LOG_LEVEL: 'warn' } });
  assert.equal((await once(migrate, 'exit'))[0], 0);
  // A rule the API does not know: any name of 16 characters or more breaks it.
  psql(dbUrl, '-c', 'ALTER TABLE users ADD CONSTRAINT users_name_log_scan CHECK (length(name) < 16)');

  const api = await startServer({ DATABASE_URL: dbUrl, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'debug' });
  cleanups.push(() => api.stop());
  const secrets = [ADMIN.password, 'Sub-User-Secret-9', 'Guess-Not-Right-7', 'Nul-In-Pass\u0000word', 'Typed-As-Name-Secret-3'];
  const cookie = await login(api.base, ADMIN.username, ADMIN.password);
  secrets.push(cookie.split('=')[1]);

  const failed = await call(api.base, 'POST', '/api/admin/sub-users', {
    body: { name: 'A sub-user name that is long', username: 'long_name', password: 'Sub-User-Secret-9' }, cookie,
  });
  assert.equal(failed.status, 500, `the added constraint breaks the insert: ${failed.text}`);
  assert.doesNotMatch(failed.text, /argon2|long_name|users_name/, 'the client is told nothing');
  for (const body of [
    { name: 'Nul\u0000Name', username: 'nul_name', password: 'Sub-User-Secret-9' },
    { name: 'Fine', username: 'nul\u0000user', password: 'Sub-User-Secret-9' },
    { name: 'Fine', username: 'nul_pass', password: 'Nul-In-Pass\u0000word' },
  ]) {
    assert.equal((await call(api.base, 'POST', '/api/admin/sub-users', { body, cookie })).status, 400);
  }
  await call(api.base, 'POST', '/api/admin/login', { body: { username: ADMIN.username, password: 'Guess-Not-Right-7' } });
  await call(api.base, 'POST', '/api/admin/login', { body: { username: 'admin\u0000', password: 'Guess-Not-Right-7' } });
  await call(api.base, 'POST', '/api/products', { body: { name: 'x\u0000y', description: 'a\u0000b', price: 1 }, cookie });
  // The second review's inputs (docs/security.md): a password typed into the username field,
  // dates PostgreSQL cannot hold, a reversed name and a key the API does not know.
  await call(api.base, 'POST', '/api/admin/login', { body: { username: 'Typed-As-Name-Secret-3', password: 'x' } });
  for (const query of ['?from=0000-01-01', '?to=9999-12-31', '?before=0000-01-01T00:00:00Z']) {
    assert.equal((await call(api.base, 'GET', `/api/admin/activity${query}`, { cookie })).status, 400, query);
  }
  const product = productBody();
  for (const body of [{ ...product, timestamp: '0000-01-01T00:00:00Z' }, { ...product, name: 'Evil\u202E name' },
    { ...product, role: 'admin' }]) {
    assert.equal((await call(api.base, 'POST', '/api/products', { body, cookie })).status, 400, JSON.stringify(body));
  }
  // The third review's inputs on leads, blocks and text: a quote past what an amount holds,
  // a date nobody can book, a note faking the server's lines, a non-character.
  const vessel = await call(api.base, 'POST', '/api/products', { cookie, body: productBody({ category: 'vessel-chartering',
    name: 'Log Scan Tug', charter: { hourlyRate: '9000000.00', dailyRate: null, minimumHours: 1, minimumRules: [],
      overtimeStepMinutes: 60, datePrices: [], extras: [], depositPercent: 10, cancellationTerms: '', cancellationTermsAr: '',
      turnaroundMinutes: 0 } }) });
  assert.equal(vessel.status, 201, vessel.text);
  const tomorrow = new Date(Date.now() + 4 * 3600e3 + 86400e3).toISOString().slice(0, 10);
  for (const date of [tomorrow, '1999-01-01', '9999-12-31']) {
    const r = await call(api.base, 'POST', `/api/charters/${vessel.body.id}/quote`, { body: { date, start: '00:00', hours: 24, guests: 1 } });
    assert.equal(r.status, 400, r.text);
  }
  const faked = await call(api.base, 'POST', '/api/enquiries', { body: { items: [{ productId: vessel.body.id }], channel: 'email',
    lang: 'en', page: '/', note: 'x\r\nReference: Q-AAAA\nOpen the lead: https://evil.example/' } });
  assert.equal(faked.status, 201, faked.text);
  assert.equal((await call(api.base, 'POST', '/api/products', { body: productBody({ name: 'Anchor \uFFFF' }), cookie })).status, 400);
  // Issue #54's searches and months: operators alone overflowed websearch_to_tsquery's stack
  // (a 500, logged as an error); months nobody can book are refused before any read.
  assert.equal((await call(api.base, 'POST', '/api/products', { body: productBody({ name: 'Log Scan Anchor' }), cookie })).status, 201);
  for (const q of ['-'.repeat(33), '-'.repeat(200), '- '.repeat(60), '!!!!', '""""', '((((', '-!-(-)-&-|"'.repeat(18)]) {
    assert.equal((await call(api.base, 'GET', `/api/products/search?${new URLSearchParams({ q })}`)).status, 200, q);
  }
  for (const m of ['2000-01', '9999-12', '0000-01', '2026-13', '10000-01']) {
    assert.equal((await call(api.base, 'GET', `/api/charters/any_vessel/availability?month=${m}`)).status, 400, m);
  }
  await call(api.base, 'POST', '/api/admin/logout', { cookie });
  await api.stop();

  const apiLog = api.stderr();
  const pgLog = fs.readFileSync(path.join(dir, 'server.log'), 'utf8');
  assert.match(apiLog, /msg=handler_failed .*error="database error sqlstate=23514 constraint=users_name_log_scan"/,
    'the failure is logged, by SQLSTATE and constraint');
  assert.match(pgLog, /violates check constraint "users_name_log_scan"/, "PostgreSQL's log has the error line");
  assert.doesNotMatch(apiLog + pgLog, /tsquery stack|XX000/, 'no search overflowed the tsquery stack');
  for (const [name, log] of [['API', apiLog], ['PostgreSQL', pgLog]]) {
    assert.doesNotMatch(log, /\$argon2/, `${name} log: a password hash`);
    assert.doesNotMatch(log, /DETAIL|Failing row|STATEMENT/, `${name} log: row data or a statement`);
    for (const secret of secrets) assert.ok(!log.includes(secret), `${name} log contains ${secret.slice(0, 6)}…`);
  }
});
