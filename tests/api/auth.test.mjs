// Staff access over HTTP: login, cookies, sessions, expiry, logout, throttling, CSRF.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, call, login, ADMIN } from './helpers.mjs';

const ORIGIN = 'http://127.0.0.1:8080';
let api;
before(async () => {
  api = await startWithData(`INSERT INTO products (id, name, category, description, price, is_visible) VALUES
    ('product_hidden', 'Hidden Tug', 'vessel-chartering', 'Not yet published to the site.', 1, false)`,
  { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ALLOWED_ORIGINS: ORIGIN });
});
after(async () => { await api?.close(); });

test('login answers the user and sets a hardened session cookie', async () => {
  const r = await call(api.base, 'POST', '/api/admin/login', { body: ADMIN });
  assert.equal(r.status, 200);
  assert.deepEqual(Object.keys(r.body.user), ['id', 'name', 'username', 'role']);
  assert.equal(r.body.user.username, 'admin');
  assert.equal(r.body.user.role, 'admin');
  const cookie = r.headers.get('set-cookie');
  assert.match(cookie, /^marine_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax$/);
  assert.equal(r.headers.get('cache-control'), 'no-store');
});

test('the username is matched whatever its case', async () => {
  const r = await call(api.base, 'POST', '/api/admin/login', { body: { username: 'ADMIN', password: ADMIN.password } });
  assert.equal(r.status, 200);
});

test('wrong password and unknown user answer the same 401', async () => {
  const a = await call(api.base, 'POST', '/api/admin/login', { body: { username: 'admin', password: 'nope-nope' } });
  const b = await call(api.base, 'POST', '/api/admin/login', { body: { username: 'ghost_user', password: 'nope-nope' } });
  assert.equal(a.status, 401);
  assert.equal(b.status, 401);
  assert.deepEqual(a.body, { message: 'Invalid credentials' });
  assert.deepEqual(b.body, a.body);
  assert.equal(a.headers.get('set-cookie'), null);
});

test('missing fields are 400 with field errors; non-JSON is 415; bad JSON is 400', async () => {
  const r = await call(api.base, 'POST', '/api/admin/login', { body: { username: '' } });
  assert.equal(r.status, 400);
  assert.deepEqual(r.body.errors.map((e) => e.message), ['Username is required', 'Password is required']);
  const form = await call(api.base, 'POST', '/api/admin/login', {
    body: 'username=admin&password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  assert.equal(form.status, 415);
  assert.equal((await call(api.base, 'POST', '/api/admin/login', { body: '{"username":' })).status, 400);
  assert.equal((await call(api.base, 'POST', '/api/admin/login', { body: { username: 5, password: [] } })).status, 400);
});

test('GET /api/admin/session tells who is logged in; 401 without a session', async () => {
  const cookie = await login(api.base, ADMIN.username, ADMIN.password);
  const me = await call(api.base, 'GET', '/api/admin/session', { cookie });
  assert.equal(me.status, 200);
  assert.equal(me.body.user.username, 'admin');
  for (const c of [undefined, 'marine_session=forged', `marine_session=${'A'.repeat(43)}`]) {
    const r = await call(api.base, 'GET', '/api/admin/session', { cookie: c });
    assert.equal(r.status, 401);
    assert.deepEqual(r.body, { message: 'Authentication required' });
  }
});

test('logout deletes the session and clears the cookie', async () => {
  const cookie = await login(api.base, ADMIN.username, ADMIN.password);
  const out = await call(api.base, 'POST', '/api/admin/logout', { cookie });
  assert.equal(out.status, 204);
  assert.match(out.headers.get('set-cookie'), /^marine_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/);
  assert.equal((await call(api.base, 'GET', '/api/admin/session', { cookie })).status, 401);
  assert.equal((await call(api.base, 'POST', '/api/admin/logout')).status, 204, 'logout without a session is fine');
});

test('staff see invisible products; visitors do not', async () => {
  const cookie = await login(api.base, ADMIN.username, ADMIN.password);
  assert.equal((await call(api.base, 'GET', '/api/products/product_hidden')).status, 404);
  assert.equal((await call(api.base, 'GET', '/api/products/product_hidden', { cookie })).status, 200);
  assert.equal((await call(api.base, 'GET', '/api/products')).body.length, 0);
  assert.equal((await call(api.base, 'GET', '/api/products', { cookie })).body.length, 1);
});

test('state-changing requests from a foreign Origin are refused; the allowed origin passes', async () => {
  const evil = await call(api.base, 'POST', '/api/admin/login', { body: ADMIN, origin: 'https://evil.example' });
  assert.equal(evil.status, 403);
  assert.deepEqual(evil.body, { message: 'Origin not allowed' });
  assert.equal(evil.headers.get('set-cookie'), null);
  const ok = await call(api.base, 'POST', '/api/admin/login', { body: ADMIN, origin: ORIGIN });
  assert.equal(ok.status, 200);
  assert.equal(ok.headers.get('access-control-allow-origin'), ORIGIN);
  assert.equal(ok.headers.get('access-control-allow-credentials'), 'true');
});

test('throttling: after 5 failures the username is refused with 429 and Retry-After, even with the right password', async () => {
  const throttled = await startWithData('', { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'correct-horse-9' });
  try {
    const codes = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await call(throttled.base, 'POST', '/api/admin/login', { body: { username: 'chief', password: `bad-${i}` } })).status);
    }
    assert.deepEqual(codes, [401, 401, 401, 401, 401]);
    const r = await call(throttled.base, 'POST', '/api/admin/login', { body: { username: 'chief', password: 'correct-horse-9' } });
    assert.equal(r.status, 429);
    assert.match(r.body.message, /^Too many failed login attempts\. Try again in \d+ seconds\.$/);
    assert.ok(Number(r.headers.get('retry-after')) >= 25 && Number(r.headers.get('retry-after')) <= 30);
    // Another username from the same address is not locked yet.
    assert.equal((await call(throttled.base, 'POST', '/api/admin/login', { body: { username: 'other', password: 'x' } })).status, 401);
  } finally {
    await throttled.close();
  }
});

