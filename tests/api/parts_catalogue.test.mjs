// Parts lists, the catalogue half (docs/parts-lists.md, "Products" and "Search folding";
// docs/search.md): supersedes and fits written, refused and read back, in the import and the
// export; the search folds diacritics, joins and splits words, finds the current part through
// an old number (and a chain of them) first with `replaced`, never through a hidden product;
// the fits filter and facet.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { startWithData, call, login, psql, ADMIN, productBody } from './helpers.mjs';

const PARTS_SQL = `
INSERT INTO products (id, name, category, description, price, image, in_stock, is_visible, show_contact_for_pricing,
                      "timestamp", specs, sku, part_numbers, supersedes, fits) VALUES
  ('p_wart', 'Wärtsilä Fuel Injector', 'marine-spares', 'Fuel injector for medium speed engines.', 900, '', true, true,
   false, '2026-01-01T00:00:00Z', '{"brand": "Wärtsilä"}', NULL, '{}', '{}', '{Deutz BF4M 2012}'),
  ('p_gulf', 'Gulf Craft Oryx 36 Wiper Arm', 'marine-spares', 'Windscreen wiper arm, stainless steel.', 120, '', true, true,
   false, '2026-01-02T00:00:00Z', '{}', NULL, '{}', '{}', '{}'),
  ('p_volvo', 'Volvo Penta Raw Water Pump', 'marine-spares', 'Raw water pump with a new impeller.', 700, '', true, true,
   false, '2026-01-03T00:00:00Z', '{"brand": "Volvo Penta"}', NULL, '{}', '{}', '{}'),
  ('p_vp', 'VolvoPenta Impeller Kit', 'marine-spares', 'Impeller kit with gasket and cover.', 80, '', true, true,
   false, '2026-01-04T00:00:00Z', '{}', NULL, '{}', '{}', '{Volvo Penta D2-40,deutz  bf4m 2012}'),
  -- An old number and the part that replaces it: the old one is the newer row.
  ('p_filter_new', 'Fuel Filter 1R-0751', 'marine-spares', 'Current fuel filter element.', 60, '', true, true,
   false, '2026-01-05T00:00:00Z', '{}', NULL, '{1R-0751}', '{1R-0750}', '{}'),
  ('p_filter_old', 'Fuel Filter 1R-0750', 'marine-spares', 'Older fuel filter element.', 55, '', true, true,
   false, '2026-01-06T00:00:00Z', '{}', NULL, '{1R-0750}', '{}', '{}'),
  -- A chain: C supersedes B, B (a product) supersedes A.
  ('p_c', 'Seal Kit C', 'marine-spares', 'The newest seal kit.', 30, '', true, true, false, '2026-01-07T00:00:00Z',
   '{}', 'SK-C300', '{}', '{SK-B200}', '{}'),
  ('p_b', 'Seal Kit B', 'marine-spares', 'The previous seal kit.', 30, '', true, true, false, '2026-01-08T00:00:00Z',
   '{}', 'SK-B200', '{}', '{SK-A100}', '{}'),
  -- Hidden products never match and never continue a chain.
  ('p_hidden', 'Hidden Gasket', 'marine-spares', 'Not released to the catalogue.', 10, '', true, false, false,
   '2026-01-09T00:00:00Z', '{}', 'HG-1', '{}', '{ZZ-900}', '{}'),
  ('p_d', 'Pump Seal D', 'marine-spares', 'A visible pump seal.', 10, '', true, true, false, '2026-01-10T00:00:00Z',
   '{}', 'PS-D1', '{}', '{PS-Y1}', '{}'),
  ('p_e', 'Pump Seal E', 'marine-spares', 'A hidden newer pump seal.', 10, '', true, false, false, '2026-01-11T00:00:00Z',
   '{}', 'PS-E1', '{}', '{PS-D1}', '{}'),
  -- A cycle: each supersedes the other.
  ('p_x', 'Cycle Part X', 'marine-spares', 'Supersedes W, which supersedes it.', 10, '', true, true, false,
   '2026-01-12T00:00:00Z', '{}', 'CY-X1', '{}', '{CY-W1}', '{}'),
  ('p_w', 'Cycle Part W', 'marine-spares', 'Supersedes X, which supersedes it.', 10, '', true, true, false,
   '2026-01-13T00:00:00Z', '{}', 'CY-W1', '{}', '{CY-X1}', '{}');
`;

let api;
let admin;
before(async () => {
  api = await startWithData(PARTS_SQL, { ADMIN_PASSWORD: ADMIN.password });
  admin = await login(api.base, ADMIN.username, ADMIN.password);
});
after(async () => { await api?.close(); });

