// Security checks in one place (docs/security.md): who may call every write route, session
// fixation, CSRF on every state-changing route (multipart included), uploads that can
// never be served as a page, and the headers every answer carries.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startWithData, call, login, psql, root, FIXTURE_SQL, ADMIN, eventually } from './helpers.mjs';

let api;
let admin;
let sub;
before(async () => {
  api = await startWithData(FIXTURE_SQL, { ADMIN_PASSWORD: ADMIN.password, ALLOWED_ORIGINS: 'https://site.example' });
  admin = await login(api.base, ADMIN.username, ADMIN.password);
  await call(api.base, 'POST', '/api/admin/sub-users', { body: { name: 'Deck Hand', username: 'deck_hand', password: 'rope-knot' }, cookie: admin });
  sub = await login(api.base, 'deck_hand', 'rope-knot');
});
after(async () => { await api?.close(); });

const png = fs.readFileSync(path.join(root, 'tests/fixtures/images/tiny.png'));
let seq = 0;
const fresh = () => `${Date.now()}${seq++}`;
const productBody = () => ({
  name: 'Fender', description: 'Cylindrical fender 300 x 900 mm.', price: '300.00', category: 'marine-spares', image: '/uploads/placeholder.jpg',
});
const bannerBody = () => ({ title: 'Season', description: 'Season', buttonText: 'Learn More', image: '/uploads/b.webp', displayOrder: 1 });
const newProduct = async () => (await call(api.base, 'POST', '/api/products', { body: productBody(), cookie: admin })).body.id;
const newBanner = async () => {
  psql(api.db.url, '-c', 'DELETE FROM banners');
  return (await call(api.base, 'POST', '/api/banners', { body: bannerBody(), cookie: admin })).body.id;
};
const newSubUser = async () => (await call(api.base, 'POST', '/api/admin/sub-users', {
  body: { name: 'Temp', username: `temp_${fresh()}`, password: 'temporary' }, cookie: admin,
})).body.id;

function form(field) {
  const f = new FormData();
  f.append(field, new Blob([png], { type: 'image/png' }), 'a.png');
  return f;
}
async function send(method, route, { body, multipart, cookie, origin } = {}) {
  const headers = {};
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  if (multipart) return (await fetch(api.base + route, { method, headers, body: form(multipart) })).status;
  return (await call(api.base, method, route, { body, cookie, origin })).status;
}

// [method, route (made fresh for each caller), body or multipart field, expected for anonymous, sub-user, admin]
const routes = [
  ['POST', async () => '/api/products', { body: productBody() }, [401, 201, 201]],
  ['PATCH', async () => `/api/products/${await newProduct()}`, { body: { price: '1.00' } }, [401, 200, 200]],
  ['DELETE', async () => `/api/products/${await newProduct()}`, {}, [401, 403, 204]],
  ['GET', async () => '/api/banners', {}, [401, 403, 200]],
  ['POST', async () => { psql(api.db.url, '-c', 'DELETE FROM banners'); return '/api/banners'; }, { body: bannerBody() }, [401, 403, 201]],
  ['PATCH', async () => `/api/banners/${await newBanner()}`, { body: { title: 'New' } }, [401, 403, 200]],
  ['DELETE', async () => `/api/banners/${await newBanner()}`, {}, [401, 403, 204]],
  ['GET', async () => '/api/admin/sub-users', {}, [401, 403, 200]],
  ['POST', async () => '/api/admin/sub-users', { body: { name: 'Xavier', username: `x_${fresh()}`, password: 'password1' } }, [401, 403, 201]],
  ['PATCH', async () => `/api/admin/sub-users/${await newSubUser()}`, { body: { name: 'Yusuf' } }, [401, 403, 200]],
  ['DELETE', async () => `/api/admin/sub-users/${await newSubUser()}`, {}, [401, 403, 204]],
  ['POST', async () => '/api/upload', { multipart: 'images' }, [401, 201, 201]],
  ['POST', async () => '/api/upload/banner', { multipart: 'file' }, [401, 403, 201]],
  ['GET', async () => '/api/admin/insights?from=2026-01-01&to=2026-01-31', {}, [401, 403, 200]],
  ['GET', async () => '/api/admin/insights.csv?from=2026-01-01&to=2026-01-31', {}, [401, 403, 200]],
];

test('role matrix: every staff route refuses visitors (401), admin-only routes refuse sub-users (403)', async () => {
  for (const [method, makeRoute, options, expected] of routes) {
    const got = [];
    for (const cookie of [undefined, sub, admin]) {
      const body = typeof options.body === 'object' ? { ...options.body, ...(options.body.username ? { username: `u_${fresh()}` } : {}) } : undefined;
      got.push(await send(method, await makeRoute(), { ...options, body, cookie }));
    }
    assert.deepEqual(got, expected, `${method} ${(await makeRoute()).replace(/\/[^/]*_\d+$/, '/:id')}`);
  }
});

