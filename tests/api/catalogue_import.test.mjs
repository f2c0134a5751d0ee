// The catalogue import (docs/catalogue-io.md): a dry run writes nothing; apply writes every
// row or none and names the bad row; admins only; the limits; one import at a time.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { startWithData, call, login, psql, rawRequest, statusOf, ADMIN, FIXTURE_SQL } from './helpers.mjs';

let api;
let admin;
let sub;
before(async () => {
  api = await startWithData(FIXTURE_SQL, { ADMIN_PASSWORD: ADMIN.password });
  admin = await login(api.base, ADMIN.username, ADMIN.password);
  const r = await call(api.base, 'POST', '/api/admin/sub-users', {
    body: { name: 'Deck Hand', username: 'deck_hand', password: 'rope-knot' }, cookie: admin,
  });
  assert.equal(r.status, 201);
  sub = await login(api.base, 'deck_hand', 'rope-knot');
});
after(async () => { await api?.close(); });

const count = (sql) => Number(psql(api.db.url, '-At', '-c', sql).trim());
const products = () => count('SELECT count(*) FROM products');
const row = (n, fields = {}) => ({
  row: n, sku: `IMP-${n}`, name: `Impeller kit ${n}`, category: 'marine-spares',
  description: 'Water pump impeller with gasket.', price: '1,250.50', inStock: 'true', isVisible: 'true',
  showContactForPricing: 'false', image: '/uploads/demo/impeller.svg', ...fields,
});
const rows = (n, from = 2, fields = {}) => Array.from({ length: n }, (_, i) => row(from + i, fields));
const importing = (body, cookie = admin) => call(api.base, 'POST', '/api/admin/products/import', { body, cookie });

test('a dry run reports each row and writes nothing', async () => {
  const before = products();
  const r = await importing({
    dryRun: true,
    rows: [
      row(2),
      { row: 3, id: 'product_1000', price: '5,000' },
      { row: 4, id: 'product_4000', name: 'Crew Boat 24 m' },
      row(5, { name: '' }),
    ],
  });
  assert.equal(r.status, 200, r.text);
  assert.deepEqual(r.body.summary, { create: 1, update: 1, unchanged: 1, error: 1 });
  assert.equal(r.body.applied, false);
  assert.deepEqual(r.body.rows.map((x) => [x.row, x.action]), [[2, 'create'], [3, 'update'], [4, 'unchanged'], [5, 'error']]);
  assert.deepEqual(r.body.rows[1].changes, { price: { before: '4850.00', after: '5000.00' } });
  assert.deepEqual(r.body.rows[3].errors, [{ field: 'name', message: 'Product name is required' }]);
  assert.equal(products(), before);
  assert.equal(count("SELECT count(*) FROM activity_log WHERE entity = 'product'"), 0);
});

test('apply is all or nothing: one bad row in 5,000 writes nothing and is named', async () => {
  const before = products();
  const file = rows(5000);
  file[2499] = row(2501, { price: '12.345' });
  const refused = await importing({ rows: file });
  assert.equal(refused.status, 422, refused.text.slice(0, 300));
  assert.equal(refused.body.summary.error, 1);
  const bad = refused.body.rows.filter((x) => x.action === 'error');
  assert.deepEqual(bad, [{ row: 2501, action: 'error', errors: [{
    field: 'price', message: 'Price must be an amount in AED with at most 2 decimals, below 100,000,000' }] }]);
  assert.equal(products(), before);

  file[2499] = row(2501);
  const applied = await importing({ rows: file });
  assert.equal(applied.status, 200, applied.text.slice(0, 300));
  assert.equal(applied.body.applied, true);
  assert.equal(applied.body.summary.create, 5000);
  assert.equal(products(), before + 5000);
  assert.equal(count("SELECT count(*) FROM products WHERE sku = 'IMP-2501' AND price = 1250.50"), 1);
  // One activity entry per product, naming the import.
  assert.equal(count("SELECT count(*) FROM activity_log WHERE entity = 'product' AND action = 'create' "
    + "AND changes->'import'->>'after' = 'import of 5000 rows'"), 5000);
});

test('an applied import is seen at once by the cached public reads', async () => {
  const first = await call(api.base, 'GET', '/api/products/product_1000');
  assert.equal(first.body.price, '4850.00');
  await call(api.base, 'GET', '/api/products/product_1000');  // cached now
  const r = await importing({ rows: [{ row: 2, id: 'product_1000', price: '4,900' }] });
  assert.equal(r.status, 200, r.text);
  assert.deepEqual(r.body.summary, { create: 0, update: 1, unchanged: 0, error: 0 });
  assert.equal((await call(api.base, 'GET', '/api/products/product_1000')).body.price, '4900.00');
  const logged = psql(api.db.url, '-At', '-c', "SELECT changes::text FROM activity_log WHERE entity_id = 'product_1000'");
  assert.deepEqual(JSON.parse(logged), { price: { before: '4850.00', after: '4900.00' }, import: { after: 'import of 1 row' } });
});

