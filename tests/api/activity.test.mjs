// The activity log over HTTP against the real server (docs/activity-log.md): who did what,
// the filters and their validation, keyset paging and the role matrix.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, call, login, psql, ADMIN, productBody } from './helpers.mjs';

let api;
let admin;
let crew;
let crewUser;
before(async () => {
  api = await startWithData('', { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  admin = await login(api.base, ADMIN.username, ADMIN.password);
  const created = await call(api.base, 'POST', '/api/admin/sub-users', {
    body: { name: 'Log Crew', username: 'log_crew', password: 'deckhand1' }, cookie: admin,
  });
  assert.equal(created.status, 201, created.text);
  crewUser = created.body;
  crew = await login(api.base, 'log_crew', 'deckhand1');
});
after(async () => { await api?.close(); });

const activity = (query, cookie = admin) => call(api.base, 'GET', `/api/admin/activity${query}`, { cookie });

test('a sub-user’s price change names the sub-user and the old and new price', async () => {
  const created = await call(api.base, 'POST', '/api/products', { body: productBody({ price: '1200.00' }), cookie: crew });
  assert.equal(created.status, 201, created.text);
  const id = created.body.id;
  const changed = await call(api.base, 'PATCH', `/api/products/${id}`, { body: { price: '1350.50' }, cookie: crew });
  assert.equal(changed.status, 200, changed.text);

  const r = await activity(`?entity=product&entityId=${id}`);
  assert.equal(r.status, 200, r.text);
  assert.equal(r.headers.get('cache-control'), 'no-store');
  assert.deepEqual(r.body.entries.map((e) => e.action), ['update', 'create']);
  const [update, create] = r.body.entries;
  assert.deepEqual(Object.keys(update), ['id', 'at', 'actor', 'action', 'entity', 'entityId', 'changes']);
  assert.deepEqual(update.actor, { id: crewUser.id, username: 'log_crew', role: 'sub_user' });
  assert.equal(update.entityId, id);
  assert.deepEqual(update.changes, { price: { before: '1200.00', after: '1350.50' } });
  assert.match(update.at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.equal(create.changes.name.after, 'Anchor Chain');
  assert.equal(create.changes.timestamp.after, created.body.timestamp, 'the create entry is the row as created');
  assert.equal(r.body.next, null);
});

test('sign-ins, failures, account changes and settings are recorded; never a password', async () => {
  const wrong = await call(api.base, 'POST', '/api/admin/login', { body: { username: 'log_crew', password: 'wrong-one' } });
  assert.equal(wrong.status, 401);
  const patched = await call(api.base, 'PATCH', `/api/admin/sub-users/${crewUser.id}`, {
    body: { password: 'new-deckhand-2' }, cookie: admin,
  });
  assert.equal(patched.status, 200, patched.text);
  crew = await login(api.base, 'log_crew', 'new-deckhand-2');  // the change ended the old session
  const settings = await call(api.base, 'GET', '/api/settings');
  const saved = await call(api.base, 'PUT', '/api/admin/settings', {
    body: { ...settings.body, companyName: 'Logged Marine' }, cookie: admin,
  });
  assert.equal(saved.status, 200, saved.text);

  const failed = await activity('?action=login_failed');
  assert.equal(failed.body.entries[0].actor, null);
  assert.deepEqual(failed.body.entries[0].changes, { username: { before: null, after: 'log_crew' } });
  const account = await activity(`?entity=user&entityId=${crewUser.id}`);
  assert.deepEqual(account.body.entries[0].changes, { password: { changed: true } });
  assert.equal(account.body.entries.at(-1).action, 'create');
  const logins = await activity('?entity=session&action=login');
  assert.ok(logins.body.entries.some((e) => e.actor?.username === 'log_crew'));
  const settingsLog = await activity('?entity=settings');
  assert.deepEqual(settingsLog.body.entries[0].changes.companyName.after, 'Logged Marine');

  const everything = await activity('?limit=100');
  assert.doesNotMatch(everything.text, /argon2|deckhand1|new-deckhand-2|wrong-one/);
});

test('a failed login with a name that is no account’s keeps nothing of what was typed', async () => {
  const typed = 'hunter2_secret_pw';  // a password typed into the username field
  const r = await call(api.base, 'POST', '/api/admin/login', { body: { username: typed, password: 'hunter2' } });
  assert.equal(r.status, 401);
  const failed = await activity('?action=login_failed');
  assert.deepEqual(failed.body.entries[0].changes, { unknownUsername: { before: null, after: true } });
  const stored = psql(api.db.url, '-At', '-c', 'SELECT changes::text FROM activity_log UNION ALL SELECT key FROM login_throttle');
  assert.ok(!stored.includes(typed), 'neither the activity log nor the throttle table holds the name');
});

test('keyset paging walks every entry once, newest first', async () => {
  for (let i = 0; i < 6; i += 1) {
    const r = await call(api.base, 'POST', '/api/products', { body: productBody({ name: `Paged Item ${i}` }), cookie: admin });
    assert.equal(r.status, 201);
  }
  const all = (await activity('?limit=100&action=create&entity=product')).body.entries;
  assert.ok(all.length >= 7);
  const walked = [];
  let next = '';
  for (let page = 0; page < 20; page += 1) {
    const r = await activity(`?limit=2&action=create&entity=product${next ? `&before=${encodeURIComponent(next)}` : ''}`);
    assert.equal(r.status, 200, r.text);
    walked.push(...r.body.entries.map((e) => e.id));
    if (!r.body.next) break;
    next = r.body.next;
  }
  assert.deepEqual(walked, all.map((e) => e.id));
  const times = all.map((e) => e.at);
  assert.deepEqual([...times].sort().reverse(), times, 'newest first');
});

test('filters by actor and by dates', async () => {
  const mine = await activity(`?actor=${crewUser.id}&limit=100`);
  assert.ok(mine.body.entries.length > 0);
  assert.ok(mine.body.entries.every((e) => e.actor?.id === crewUser.id));
  const today = new Date().toISOString().slice(0, 10);
  assert.ok((await activity(`?from=${today}&to=${today}`)).body.entries.length > 0, 'to takes in the whole day');
  assert.equal((await activity('?from=2000-01-01&to=2000-12-31')).body.entries.length, 0);
});

test('every query parameter is checked: 400 with the parameter and a message', async () => {
  const cases = [
    ['?limit=0', 'limit'], ['?limit=101', 'limit'], ['?limit=ten', 'limit'], ['?action=drop', 'action'],
    ['?entity=table', 'entity'], ['?entityId=a%20b', 'entityId'], ['?actor=x;y', 'actor'], ['?from=2026-13-01', 'from'],
    ['?to=yesterday', 'to'], ['?before=12', 'before'], ['?before=2026-11-25T10:00:00.000000Z_x', 'before'],
    ['?colour=red', 'colour'], ['?limit=5&limit=6', 'limit'], ['?from=2026-02-01&to=2026-01-01', 'to'],
  ];
  for (const [query, field] of cases) {
    const r = await activity(query);
    assert.equal(r.status, 400, `${query}: ${r.text}`);
    assert.ok(r.body.errors.some((e) => e.field === field), `${query}: ${r.text}`);
    assert.equal(typeof r.body.message, 'string');
  }
  const many = await activity(`?${Array.from({ length: 40 }, (_, i) => `p${i}=1`).join('&')}`);
  assert.equal(many.status, 400);
});

test('role matrix: anonymous 401, sub_user 403, admin 200', async () => {
  assert.equal((await activity('', null)).status, 401);
  assert.equal((await activity('', crew)).status, 403);
  assert.equal((await activity('')).status, 200);
});

test('logout and a deactivation that ends sessions are recorded', async () => {
  const created = await call(api.base, 'POST', '/api/admin/sub-users', {
    body: { name: 'Short Stay', username: 'short_stay', password: 'deckhand1' }, cookie: admin,
  });
  const cookie = await login(api.base, 'short_stay', 'deckhand1');
  await call(api.base, 'POST', '/api/admin/logout', { cookie });
  await login(api.base, 'short_stay', 'deckhand1');
  await call(api.base, 'PATCH', `/api/admin/sub-users/${created.body.id}`, { body: { isActive: false }, cookie: admin });
  const r = await activity(`?entity=session&entityId=${created.body.id}`);
  assert.deepEqual(r.body.entries.map((e) => e.action), ['session_ended', 'login', 'logout', 'login']);
  assert.equal(r.body.entries[0].actor.username, ADMIN.username);
});