test('CSRF: every state-changing route refuses a foreign Origin (403) before anything changes', async () => {
  const snapshot = () => psql(api.db.url, '-tAc', "SELECT (SELECT count(*) FROM products) || '/' || (SELECT count(*) FROM banners) || '/' || (SELECT count(*) FROM users)");
  for (const [method, makeRoute, options] of routes.filter(([m]) => m !== 'GET')) {
    const route = await makeRoute();
    const before = snapshot();
    for (const origin of ['https://evil.example', 'null', 'https://site.example.evil.example']) {
      assert.equal(await send(method, route, { ...options, cookie: admin, origin }), 403, `${method} ${route} from ${origin}`);
    }
    assert.equal(snapshot(), before, `${method} ${route} changed something`);
  }
  assert.equal(await send('POST', '/api/products', { body: productBody(), cookie: admin, origin: 'https://site.example' }), 201);
  assert.equal(await send('POST', '/api/admin/login', { body: { username: 'x', password: 'y' }, origin: 'https://evil.example' }), 403);
});

test('session fixation: a cookie chosen before login is never a session; login issues a new one', async () => {
  const planted = 'marine_session=' + 'A'.repeat(43);
  assert.equal((await call(api.base, 'GET', '/api/admin/session', { cookie: planted })).status, 401);
  const res = await call(api.base, 'POST', '/api/admin/login', { body: { username: ADMIN.username, password: ADMIN.password }, cookie: planted });
  assert.equal(res.status, 200);
  const issued = res.headers.get('set-cookie').split(';')[0];
  assert.notEqual(issued, planted);
  assert.equal((await call(api.base, 'GET', '/api/admin/session', { cookie: planted })).status, 401);
  assert.equal((await call(api.base, 'GET', '/api/admin/session', { cookie: issued })).status, 200);
  // The previous session of the same browser is not carried over either.
  const again = await call(api.base, 'POST', '/api/admin/login', { body: { username: ADMIN.username, password: ADMIN.password }, cookie: issued });
  assert.notEqual(again.headers.get('set-cookie').split(';')[0], issued);
});

test('an upload can never become a page or a script on our origin', async () => {
  const html = new FormData();
  html.append('images', new Blob(['<!doctype html><script>alert(document.cookie)</script>'], { type: 'text/html' }), 'x.html');
  assert.equal((await fetch(api.base + '/api/upload', { method: 'POST', body: html, headers: { cookie: admin } })).status, 415);
  // A GIF/HTML polyglot: a valid GIF signature followed by markup is not a decodable image.
  const polyglot = new FormData();
  polyglot.append('images', new Blob(['GIF89a/*<script>alert(1)</script>*/'], { type: 'image/gif' }), 'x.gif');
  assert.equal((await fetch(api.base + '/api/upload', { method: 'POST', body: polyglot, headers: { cookie: admin } })).status, 415);
  const ok = await fetch(api.base + '/api/upload', { method: 'POST', body: form('images'), headers: { cookie: admin } });
  const [url] = (await ok.json()).urls;
  assert.match(url, /^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
  const served = await fetch(api.base + url);
  assert.equal(served.headers.get('content-type'), 'image/webp');
  assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
  for (const p of ['/uploads/x.html', '/uploads/x.svg.html', '/uploads/.incoming/x.part', '/uploads/images/../../etc/passwd']) {
    assert.equal((await fetch(api.base + p)).status, 404, p);
  }
});

test('every answer says nosniff and no-referrer', async () => {
  for (const [method, route] of [['GET', '/api/products'], ['GET', '/nope'], ['POST', '/api/admin/login'], ['GET', '/healthz']]) {
    const res = await call(api.base, method, route, method === 'POST' ? { body: {} } : {});
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', route);
    assert.equal(res.headers.get('referrer-policy'), 'no-referrer', route);
  }
});

test('logs never contain passwords, session tokens or cookies, even at debug level', async () => {
  const noisy = await startWithData('', { ADMIN_PASSWORD: 'Secret-Harbour-Pass-1', LOG_LEVEL: 'debug' });
  try {
    const cookie = await login(noisy.base, ADMIN.username, 'Secret-Harbour-Pass-1');
    await call(noisy.base, 'GET', '/api/admin/session', { cookie });
    await call(noisy.base, 'POST', '/api/admin/login', { body: { username: 'admin', password: 'Wrong-Guess-Pass-2' } });
    await call(noisy.base, 'POST', '/api/admin/sub-users', { body: { name: 'Deck Hand', username: 'deck', password: 'Sub-User-Pass-3' }, cookie });
    await call(noisy.base, 'POST', '/api/admin/logout', { cookie });
    // A request's line is written after its answer is sent: wait until the last one is there.
    const log = await eventually(() => noisy.stderr(), (text) => /path=\/api\/admin\/logout/.test(text));
    assert.match(log, /path=\/api\/admin\/login/, 'the requests were logged');
    const token = cookie.split('=')[1];
    for (const secret of ['Secret-Harbour-Pass-1', 'Wrong-Guess-Pass-2', 'Sub-User-Pass-3', token]) {
      assert.ok(!log.includes(secret), `the log contains ${secret.slice(0, 6)}…`);
    }
  } finally {
    await noisy.close();
  }
});
