// The catalogue read API over HTTP: the public calls and their answers.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, FIXTURE_SQL } from './helpers.mjs';

let api;
before(async () => { api = await startWithData(FIXTURE_SQL, { ALLOWED_ORIGINS: 'http://127.0.0.1:8080' }); });
after(async () => { await api?.close(); });

const get = (p, init) => fetch(api.base + p, init);
async function json(p, status = 200) {
  const res = await get(p);
  assert.equal(res.status, status, `${p} → ${res.status}`);
  assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');
  return res.json();
}

test('GET /api/products lists visible products, newest first, in the shape of docs/behaviour.md', async () => {
  const list = await json('/api/products');
  assert.deepEqual(list.map((p) => p.id), ['product_4000', 'product_2000', 'product_1000']);
  assert.deepEqual(Object.keys(list[2]), ['id', 'name', 'category', 'description', 'nameAr', 'descriptionAr', 'price', 'image', 'images',
    'inStock', 'isVisible', 'showContactForPricing', 'timestamp', 'specs', 'sku', 'partNumbers', 'supersedes', 'fits']);
  assert.deepEqual(list[2], {
    id: 'product_1000', name: 'Stockless Anchor 1 t', category: 'marine-spares',
    description: 'Hall-type stockless anchor, 1,000 kg, class certified.', nameAr: '', descriptionAr: '', price: '4850.00',
    image: '/uploads/demo/anchor.svg', images: ['/uploads/demo/anchor-1.svg'], inStock: true, isVisible: true,
    showContactForPricing: false, timestamp: '2026-06-01T08:00:00.250Z', specs: {}, sku: '', partNumbers: [], supersedes: [], fits: [],
  });
  assert.equal(list[0].price, '1850000.50');
  assert.equal(list[0].description, 'Aluminium crew boat, 2009, 60 passengers, m² deck.', 'UTF-8 round trip');
  assert.equal(list[1].price, '0.00');
  assert.equal(list[1].showContactForPricing, true);
});

test('GET /api/products/recent/:n returns the n newest visible products', async () => {
  assert.deepEqual((await json('/api/products/recent/2')).map((p) => p.id), ['product_4000', 'product_2000']);
  assert.equal((await json('/api/products/recent/6')).length, 3);
  assert.equal((await json('/api/products/recent/50')).length, 3);
});

test('GET /api/products/recent/:n refuses a bad n with 400 and a message', async () => {
  for (const n of ['0', '51', '-1', 'abc', '6.5', '1e3', '%20']) {
    const body = await json(`/api/products/recent/${n}`, 400);
    assert.match(body.message, /1 to 50/, n);
  }
});

test('GET /api/products/category/:category lists that category, visible only', async () => {
  assert.deepEqual((await json('/api/products/category/vessel-sales-purchase')).map((p) => p.id), ['product_4000']);
  assert.deepEqual((await json('/api/products/category/marine-spares')).map((p) => p.id), ['product_1000']);
  assert.deepEqual((await json('/api/products/category/vessel-chartering')).map((p) => p.id), ['product_2000']);
});

test('an unknown category is 404 with a message', async () => {
  for (const c of ['boats', 'Marine-Spares', 'marine-spares%00', '..']) {
    const body = await json(`/api/products/category/${c}`, 404);
    assert.equal(typeof body.message, 'string');
  }
});

test('GET /api/products/:id returns one product; invisible and unknown ids are 404', async () => {
  assert.equal((await json('/api/products/product_2000')).name, 'Harbour Tug Al Bahr');
  assert.equal((await json('/api/products/product_3000', 404)).message, 'Product not found');
  assert.equal((await json('/api/products/nope', 404)).message, 'Product not found');
});

test('odd ids are 404, never 500', async () => {
  const ids = ['x'.repeat(5000), "1' OR '1'='1", '%C3%A9', '%00', 'a%2Fb', '..%2F..%2Fetc', '%F0%9F%9A%A2', '%FF%FE'];
  for (const id of ids) {
    const res = await get(`/api/products/${id}`);
    assert.equal(res.status, 404, id.slice(0, 40));
    assert.equal((await res.json()).message, 'Product not found');
  }
});

test('GET /api/banners/active lists active banners by displayOrder', async () => {
  const banners = await json('/api/banners/active');
  assert.deepEqual(banners.map((b) => b.id), ['banner_1', 'banner_2']);
  assert.deepEqual(Object.keys(banners[0]), ['id', 'title', 'description', 'buttonText', 'titleAr', 'descriptionAr', 'buttonTextAr', 'buttonLink',
    'backgroundColor', 'iconClass', 'image', 'isActive', 'displayOrder', 'timestamp']);
  assert.equal(banners[0].backgroundColor, 'gradient-ocean');
  assert.equal(banners[0].iconClass, 'fas fa-anchor');
  assert.match(banners[0].timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
});

test('health and readiness', async () => {
  assert.deepEqual(await json('/healthz'), { status: 'ok' });
  assert.deepEqual(await json('/readyz'), { status: 'ready' });
});

test('unknown paths are 404 and wrong methods 405, both as JSON', async () => {
  for (const p of ['/', '/api', '/api/products/', '/api/nothing', '/api/products/recent/6/more']) {
    assert.equal((await json(p, 404)).message, 'Not found', p);
  }
  const res = await get('/api/products/recent/6', { method: 'DELETE' });
  assert.equal(res.status, 405);
  assert.equal(res.headers.get('allow'), 'GET, HEAD, OPTIONS');
  assert.equal((await res.json()).message, 'Method not allowed');
});

test('HEAD answers the headers of GET without a body', async () => {
  const res = await get('/api/products', { method: 'HEAD' });
  assert.equal(res.status, 200);
  assert.ok(Number(res.headers.get('content-length')) > 100);
  assert.equal(await res.text(), '');
});

test('CORS: the configured origin gets credentials; others get nothing', async () => {
  const ok = await get('/api/products/recent/1', { headers: { Origin: 'http://127.0.0.1:8080' } });
  assert.equal(ok.headers.get('access-control-allow-origin'), 'http://127.0.0.1:8080');
  assert.equal(ok.headers.get('access-control-allow-credentials'), 'true');
  assert.equal(ok.headers.get('vary'), 'Accept-Encoding, Origin');  // a cached read also varies on encoding
  const other = await get('/api/products/recent/1', { headers: { Origin: 'https://evil.example' } });
  assert.equal(other.status, 200);
  assert.equal(other.headers.get('access-control-allow-origin'), null);
  assert.equal(other.headers.get('access-control-allow-credentials'), null);
});

test('CORS preflight: 204 for the allowed origin, 403 for others', async () => {
  const ok = await get('/api/products', {
    method: 'OPTIONS',
    headers: { Origin: 'http://127.0.0.1:8080', 'Access-Control-Request-Method': 'GET' },
  });
  assert.equal(ok.status, 204);
  assert.equal(ok.headers.get('access-control-allow-origin'), 'http://127.0.0.1:8080');
  assert.match(ok.headers.get('access-control-allow-methods'), /GET/);
  const bad = await get('/api/products', {
    method: 'OPTIONS',
    headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
  });
  assert.equal(bad.status, 403);
  assert.equal(bad.headers.get('access-control-allow-origin'), null);
});

test('every response says nosniff', async () => {
  for (const p of ['/api/products', '/nothing', '/healthz']) {
    assert.equal((await get(p)).headers.get('x-content-type-options'), 'nosniff', p);
  }
});