test('throttling per address: many usernames from one address are refused too', async () => {
  const throttled = await startWithData('', { LOGIN_MAX_FAILURES_PER_ADDRESS: '3' });
  try {
    const codes = [];
    for (const u of ['aaa', 'bbb', 'ccc', 'ddd']) {
      codes.push((await call(throttled.base, 'POST', '/api/admin/login', { body: { username: u, password: 'x' } })).status);
    }
    assert.deepEqual(codes, [401, 401, 401, 429]);
  } finally {
    await throttled.close();
  }
});

test('the throttle state lives in PostgreSQL: a second API instance sees the lockout', async () => {
  const first = await startWithData('', { LOGIN_MAX_FAILURES: '2' });
  try {
    for (let i = 0; i < 2; i++) await call(first.base, 'POST', '/api/admin/login', { body: { username: 'shared', password: 'x' } });
    const { startServer } = await import('./helpers.mjs');
    const second = await startServer({ DATABASE_URL: first.db.url, LOGIN_MAX_FAILURES: '2' });
    try {
      assert.equal((await call(second.base, 'POST', '/api/admin/login', { body: { username: 'shared', password: 'x' } })).status, 429);
    } finally {
      await second.stop();
    }
  } finally {
    await first.close();
  }
});

test('sessions expire when idle and at their absolute limit', async () => {
  const short = await startWithData('', {
    ADMIN_PASSWORD: ADMIN.password, SESSION_IDLE_SECONDS: '2', SESSION_MAX_AGE_SECONDS: '4',
  });
  try {
    // Idle: unused for longer than 2 s.
    const idle = await login(short.base, 'admin', ADMIN.password);
    assert.equal((await call(short.base, 'GET', '/api/admin/session', { cookie: idle })).status, 200);
    await new Promise((r) => setTimeout(r, 2600));
    assert.equal((await call(short.base, 'GET', '/api/admin/session', { cookie: idle })).status, 401);

    // Absolute: used every second, still over after 4 s.
    const busy = await login(short.base, 'admin', ADMIN.password);
    const t0 = Date.now();
    let last = 200;
    while (Date.now() - t0 < 5000 && last === 200) {
      await new Promise((r) => setTimeout(r, 700));
      last = (await call(short.base, 'GET', '/api/admin/session', { cookie: busy })).status;
    }
    assert.equal(last, 401);
    assert.ok(Date.now() - t0 >= 3500, 'kept alive by use until the absolute limit');
  } finally {
    await short.close();
  }
});

test('COOKIE_SECURE adds Secure to the session cookie', async () => {
  const secure = await startWithData('', { ADMIN_PASSWORD: ADMIN.password, COOKIE_SECURE: 'true' });
  try {
    const r = await call(secure.base, 'POST', '/api/admin/login', { body: ADMIN });
    assert.match(r.headers.get('set-cookie'), /; Secure$/);
  } finally {
    await secure.close();
  }
});