test('updates in slices: 1,200 products changed, each logged with its own before and after', async () => {
  const file = rows(1200, 2, { price: '77' });  // the SKUs the 5,000-row import created
  const r = await importing({ rows: file });
  assert.equal(r.status, 200, r.text.slice(0, 300));
  assert.deepEqual(r.body.summary, { create: 0, update: 1200, unchanged: 0, error: 0 });
  assert.equal(count("SELECT count(*) FROM products WHERE sku LIKE 'IMP-%' AND price = 77"), 1200);
  assert.equal(count("SELECT count(*) FROM activity_log a JOIN products p ON p.id = a.entity_id WHERE a.action = 'update' "
    + "AND a.changes = jsonb_build_object('price', jsonb_build_object('before', '1250.50', 'after', '77.00'), "
    + "'import', jsonb_build_object('after', 'import of 1200 rows'))"), 1200);
});

test("an import leaves what it has no column for as it was: a vessel's charter terms", async () => {
  const charter = {
    hourlyRate: '500.00', dailyRate: null, minimumHours: 2, minimumRules: [], overtimeStepMinutes: 30, datePrices: [],
    extras: [{ id: 'catering', name: 'Catering', nameAr: 'ضيافة', price: '50.00', unit: 'guest' }],
    depositPercent: 25, cancellationTerms: 'Free cancellation up to 48 hours before.', cancellationTermsAr: '', turnaroundMinutes: 60,
  };
  const set = await call(api.base, 'PATCH', '/api/products/product_2000', { body: { charter }, cookie: admin });
  assert.equal(set.status, 200, set.text);
  const r = await importing({ rows: [{ row: 2, id: 'product_2000', name: 'Harbour Tug Al Bahr II' }] });
  assert.equal(r.status, 200, r.text);
  assert.deepEqual(r.body.summary, { create: 0, update: 1, unchanged: 0, error: 0 });
  const after = (await call(api.base, 'GET', '/api/products/product_2000')).body;
  assert.equal(after.name, 'Harbour Tug Al Bahr II');
  assert.deepEqual(after.charter, set.body.charter);
});

test('a large file goes in batches through an import session, applied as one', async () => {
  const s = await call(api.base, 'POST', '/api/admin/products/import/sessions', { cookie: admin });
  assert.equal(s.status, 201, s.text);
  const path = `/api/admin/products/import/sessions/${s.body.session}`;
  const file = rows(900, 10002, { category: 'marine-spares' }).map((x) => ({ ...x, sku: `B-${x.row}` }));
  for (let i = 0; i < file.length; i += 300) {
    const b = await call(api.base, 'POST', `${path}/rows`, { body: { rows: file.slice(i, i + 300) }, cookie: admin });
    assert.equal(b.status, 200, b.text);
    assert.equal(b.body.staged, 300);
  }
  // A batch sent again (a retried request) stages nothing twice.
  assert.equal((await call(api.base, 'POST', `${path}/rows`, { body: { rows: file.slice(0, 300) }, cookie: admin })).status, 200);
  const before = products();
  const done = await call(api.base, 'POST', `${path}/commit`, { cookie: admin });
  assert.equal(done.status, 200, done.text.slice(0, 300));
  assert.equal(done.body.summary.create, 900);
  assert.equal(products(), before + 900);
  assert.equal(count('SELECT count(*) FROM import_rows'), 0);
  assert.equal((await call(api.base, 'POST', `${path}/commit`, { cookie: admin })).status, 404);
});

test('one import at a time: a second is refused with 409 until the first ends', async () => {
  const first = await call(api.base, 'POST', '/api/admin/products/import/sessions', { cookie: admin });
  assert.equal(first.status, 201);
  const second = await call(api.base, 'POST', '/api/admin/products/import/sessions', { cookie: admin });
  assert.equal(second.status, 409);
  assert.equal(second.body.message, 'Another import is running; try again when it has finished');
  assert.equal((await importing({ rows: [row(2, { sku: 'WHILE-BUSY' })] })).status, 409);
  // Both at the same moment: exactly one wins.
  await call(api.base, 'DELETE', `/api/admin/products/import/sessions/${first.body.session}`, { cookie: admin });
  const both = await Promise.all([1, 2].map(() => call(api.base, 'POST', '/api/admin/products/import/sessions', { cookie: admin })));
  assert.deepEqual(both.map((r) => r.status).sort(), [201, 409]);
  const winner = both.find((r) => r.status === 201);
  assert.equal((await call(api.base, 'DELETE', `/api/admin/products/import/sessions/${winner.body.session}`, { cookie: admin })).status, 204);
  assert.equal((await importing({ dryRun: true, rows: [row(2)] })).status, 200);  // a dry run never blocks
});

