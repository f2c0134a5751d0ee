// The second hostile review's findings on writes (docs/security.md): dates outside 1970 to
// now are refused (400 with the field, never a 500 from PostgreSQL's year 0); a body key the
// API does not know is refused, naming it; a PATCH repeating `timestamp` keeps it and one
// changing it is refused; unpaired direction controls are refused in one-line texts, in
// both languages' fields; the site's own full image URL is taken, stored as its path.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, call, login, ADMIN, productBody, FIXTURE_SQL } from './helpers.mjs';

let api;
let admin;
before(async () => {
  api = await startWithData(FIXTURE_SQL, {
    ADMIN_PASSWORD: ADMIN.password, SITE_URL: 'https://marine.example',
    ALLOWED_ORIGINS: 'http://127.0.0.1:8080,http://localhost:8080',
  });
  admin = await login(api.base, ADMIN.username, ADMIN.password);
});
after(async () => { await api?.close(); });

const banner = (fields = {}) => ({
  title: 'Charter Season', description: 'Charter Season', buttonText: 'Learn More', buttonLink: '/category/vessel-chartering',
  backgroundColor: 'gradient-ocean', iconClass: 'fas fa-anchor', image: '/uploads/demo/banner.svg', isActive: false,
  displayOrder: 1, ...fields,
});
const write = (method, p, body) => call(api.base, method, p, { body, cookie: admin });
const fieldsOf = (r) => (r.body?.errors ?? []).map((e) => e.field);
const badYears = ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00.000Z', '1969-12-31T23:59:59Z', '9999-12-31T23:59:59Z'];

test('a product’s or banner’s timestamp from the years 0000, 0001, 1969 or 9999 is refused with its field', async () => {
  for (const timestamp of badYears) {
    const p = await write('POST', '/api/products', productBody({ timestamp }));
    assert.equal(p.status, 400, `${timestamp}: ${p.text}`);
    assert.deepEqual(fieldsOf(p), ['timestamp'], timestamp);
    const b = await write('POST', '/api/banners', banner({ timestamp }));
    assert.equal(b.status, 400, `${timestamp}: ${b.text}`);
    assert.deepEqual(fieldsOf(b), ['timestamp'], timestamp);
  }
  const ok = await write('POST', '/api/products', productBody({ timestamp: '1970-01-01T00:00:00Z' }));
  assert.equal(ok.status, 201, ok.text);
});

test('the activity log’s and the insights’ dates from those years are refused with their field', async () => {
  for (const year of ['0000', '0001', '1969', '9999']) {
    for (const [name, value] of [['from', `${year}-01-01`], ['to', `${year}-12-31`], ['from', `${year}-06-01T00:00:00Z`],
      ['before', `${year}-01-01T00:00:00.000000Z_1`]]) {
      const r = await call(api.base, 'GET', `/api/admin/activity?${name}=${value}`, { cookie: admin });
      assert.equal(r.status, 400, `${name}=${value}: ${r.text}`);
      assert.deepEqual(fieldsOf(r), [name], `${name}=${value}`);
    }
    const r = await call(api.base, 'GET', `/api/admin/insights?from=${year}-01-01&to=${year}-01-31`, { cookie: admin });
    assert.equal(r.status, 400, `insights ${year}: ${r.text}`);
  }
  const today = new Date().toISOString().slice(0, 10);
  assert.equal((await call(api.base, 'GET', `/api/admin/activity?from=1970-01-01&to=${today}`, { cookie: admin })).status, 200);
});

test('a key the API does not know is refused with 400, naming it', async () => {
  for (const [p, body] of [['/api/products', productBody({ role: 'admin' })], ['/api/banners', banner({ role: 'admin' })],
    ['/api/products', productBody({ isVisble: false })]]) {
    const r = await write('POST', p, body);
    assert.equal(r.status, 400, r.text);
    const key = Object.keys(body).find((k) => !['name', 'description', 'price', 'category', 'image', 'images', 'inStock',
      'isVisible', 'showContactForPricing', 'title', 'buttonText', 'buttonLink', 'backgroundColor', 'iconClass', 'isActive',
      'displayOrder'].includes(k));
    assert.deepEqual(r.body.errors, [{ field: key, message: `Unknown field: ${key}` }]);
  }
  const weird = await write('POST', '/api/products', { ...productBody(), 'a"<b>': 1 });
  assert.equal(weird.status, 400);
  assert.deepEqual(weird.body.errors, [{ field: 'body', message: 'Unknown field' }]);
  const patched = await write('PATCH', '/api/products/product_1000', { price: '1.00', createdBy: 'x' });
  assert.equal(patched.status, 400);
  assert.equal((await call(api.base, 'GET', '/api/products/product_1000')).body.price, '4850.00', 'nothing written');
});