const search = (query, cookie) => call(api.base, 'GET', `/api/products/search?${new URLSearchParams(query)}`, { cookie });
const ids = (r) => r.body.items.map((p) => p.id);
const create = (body) => call(api.base, 'POST', '/api/products', { body, cookie: admin });
let serial = 0;
const fresh = (fields = {}) => productBody({ id: `parts_${++serial}`, ...fields });

test('supersedes and fits are written, trimmed, read back, patched and logged', async () => {
  const body = fresh({ supersedes: [' 1R-0749 ', '1R0748'], fits: ['Caterpillar 3516B', 'Cummins KTA50'] });
  const r = await create(body);
  assert.equal(r.status, 201, r.text);
  assert.deepEqual(r.body.supersedes, ['1R-0749', '1R0748']);
  assert.deepEqual(r.body.fits, ['Caterpillar 3516B', 'Cummins KTA50']);
  const read = await call(api.base, 'GET', `/api/products/${body.id}`);
  assert.deepEqual(read.body.supersedes, ['1R-0749', '1R0748']);
  assert.deepEqual(read.body.fits, ['Caterpillar 3516B', 'Cummins KTA50']);
  const patched = await call(api.base, 'PATCH', `/api/products/${body.id}`, { body: { fits: [] }, cookie: admin });
  assert.equal(patched.status, 200, patched.text);
  const after = await call(api.base, 'GET', `/api/products/${body.id}`);
  assert.deepEqual(after.body.fits, []);
  assert.deepEqual(after.body.supersedes, ['1R-0749', '1R0748'], 'an absent field keeps its value');
  const logged = psql(api.db.url, '-At', '-c',
    `SELECT changes->'fits'->>'before' FROM activity_log WHERE entity_id = '${body.id}' AND action = 'update'`).trim();
  assert.match(logged, /Caterpillar 3516B/);
  const plain = await create(fresh());
  assert.deepEqual([plain.body.supersedes, plain.body.fits], [[], []], 'absent: []');
});

test('the rules: 20 superseded numbers and 50 models at most, no control characters, no duplicates', async () => {
  const refused = [
    [{ supersedes: Array.from({ length: 21 }, (_, i) => `OLD-${i}`) }, 'supersedes'],
    [{ fits: Array.from({ length: 51 }, (_, i) => `Engine ${i}`) }, 'fits'],
    [{ supersedes: ['OK-1', 'bad\u0007number'] }, 'supersedes'],
    [{ fits: ['Line\nbreak'] }, 'fits'],
    [{ supersedes: ['1R-0749', '1r-0749'] }, 'supersedes'],
    [{ fits: ['Caterpillar 3516B', 'CATERPILLAR 3516B'] }, 'fits'],
    [{ supersedes: ['x'.repeat(65)] }, 'supersedes'],
    [{ fits: ['x'.repeat(81)] }, 'fits'],
    [{ supersedes: ['  '] }, 'supersedes'],
    [{ supersedes: 'OLD-1' }, 'supersedes'],
  ];
  for (const [fields, field] of refused) {
    const r = await create(fresh(fields));
    assert.equal(r.status, 400, JSON.stringify(fields).slice(0, 80));
    assert.ok(r.body.errors.some((e) => e.field === field), r.text);
  }
  const most = await create(fresh({ supersedes: Array.from({ length: 20 }, (_, i) => `OLD-${i}`),
    fits: Array.from({ length: 50 }, (_, i) => `Engine ${i}`) }));
  assert.equal(most.status, 201, most.text);
});

test('import and export: the columns, with an escaped bar and backslash, round trip', async () => {
  const row = {
    row: 2, sku: 'IO-PARTS-1', name: 'Escaped Part', category: 'marine-spares', description: 'A part with odd numbers.',
    price: '12', image: '/uploads/placeholder.jpg', partNumbers: 'PN-1|PN-2',
    supersedes: 'OLD\\|1|OLD\\\\2| OLD-3 ', fits: 'Caterpillar 3516B|MAN B\\|W 6L',
  };
  const r = await call(api.base, 'POST', '/api/admin/products/import', { body: { rows: [row] }, cookie: admin });
  assert.equal(r.status, 200, r.text);
  const id = psql(api.db.url, '-At', '-c', "SELECT id FROM products WHERE sku = 'IO-PARTS-1'").trim();
  const stored = await call(api.base, 'GET', `/api/products/${id}`);
  assert.deepEqual(stored.body.supersedes, ['OLD|1', 'OLD\\2', 'OLD-3']);
  assert.deepEqual(stored.body.fits, ['Caterpillar 3516B', 'MAN B|W 6L']);
  assert.deepEqual(stored.body.partNumbers, ['PN-1', 'PN-2']);

  const res = await fetch(`${api.base}/api/admin/products/export.csv`, { headers: { cookie: admin } });
  const records = parse(Buffer.from(await res.arrayBuffer()), { bom: true, columns: true });
  const mine = records.find((x) => x.id === id);
  assert.equal(mine.supersedes, 'OLD\\|1|OLD\\\\2|OLD-3');
  assert.equal(mine.fits, 'Caterpillar 3516B|MAN B\\|W 6L');
  assert.equal(mine.partNumbers, 'PN-1|PN-2');
  const again = await call(api.base, 'POST', '/api/admin/products/import',
    { body: { dryRun: true, rows: [{ row: 2, ...mine }] }, cookie: admin });
  assert.equal(again.status, 200, again.text);
  assert.equal(again.body.rows[0].action, 'unchanged', JSON.stringify(again.body.rows[0]));
  const bad = await call(api.base, 'POST', '/api/admin/products/import',
    { body: { dryRun: true, rows: [{ ...row, row: 3, sku: 'IO-PARTS-2', supersedes: 'A|a' }] }, cookie: admin });
  assert.deepEqual(bad.body.rows[0].errors.map((e) => e.field), ['supersedes']);
});

