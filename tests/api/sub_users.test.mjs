// Sub-user management and the role matrix, over HTTP against the real server.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, call, login, ADMIN } from './helpers.mjs';

let api;
let admin;
before(async () => {
  api = await startWithData('', { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  admin = await login(api.base, ADMIN.username, ADMIN.password);
});
after(async () => { await api?.close(); });

let n = 0;
async function createSubUser(fields = {}) {
  n += 1;
  const body = { name: `Crew Member ${n}`, username: `crew_${n}_${Date.now() % 100000}`, password: 'deckhand1', ...fields };
  const r = await call(api.base, 'POST', '/api/admin/sub-users', { body, cookie: admin });
  assert.equal(r.status, 201, r.text);
  return { ...r.body, password: body.password };
}

function assertNoSecrets(r) {
  assert.doesNotMatch(r.text, /password|argon2/i, `no password or hash in ${r.text.slice(0, 200)}`);
}

test('admin creates a sub-user: 201, the shape of docs/behaviour.md, no password or hash', async () => {
  const r = await call(api.base, 'POST', '/api/admin/sub-users', {
    body: { name: '  Sara Navigator ', username: 'sara_nav', password: 'compass9' }, cookie: admin,
  });
  assert.equal(r.status, 201);
  assert.deepEqual(Object.keys(r.body), ['id', 'name', 'username', 'role', 'isActive', 'createdAt', 'updatedAt']);
  assert.match(r.body.id, /^user_\d+$/);
  assert.equal(r.body.name, 'Sara Navigator');
  assert.equal(r.body.role, 'sub_user');
  assert.equal(r.body.isActive, true);
  assertNoSecrets(r);
  const list = await call(api.base, 'GET', '/api/admin/sub-users', { cookie: admin });
  assert.equal(list.status, 200);
  assert.ok(list.body.some((u) => u.username === 'sara_nav'));
  assert.ok(list.body.every((u) => u.role === 'sub_user'), 'the admin account is not listed');
  assertNoSecrets(list);
});

test('validation uses the fixed messages as field errors (docs/behaviour.md)', async () => {
  const r = await call(api.base, 'POST', '/api/admin/sub-users', { body: { name: 'S', username: 'a b', password: '123' }, cookie: admin });
  assert.equal(r.status, 400);
  assert.equal(r.body.message, 'Name must be at least 2 characters');
  assert.deepEqual(r.body.errors, [
    { field: 'name', message: 'Name must be at least 2 characters' },
    { field: 'username', message: 'Username can only contain letters, numbers, and underscores' },
    { field: 'password', message: 'Password must be at least 6 characters' },
  ]);
  const empty = await call(api.base, 'POST', '/api/admin/sub-users', { body: {}, cookie: admin });
  assert.deepEqual(empty.body.errors.map((e) => e.message), ['Name is required', 'Username is required', 'Password is required']);
  const short = await call(api.base, 'POST', '/api/admin/sub-users', { body: { name: 'Ab', username: 'ab', password: '123456' }, cookie: admin });
  assert.deepEqual(short.body.errors, [{ field: 'username', message: 'Username must be at least 3 characters' }]);
});

test('a taken username is 409, whatever its case, including the admin’s', async () => {
  const u = await createSubUser();
  for (const username of [u.username.toUpperCase(), 'Admin']) {
    const r = await call(api.base, 'POST', '/api/admin/sub-users', { body: { name: 'Dup Licate', username, password: 'secret1' }, cookie: admin });
    assert.equal(r.status, 409, username);
    assert.deepEqual(r.body, { message: 'Username is already taken' });
  }
});

test('edit without a password keeps it; with one, changes it and ends the user’s sessions', async () => {
  const u = await createSubUser();
  const session = await login(api.base, u.username, u.password);
  const renamed = await call(api.base, 'PATCH', `/api/admin/sub-users/${u.id}`, {
    body: { name: 'Renamed Crew', username: u.username, password: '' }, cookie: admin,
  });
  assert.equal(renamed.status, 200);
  assert.equal(renamed.body.name, 'Renamed Crew');
  assertNoSecrets(renamed);
  assert.equal((await call(api.base, 'GET', '/api/admin/session', { cookie: session })).status, 200, 'still logged in');
  await login(api.base, u.username, u.password);

  const changed = await call(api.base, 'PATCH', `/api/admin/sub-users/${u.id}`, { body: { password: 'new-secret' }, cookie: admin });
  assert.equal(changed.status, 200);
  assert.equal((await call(api.base, 'GET', '/api/admin/session', { cookie: session })).status, 401);
  assert.equal((await call(api.base, 'POST', '/api/admin/login', { body: { username: u.username, password: u.password } })).status, 401);
  await login(api.base, u.username, 'new-secret');
});

test('deactivation refuses login and ends sessions; reactivation lets the user in again', async () => {
  const u = await createSubUser();
  const session = await login(api.base, u.username, u.password);
  const off = await call(api.base, 'PATCH', `/api/admin/sub-users/${u.id}`, { body: { isActive: false }, cookie: admin });
  assert.equal(off.status, 200);
  assert.equal(off.body.isActive, false);
  assert.equal((await call(api.base, 'GET', '/api/admin/session', { cookie: session })).status, 401);
  const refused = await call(api.base, 'POST', '/api/admin/login', { body: { username: u.username, password: u.password } });
  assert.equal(refused.status, 401);
  assert.deepEqual(refused.body, { message: 'Invalid credentials' });
  await call(api.base, 'PATCH', `/api/admin/sub-users/${u.id}`, { body: { isActive: true }, cookie: admin });
  await login(api.base, u.username, u.password);
});

test('delete removes the user and ends their sessions; unknown ids are 404', async () => {
  const u = await createSubUser();
  const session = await login(api.base, u.username, u.password);
  assert.equal((await call(api.base, 'DELETE', `/api/admin/sub-users/${u.id}`, { cookie: admin })).status, 204);
  assert.equal((await call(api.base, 'GET', '/api/admin/session', { cookie: session })).status, 401);
  for (const id of [u.id, 'user_0', 'x'.repeat(300), "user_1'--"]) {
    assert.equal((await call(api.base, 'DELETE', `/api/admin/sub-users/${encodeURIComponent(id)}`, { cookie: admin })).status, 404, id);
    assert.equal((await call(api.base, 'PATCH', `/api/admin/sub-users/${encodeURIComponent(id)}`, { body: { name: 'Xy Z' }, cookie: admin })).status, 404, id);
  }
});

test('the admin account cannot be edited or deleted through the sub-user API', async () => {
  const me = await call(api.base, 'GET', '/api/admin/session', { cookie: admin });
  assert.equal((await call(api.base, 'PATCH', `/api/admin/sub-users/${me.body.user.id}`, { body: { isActive: false }, cookie: admin })).status, 404);
  assert.equal((await call(api.base, 'DELETE', `/api/admin/sub-users/${me.body.user.id}`, { cookie: admin })).status, 404);
  assert.equal((await call(api.base, 'GET', '/api/admin/session', { cookie: admin })).status, 200);
});

test('role matrix: anonymous 401, sub_user 403, admin allowed, on every sub-user route', async () => {
  const target = await createSubUser();
  const sub = await createSubUser();
  const subCookie = await login(api.base, sub.username, sub.password);
  const routes = [
    ['GET', '/api/admin/sub-users', undefined, 200],
    ['POST', '/api/admin/sub-users', () => ({ name: 'Matrix Made', username: `matrix_${Date.now() % 1e6}`, password: 'secret1' }), 201],
    ['PATCH', `/api/admin/sub-users/${target.id}`, () => ({ name: 'Matrix Edit' }), 200],
    ['DELETE', `/api/admin/sub-users/${target.id}`, undefined, 204],
  ];
  for (const [method, path, body, adminStatus] of routes) {
    const anon = await call(api.base, method, path, { body: body?.() });
    assert.equal(anon.status, 401, `anonymous ${method} ${path}`);
    assert.deepEqual(anon.body, { message: 'Authentication required' });
    const asSub = await call(api.base, method, path, { body: body?.(), cookie: subCookie });
    assert.equal(asSub.status, 403, `sub_user ${method} ${path}`);
    assert.deepEqual(asSub.body, { message: 'Forbidden' });
    const asAdmin = await call(api.base, method, path, { body: body?.(), cookie: admin });
    assert.equal(asAdmin.status, adminStatus, `admin ${method} ${path}: ${asAdmin.text}`);
  }
  const me = await call(api.base, 'GET', '/api/admin/session', { cookie: subCookie });
  assert.equal(me.status, 200);
  assert.equal(me.body.user.role, 'sub_user', 'a sub-user has a session too');
});