test('admins only: visitors 401, sub-users 403, on every import route', async () => {
  const routes = [
    ['POST', '/api/admin/products/import', { dryRun: true, rows: [] }],
    ['POST', '/api/admin/products/import/sessions', undefined],
    ['POST', '/api/admin/products/import/sessions/x/rows', { rows: [] }],
    ['POST', '/api/admin/products/import/sessions/x/commit', undefined],
    ['DELETE', '/api/admin/products/import/sessions/x', undefined],
  ];
  for (const [method, path, body] of routes) {
    assert.equal((await call(api.base, method, path, { body })).status, 401, path);
    assert.equal((await call(api.base, method, path, { body, cookie: sub })).status, 403, path);
  }
});

test('limits: 50,000 rows, 20 MB, bounded cells, well-formed rows', async () => {
  const tooMany = Array.from({ length: 50001 }, (_, i) => ({ row: i + 2, name: 'x' }));
  assert.equal((await importing({ dryRun: true, rows: tooMany })).status, 413);
  // Through a session, the totals are counted across batches.
  const s = await call(api.base, 'POST', '/api/admin/products/import/sessions', { cookie: admin });
  const path = `/api/admin/products/import/sessions/${s.body.session}`;
  // Batches of 5,000, as a screen sends (each within the request's deadline on a busy machine).
  const batches = [...Array.from({ length: 10 }, (_, i) => [i * 5000, 5000, 200]), [50000, 1, 413]];
  for (const [from, n, status] of batches) {
    const r = await call(api.base, 'POST', `${path}/rows`, { body: { rows: tooMany.slice(from, from + n) }, cookie: admin });
    assert.equal(r.status, status, r.text);
  }
  await call(api.base, 'DELETE', path, { cookie: admin });
  // A body over the whole-file limit is refused before it is read.
  const huge = await rawRequest(api.base, 'POST /api/admin/products/import HTTP/1.1\r\nHost: x\r\n'
    + `Cookie: ${admin}\r\nContent-Type: application/json\r\nContent-Length: ${29 * 1024 * 1024}\r\n\r\n{"rows":[`);
  assert.equal(statusOf(huge), 413);
  for (const bad of [
    { dryRun: true, rows: [{ row: 2, description: 'x'.repeat(20001) }] },
    { dryRun: true, rows: [{ name: 'no row number' }] },
    { dryRun: true, rows: [{ row: 2, images: ['a'] }] },
    { dryRun: true, rows: 'all of them' },
    { dryRun: 'yes', rows: [] },
    { dryRun: true, rows: [], extra: 1 },
  ]) assert.equal((await importing(bad)).status, 400, JSON.stringify(bad).slice(0, 80));
  const unknown = await importing({ dryRun: true, rows: [row(2, { colour: 'red' })] });
  assert.deepEqual(unknown.body.rows[0].errors, [{ field: 'colour', message: 'Unknown column' }]);
});

test('the export: staff only, streamed, UTF-8 with a BOM, formulas neutralised, and re-imported unchanged', async () => {
  const made = await call(api.base, 'POST', '/api/products', { cookie: admin, body: {
    id: 'product_formula', name: '=HYPERLINK("http://evil.example","Click")', category: 'marine-spares',
    description: '@SUM(A1:A9) ships, one, two', nameAr: 'مرساة =بحرية', descriptionAr: 'مرساة فولاذية مجلفنة مع شهادة.',
    price: '12500.00', image: '/uploads/demo/anchor.svg', images: [], inStock: true, isVisible: true,
    showContactForPricing: false, sku: '-SKU-1', partNumbers: ['+971', "'=kept"] } });
  assert.equal(made.status, 201, made.text);
  assert.equal((await call(api.base, 'GET', '/api/admin/products/export.csv')).status, 401);
  const res = await fetch(`${api.base}/api/admin/products/export.csv`, { headers: { cookie: sub } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('transfer-encoding'), 'chunked');
  assert.match(res.headers.get('content-type'), /^text\/csv; charset=utf-8/);
  const bytes = Buffer.from(await res.arrayBuffer());
  assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  const records = parse(bytes, { bom: true, columns: true });
  assert.equal(records.length, products());
  const formula = records.find((x) => x.id === 'product_formula');
  assert.equal(formula.name, `'=HYPERLINK("http://evil.example","Click")`);
  assert.equal(formula.description, "'@SUM(A1:A9) ships, one, two");
  assert.equal(formula.sku, "'-SKU-1");
  assert.equal(formula.partNumbers, "'+971|'=kept");  // the cell is neutralised, not each item
  assert.equal(formula.nameAr, 'مرساة =بحرية');
  for (const r of records) for (const cell of Object.values(r)) assert.doesNotMatch(cell, /^[=+\-@]/);
  // The round trip: every row unchanged, the Arabic and the neutralised cells included.
  const back = await importing({ dryRun: true, rows: records.map((r, i) => ({ row: i + 2, ...r })) });
  assert.equal(back.status, 200, back.text.slice(0, 300));
  assert.deepEqual(back.body.summary, { create: 0, update: 0, unchanged: records.length, error: 0 },
    JSON.stringify(back.body.rows.filter((x) => x.action !== 'unchanged').slice(0, 3)));
});
