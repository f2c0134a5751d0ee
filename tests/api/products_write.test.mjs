// The product write API: validation at data level with the fixed messages
// (docs/behaviour.md, "Validation"), client ids accepted once, and the role matrix.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, call, login, ADMIN } from './helpers.mjs';

let api;
let admin;
let sub;
before(async () => {
  api = await startWithData('', { ADMIN_PASSWORD: ADMIN.password });
  admin = await login(api.base, ADMIN.username, ADMIN.password);
  const r = await call(api.base, 'POST', '/api/admin/sub-users', {
    body: { name: 'Deck Hand', username: 'deck_hand', password: 'rope-knot' }, cookie: admin,
  });
  assert.equal(r.status, 201);
  sub = await login(api.base, 'deck_hand', 'rope-knot');
});
after(async () => { await api?.close(); });

let seq = 0;
const valid = (fields = {}) => ({
  id: `product_${Date.now()}${seq++}`,
  name: 'Stockless Anchor 500 kg',
  category: 'marine-spares',
  description: 'Hall-type stockless anchor, galvanised, with certificate.',
  price: '4850.00',
  image: '/uploads/demo/anchor.svg',
  images: ['https://cdn.example.com/anchor-side.jpg'],
  inStock: true,
  isVisible: true,
  showContactForPricing: false,
  ...fields,
});
const create = (body, cookie = admin) => call(api.base, 'POST', '/api/products', { body, cookie });

