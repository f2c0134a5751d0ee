// Banner administration over HTTP: admin only, data-level validation with the fixed
// messages (docs/behaviour.md), and the 3-banner limit under concurrency.
import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { startWithData, call, login, psql, ADMIN } from './helpers.mjs';

// The limit and its message, as the server, the SPA and the trigger are held to them.
const limit = JSON.parse(fs.readFileSync(new URL('../fixtures/banner_limit.json', import.meta.url), 'utf8'));

let api;
let admin;
let sub;
before(async () => {
  api = await startWithData('', { ADMIN_PASSWORD: ADMIN.password });
  admin = await login(api.base, ADMIN.username, ADMIN.password);
  await call(api.base, 'POST', '/api/admin/sub-users', { body: { name: 'Deck Hand', username: 'deck_hand', password: 'rope-knot' }, cookie: admin });
  sub = await login(api.base, 'deck_hand', 'rope-knot');
});
after(async () => { await api?.close(); });
beforeEach(() => { psql(api.db.url, '-c', 'DELETE FROM banners'); });

let seq = 0;
// What the admin screen sends (description = title and the fixed values).
const banner = (fields = {}) => ({
  id: `banner_${Date.now()}${seq++}`, title: 'Charter Season', description: 'Charter Season', buttonText: 'Learn More',
  buttonLink: '/category/vessel-chartering', backgroundColor: 'gradient-ocean', iconClass: 'fas fa-anchor',
  image: '/uploads/demo/banner.svg', isActive: true, displayOrder: 1, ...fields,
});
const create = (body, cookie = admin) => call(api.base, 'POST', '/api/banners', { body, cookie });

test('admin creates, lists, edits and deletes banners; the public sees the active ones by order', async () => {
  const a = await create(banner({ title: 'Second', displayOrder: 2 }));
  assert.equal(a.status, 201, a.text);
  assert.deepEqual(Object.keys(a.body), ['id', 'title', 'description', 'buttonText', 'titleAr', 'descriptionAr', 'buttonTextAr', 'buttonLink', 'backgroundColor',
    'iconClass', 'image', 'isActive', 'displayOrder', 'timestamp']);
  const b = await create(banner({ title: 'First', displayOrder: 1 }));
  assert.deepEqual((await call(api.base, 'GET', '/api/banners/active')).body.map((x) => x.title), ['First', 'Second']);
  const list = await call(api.base, 'GET', '/api/banners', { cookie: admin });
  assert.equal(list.status, 200);
  assert.equal(list.body.length, 2);

  const edited = await call(api.base, 'PATCH', `/api/banners/${b.body.id}`, { body: { displayOrder: 3, isActive: false }, cookie: admin });
  assert.equal(edited.status, 200, edited.text);
  assert.equal(edited.body.displayOrder, 3);
  assert.equal(edited.body.title, 'First');
  assert.deepEqual((await call(api.base, 'GET', '/api/banners/active')).body.map((x) => x.title), ['Second']);

  assert.equal((await call(api.base, 'DELETE', `/api/banners/${a.body.id}`, { cookie: admin })).status, 204);
  assert.equal((await call(api.base, 'DELETE', `/api/banners/${a.body.id}`, { cookie: admin })).status, 404);
  assert.equal((await call(api.base, 'PATCH', '/api/banners/banner_none', { body: { title: 'X' }, cookie: admin })).status, 404);
});

test('the data model defaults apply when the fields are left out', async () => {
  const r = await create({ title: 'Plain', description: 'Plain banner', buttonText: 'Learn More' });
  assert.equal(r.status, 201, r.text);
  assert.equal(r.body.backgroundColor, 'gradient-ocean');
  assert.equal(r.body.iconClass, 'fas fa-anchor');
  assert.equal(r.body.displayOrder, 0);
  assert.equal(r.body.isActive, true);
  assert.equal(r.body.buttonLink, '');
  assert.match(r.body.id, /^banner_\d+$/);
});

test('a banner past the limit is refused with the fixed message (the trigger known by its constraint)', async () => {
  for (let i = 0; i < limit.maxBanners; i++) assert.equal((await create(banner())).status, 201);
  const past = await create(banner());
  assert.equal(past.status, 409);
  assert.deepEqual(past.body, { message: limit.message });
});

test('concurrent creates never pass the limit', async () => {
  const results = await Promise.all(Array.from({ length: limit.maxBanners + 5 }, () => create(banner())));
  const codes = results.map((r) => r.status).sort();
  assert.deepEqual(codes, [...Array(limit.maxBanners).fill(201), ...Array(5).fill(409)]);
  assert.equal((await call(api.base, 'GET', '/api/banners', { cookie: admin })).body.length, limit.maxBanners);
});

test('validation uses the fixed messages (docs/behaviour.md)', async () => {
  const empty = await create({ title: ' ', description: '', buttonText: '', backgroundColor: '', iconClass: '' });
  assert.equal(empty.status, 400);
  assert.deepEqual(empty.body.errors, [
    { field: 'title', message: 'Title is required' },
    { field: 'description', message: 'Description is required' },
    { field: 'buttonText', message: 'Button text is required' },
    { field: 'backgroundColor', message: 'Background color is required' },
    { field: 'iconClass', message: 'Icon class is required' },
  ]);
  for (const buttonLink of ['javascript:alert(1)', '//evil.example/x', 'not a url', 'ftp://x.example/']) {
    const r = await create(banner({ buttonLink }));
    assert.deepEqual(r.body.errors, [{ field: 'buttonLink', message: 'Must be a valid URL' }], buttonLink);
  }
  for (const buttonLink of ['', '/', '/category/marine-spares', 'https://example.com/offer']) {
    assert.equal((await create(banner({ buttonLink }))).status, 201, buttonLink);
    psql(api.db.url, '-c', 'DELETE FROM banners');
  }
  assert.equal((await create(banner({ displayOrder: -1 }))).status, 400);
  assert.equal((await create(banner({ displayOrder: 1.5 }))).status, 400);
  assert.equal((await create(banner({ image: 'javascript:x' }))).body.errors[0].message, 'Must be a valid image URL');
});

test('role matrix: every banner admin route is admin only', async () => {
  const target = (await create(banner())).body;
  const routes = [
    ['GET', '/api/banners', undefined, 200],
    ['POST', '/api/banners', () => banner(), 201],
    ['PATCH', `/api/banners/${target.id}`, () => ({ title: 'Edited' }), 200],
    ['DELETE', `/api/banners/${target.id}`, undefined, 204],
  ];
  for (const [method, path, body, adminStatus] of routes) {
    assert.equal((await call(api.base, method, path, { body: body?.() })).status, 401, `anonymous ${method} ${path}`);
    assert.equal((await call(api.base, method, path, { body: body?.(), cookie: sub })).status, 403, `sub_user ${method} ${path}`);
    assert.equal((await call(api.base, method, path, { body: body?.(), cookie: admin })).status, adminStatus, `admin ${method} ${path}`);
  }
  assert.equal((await call(api.base, 'GET', '/api/banners/active')).status, 200, 'the active list stays public');
});