test('a PATCH with the stored timestamp keeps it; a different one is refused, not ignored', async () => {
  const stored = (await call(api.base, 'GET', '/api/products/product_1000')).body;
  const same = await write('PATCH', '/api/products/product_1000', { ...stored, price: '4900.00' });
  assert.equal(same.status, 200, same.text);
  assert.equal(same.body.timestamp, stored.timestamp);
  const moved = await write('PATCH', '/api/products/product_1000', { timestamp: '2020-01-01T00:00:00.000Z' });
  assert.equal(moved.status, 400);
  assert.deepEqual(fieldsOf(moved), ['timestamp']);
  const b = (await call(api.base, 'GET', '/api/banners', { cookie: admin })).body.find((x) => x.id === 'banner_0');
  const movedBanner = await write('PATCH', '/api/banners/banner_0', { timestamp: '2020-01-01T00:00:00Z' });
  assert.equal(movedBanner.status, 400);
  assert.deepEqual(fieldsOf(movedBanner), ['timestamp']);
  assert.equal((await write('PATCH', '/api/banners/banner_0', { timestamp: b.timestamp })).status, 200);
});

test('unpaired direction controls are refused in one-line texts of both languages; paired ones are kept', async () => {
  for (const [p, body, field] of [
    ['/api/products', productBody({ name: 'Anchor \u202Eniahc' }), 'name'],
    ['/api/products', productBody({ nameAr: 'مرساة \u2067' }), 'nameAr'],
    ['/api/banners', banner({ title: 'Sale \u202D' }), 'title'],
    ['/api/banners', banner({ titleAr: '\u2069عرض' }), 'titleAr'],
    ['/api/products', productBody({ name: 'Anchor \u2066x\u202C' }), 'name'],
  ]) {
    const r = await write('POST', p, body);
    assert.equal(r.status, 400, `${field}: ${r.text}`);
    assert.deepEqual(fieldsOf(r), [field]);
    assert.match(r.body.errors[0].message, /direction controls/);
  }
  const settings = (await call(api.base, 'GET', '/api/settings')).body;
  const company = await write('PUT', '/api/admin/settings', { ...settings, companyName: 'Evil \u202EseciveS' });
  assert.equal(company.status, 400);
  assert.deepEqual(fieldsOf(company), ['companyName']);

  const kept = await write('POST', '/api/products', productBody({ name: 'Anchor \u2068مرساة\u2069 1 t',
    description: 'Rated \u2067٥ طن\u2069 for class.\nSecond line \u202Eopen override' }));
  assert.equal(kept.status, 201, kept.text);
  assert.equal(kept.body.name, 'Anchor \u2068مرساة\u2069 1 t');
  assert.match(kept.body.description, /\u2067٥ طن\u2069/);
});

test('the site’s own full image URL, http or https, is stored as its /uploads/ path; other http hosts are refused', async () => {
  for (const [url, stored] of [
    ['http://127.0.0.1:8080/uploads/products/anchor.jpg', '/uploads/products/anchor.jpg'],
    ['HTTP://LOCALHOST:8080/uploads/a.png', '/uploads/a.png'],
    ['https://marine.example/uploads/b.webp', '/uploads/b.webp'],
  ]) {
    const r = await write('POST', '/api/products', productBody({ image: url, images: [url] }));
    assert.equal(r.status, 201, `${url}: ${r.text}`);
    assert.equal(r.body.image, stored);
    assert.deepEqual(r.body.images, [stored]);
  }
  for (const url of ['http://evil.example/uploads/a.jpg', 'http://127.0.0.1:8081/uploads/a.jpg',
    'http://127.0.0.1:8080/admin/a.jpg', 'http://127.0.0.1:8080/uploads/../a.jpg']) {
    const r = await write('POST', '/api/products', productBody({ image: url }));
    assert.equal(r.status, 400, url);
    assert.deepEqual(fieldsOf(r), ['image'], url);
  }
});