test('admin creates a product: 201 with the stored product, visible to the public at once', async () => {
  const body = valid();
  const r = await create(body);
  assert.equal(r.status, 201, r.text);
  assert.deepEqual(Object.keys(r.body), ['id', 'name', 'category', 'description', 'nameAr', 'descriptionAr', 'price', 'image', 'images',
    'inStock', 'isVisible', 'showContactForPricing', 'timestamp', 'specs', 'sku', 'partNumbers', 'supersedes', 'fits']);
  assert.equal(r.body.id, body.id);
  assert.equal(r.body.price, '4850.00');
  assert.match(r.body.timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  const recent = await call(api.base, 'GET', '/api/products/recent/6');
  assert.equal(recent.body[0].id, body.id);
  assert.equal((await call(api.base, 'GET', `/api/products/${body.id}`)).body.name, body.name);
});

test('a client id is accepted once; a duplicate is 409 and never overwrites', async () => {
  const body = valid();
  assert.equal((await create(body)).status, 201);
  const again = await create({ ...body, name: 'Overwritten?' });
  assert.equal(again.status, 409);
  assert.deepEqual(again.body, { message: 'A product with this id already exists' });
  assert.equal((await call(api.base, 'GET', `/api/products/${body.id}`)).body.name, body.name);
});

test('without an id the server makes one of the form product_<digits> (docs/behaviour.md)', async () => {
  const { id, ...body } = valid();
  const r = await create(body);
  assert.equal(r.status, 201);
  assert.match(r.body.id, /^product_\d+$/);
  assert.notEqual(r.body.id, id);
});

test('an imported timestamp is kept (bench load-ours --with-timestamp)', async () => {
  const r = await create(valid({ timestamp: '2023-11-15T01:24:21.468Z' }));
  assert.equal(r.status, 201);
  assert.equal(r.body.timestamp, '2023-11-15T01:24:21.468Z');
  assert.equal((await create(valid({ timestamp: 'yesterday' }))).status, 400);
});

test('prices are normalised to two decimals; Contact For Pricing stores 0.00', async () => {
  for (const [price, stored] of [['12', '12.00'], ['12.5', '12.50'], [' 7.05 ', '7.05'], ['0', '0.00'], ['99999999.99', '99999999.99']]) {
    const r = await create(valid({ price }));
    assert.equal(r.status, 201, `${price}: ${r.text}`);
    assert.equal(r.body.price, stored);
  }
  const cfp = await create(valid({ price: '5000', showContactForPricing: true }));
  assert.equal(cfp.body.price, '0.00');
  assert.equal(cfp.body.showContactForPricing, true);
  const noPrice = await create(valid({ price: undefined, showContactForPricing: true }));
  assert.equal(noPrice.status, 201, 'no price needed with Contact For Pricing');
});

test('bad prices get the fixed messages (docs/behaviour.md)', async () => {
  const cases = [[undefined, 'Price is required'], ['', 'Price is required'], ['-1', 'Price must be positive']];
  for (const [price, message] of cases) {
    const r = await create(valid({ price }));
    assert.equal(r.status, 400);
    assert.deepEqual(r.body.errors, [{ field: 'price', message }], String(price));
  }
  // A JSON number is refused like any wrong type: it would be rounded (docs/security.md,
  // "Malformed or ambiguous input").
  for (const price of ['12.345', 'abc', '1e5', '100000000', '12.', '.5', '0x10', 'NaN', 12.5, 12]) {
    const r = await create(valid({ price }));
    assert.equal(r.status, 400, price);
    assert.equal(r.body.errors[0].field, 'price');
  }
});

test('every other rule answers 400 with its fixed message as a field error (docs/behaviour.md)', async () => {
  const cases = [
    [{ name: '   ' }, 'name', 'Product name is required'],
    [{ name: undefined }, 'name', 'Product name is required'],
    [{ description: 'too short' }, 'description', 'Description must be at least 10 characters'],
    [{ category: 'boats' }, 'category', 'Category must be marine-spares, vessel-chartering or vessel-sales-purchase'],
    [{ image: 'javascript:alert(1)' }, 'image', 'Must be a valid image URL'],
    [{ image: 'ftp://example.com/a.png' }, 'image', 'Must be a valid image URL'],
    [{ image: 'images/a.png' }, 'image', 'Must be a valid image URL'],
    [{ image: '/uploads/../etc/passwd' }, 'image', 'Must be a valid image URL'],
    [{ image: '' }, 'image', 'Must be a valid image URL'],
    [{ images: ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png', '/uploads/d.png', '/uploads/e.png'] }, 'images', 'Maximum 4 additional images allowed'],
    [{ images: ['https://ok.example/a.png', 'data:image/png;base64,AAAA'] }, 'images', 'Must be a valid image URL'],
    [{ images: 'not-a-list' }, 'images', 'images must be a list of image URLs'],
    [{ inStock: 'yes' }, 'inStock', 'inStock must be true or false'],
    [{ id: 'bad id!' }, 'id', "id must be 1 to 64 letters, digits, '_' or '-'"],
  ];
  for (const [fields, field, message] of cases) {
    const r = await create(valid(fields));
    assert.equal(r.status, 400, JSON.stringify(fields));
    assert.ok(r.body.errors.some((e) => e.field === field && e.message === message), `${JSON.stringify(fields)} → ${r.text}`);
  }
});

test('PATCH changes what is sent and keeps the rest; 404 for unknown ids; the id cannot change', async () => {
  const body = valid();
  await create(body);
  const r = await call(api.base, 'PATCH', `/api/products/${body.id}`, { body: { name: 'Anchor, renamed', isVisible: false }, cookie: admin });
  assert.equal(r.status, 200, r.text);
  assert.equal(r.body.name, 'Anchor, renamed');
  assert.equal(r.body.isVisible, false);
  assert.equal(r.body.price, '4850.00');
  assert.equal(r.body.description, body.description);
  assert.equal((await call(api.base, 'GET', `/api/products/${body.id}`)).status, 404, 'now invisible to the public');
  const full = await call(api.base, 'PATCH', `/api/products/${body.id}`, { body: { ...body, id: body.id, price: '10' }, cookie: admin });
  assert.equal(full.body.price, '10.00');
  assert.equal((await call(api.base, 'PATCH', `/api/products/${body.id}`, { body: { id: 'other_id' }, cookie: admin })).status, 400);
  assert.equal((await call(api.base, 'PATCH', '/api/products/product_none', { body: { name: 'Xyz' }, cookie: admin })).status, 404);
  assert.equal((await call(api.base, 'PATCH', `/api/products/${body.id}`, { body: { description: 'short' }, cookie: admin })).status, 400);
});

test('DELETE removes the product: 204, then 404', async () => {
  const body = valid();
  await create(body);
  assert.equal((await call(api.base, 'DELETE', `/api/products/${body.id}`, { cookie: admin })).status, 204);
  assert.equal((await call(api.base, 'GET', `/api/products/${body.id}`, { cookie: admin })).status, 404);
  assert.equal((await call(api.base, 'DELETE', `/api/products/${body.id}`, { cookie: admin })).status, 404);
});

test('role matrix: anonymous 401; sub_user creates and edits but cannot delete (403); admin all', async () => {
  const target = valid();
  await create(target);
  const routes = [
    ['POST', '/api/products', () => valid(), { anon: 401, sub: 201, admin: 201 }],
    ['PATCH', `/api/products/${target.id}`, () => ({ name: 'Edited by role test' }), { anon: 401, sub: 200, admin: 200 }],
    ['DELETE', `/api/products/${target.id}`, undefined, { anon: 401, sub: 403, admin: 204 }],
  ];
  for (const [method, path, body, want] of routes) {
    for (const [who, cookie] of [['anon', undefined], ['sub', sub], ['admin', admin]]) {
      const r = await call(api.base, method, path, { body: body?.(), cookie });
      assert.equal(r.status, want[who], `${who} ${method} ${path}: ${r.text}`);
    }
  }
});

test('writes from a foreign Origin are refused before anything changes', async () => {
  const body = valid();
  const r = await call(api.base, 'POST', '/api/products', { body, cookie: admin, origin: 'https://evil.example' });
  assert.equal(r.status, 403);
  assert.equal((await call(api.base, 'GET', `/api/products/${body.id}`, { cookie: admin })).status, 404);
});