test('diacritics are folded: wartsila and WARTSILA find Wärtsilä', async () => {
  for (const q of ['wartsila', 'WARTSILA', 'Wärtsilä', 'wartsila injector']) {
    const r = await search({ q });
    assert.equal(r.status, 200, q);
    assert.equal(ids(r)[0], 'p_wart', q);
  }
});

test('words joined and split: gulfcraft oryx, volvopenta, volvo penta', async () => {
  assert.deepEqual(ids(await search({ q: 'gulfcraft oryx' })), ['p_gulf']);
  assert.ok(ids(await search({ q: 'volvopenta' })).includes('p_volvo'));
  const split = ids(await search({ q: 'volvo penta' }));
  assert.ok(split.includes('p_vp') && split.includes('p_volvo'), split.join());
  assert.ok(ids(await search({ q: 'volvo penta', sort: 'newest' })).includes('p_vp'), 'in every sort');
});

test('an old number finds the current part first, with replaced; the old part follows', async () => {
  for (const q of ['1R-0750', '1r0750', '1R 0750']) {
    const r = await search({ q });
    assert.equal(r.status, 200, q);
    assert.deepEqual(ids(r).slice(0, 2), ['p_filter_new', 'p_filter_old'], q);
    assert.equal(r.body.items[0].replaced, '1R-0750');
    assert.equal('replaced' in r.body.items[1], false);
  }
  const byName = await search({ q: '1R-0750', sort: 'name' });
  assert.equal(byName.body.items.find((p) => p.id === 'p_filter_new').replaced, '1R-0750', 'any sort');
  assert.equal((await search({ q: 'fuel filter' })).body.items.every((p) => !('replaced' in p)), true);
});

test('a chain resolves to the newest part; hidden products neither match nor continue; cycles end', async () => {
  const chain = await search({ q: 'sk-a100' });
  assert.equal(ids(chain)[0], 'p_c');
  assert.equal(chain.body.items[0].replaced, 'SK-A100');
  const fromB = await search({ q: 'SK-B200' });
  assert.deepEqual(ids(fromB).slice(0, 2), ['p_c', 'p_b']);
  assert.equal(fromB.body.items[0].replaced, 'SK-B200');

  const hidden = await search({ q: 'ZZ-900' });
  assert.equal(hidden.status, 200);
  assert.deepEqual(ids(hidden), []);
  assert.equal(hidden.body.total, 0);
  const stopped = await search({ q: 'PS-Y1' });
  assert.deepEqual(ids(stopped), ['p_d']);
  assert.equal(stopped.body.items[0].replaced, 'PS-Y1');

  const cycle = await search({ q: 'CY-X1' });
  assert.equal(cycle.status, 200);
  assert.ok(ids(cycle).includes('p_x'));
});

test('fits: the filter (folded) and the facet', async () => {
  const all = await search({ category: 'marine-spares' });
  const facet = all.body.facets.fits;
  assert.deepEqual(facet.find((f) => f.value.toLowerCase().replace(/\s+/g, ' ') === 'deutz bf4m 2012'),
    { value: 'Deutz BF4M 2012', count: 2 }, JSON.stringify(facet));
  assert.equal(facet[0].value, 'Deutz BF4M 2012', 'the most common first');
  assert.ok(facet.length <= 30, 'the 30 most common');
  const filtered = await search({ category: 'marine-spares', fits: 'DEUTZ BF4M 2012', sort: 'name' });
  assert.deepEqual(ids(filtered), ['p_vp', 'p_wart']);
  assert.equal(filtered.body.total, 2);
  assert.deepEqual(ids(await search({ fits: ' deutz  bf4m 2012' })).sort(), ['p_vp', 'p_wart']);
  assert.deepEqual(ids(await search({ q: 'bf4m' })).sort(), ['p_vp', 'p_wart'], 'the fits are words of the search');
  assert.equal((await search({ fits: 'x'.repeat(81) })).status, 400);
});
