// Search on the server (docs/search.md): typos, part numbers in any spelling, Arabic
// spellings, literal wildcards, hidden products, stable cursors, limits and facets, over the
// real server and PostgreSQL. The SKU and part numbers are written and read back by the staff
// calls, and a taken SKU is refused on its field.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, startPages, call, login, ADMIN, productBody } from './helpers.mjs';

const SEARCH_SQL = `
INSERT INTO products (id, name, category, description, price, image, in_stock, is_visible, show_contact_for_pricing,
                      "timestamp", name_ar, specs, sku, part_numbers) VALUES
  ('p_anchor', 'Galvanised Anchor 20 kg', 'marine-spares', 'Delta anchor for boats of 8 to 12 metres.', 450, '', true,
   true, false, '2026-01-01T00:00:00Z', 'مرساة مجلفنة', '{"brand": "Lewmar"}', 'LW-ANC-20', '{}'),
  ('p_filter', 'Fuel Filter Element', 'marine-spares', 'Replacement element for diesel fuel water separators.', 95,
   '', true, true, false, '2026-01-02T00:00:00Z', 'عنصر فلتر الوقود', '{"brand": "Racor"}', NULL, '{MS-00123,2040PM}'),
  ('p_buoy', 'Lifebuoy Ring 24 inch', 'marine-spares', 'SOLAS approved ring lifebuoy with retro-reflective tape.', 180,
   '', true, true, false, '2026-01-03T00:00:00Z', '', '{"brand": "Lalizas"}', NULL, '{}'),
  ('p_cylinder', 'CO2 Cylinder 5 kg', 'marine-spares', 'Refillable cylinder for fixed fire suppression systems 100%.',
   320, '', true, true, false, '2026-01-04T00:00:00Z', 'أسطوانة ثاني أكسيد الكربون', '{}', NULL, '{}'),
  ('p_hidden', 'Hidden Anchor Prototype', 'marine-spares', 'Not yet released to the public catalogue.', 999, '', true,
   false, false, '2026-01-05T00:00:00Z', '', '{}', NULL, '{}'),
  ('p_yacht', 'Azimut 68 Flybridge', 'vessel-chartering', 'Flybridge yacht for day charters from Dubai Harbour.', 2500,
   '', true, true, false, '2026-01-06T00:00:00Z', '', '{"vesselType": "yacht", "lengthM": 20.7, "guests": 25, "rateBasis": "day"}', NULL, '{}'),
  ('p_cat', 'Lagoon 42 Catamaran', 'vessel-chartering', 'Sailing catamaran for sunset cruises.', 1800, '', true, true,
   false, '2026-01-07T00:00:00Z', '', '{"vesselType": "catamaran", "lengthM": 12.8, "guests": 12}', NULL, '{}');
`;

let api;
let admin;
let pages;  // the page server, against api
before(async () => {
  api = await startWithData(SEARCH_SQL, { ADMIN_PASSWORD: ADMIN.password });
  pages = await startPages(api.base);
  admin = await login(api.base, ADMIN.username, ADMIN.password);
});
after(async () => {
  await pages?.stop();
  await api?.close();
});

const jsonLd = (html) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)[1]);

const search = (query, cookie) => call(api.base, 'GET', `/api/products/search?${new URLSearchParams(query)}`, { cookie });
const ids = (r) => r.body.items.map((p) => p.id);

test('a typo finds the product: anchr, lifebouy', async () => {
  assert.deepEqual(ids(await search({ q: 'anchr' })), ['p_anchor']);
  assert.deepEqual(ids(await search({ q: 'lifebouy' })), ['p_buoy']);
});

test('a part number without its dashes, with a space, in lower case finds it first', async () => {
  for (const q of ['ms00123', 'MS 00123', 'ms-00123', '2040pm']) {
    const r = await search({ q });
    assert.equal(r.status, 200, q);
    assert.equal(ids(r)[0], 'p_filter', q);
  }
  assert.equal(ids(await search({ q: 'lw anc 20' }))[0], 'p_anchor', 'the SKU too');
});

test('Arabic spellings: taa marbuta as haa, a bare alef, diacritics and tatweel', async () => {
  assert.deepEqual(ids(await search({ q: 'مرساه' })), ['p_anchor']);
  assert.deepEqual(ids(await search({ q: 'اسطوانه' })), ['p_cylinder']);
  assert.deepEqual(ids(await search({ q: 'مُرْسـاة' })), ['p_anchor']);
});

test('%, _ and \\ match literally, never as wildcards', async () => {
  for (const q of ['%', '_', '\\', '%%', '_%_']) {
    const r = await search({ q });
    assert.equal(r.status, 200, q);
    assert.deepEqual(ids(r), [], q);
    assert.equal(r.body.total, 0, q);
  }
  assert.deepEqual(ids(await search({ q: '100%' })), ['p_cylinder']);
});

test('a hidden product is never found by a visitor; staff find it', async () => {
  assert.deepEqual(ids(await search({ q: 'anchor' })), ['p_anchor']);
  assert.deepEqual(ids(await search({ q: 'prototype' })), []);
  const staff = await search({ q: 'anchor', sort: 'name' }, admin);
  assert.deepEqual(ids(staff), ['p_anchor', 'p_hidden']);
  assert.equal(staff.headers.get('cache-control'), 'private, no-store');
});

test('the category, the sorts and the filters; facets count before the filters', async () => {
  const spares = await search({ category: 'marine-spares' });
  assert.deepEqual(ids(spares), ['p_cylinder', 'p_filter', 'p_anchor', 'p_buoy'], 'by name by default');
  assert.equal(spares.body.total, 4);
  assert.deepEqual(ids(await search({ category: 'marine-spares', sort: 'price-low' })),
    ['p_filter', 'p_buoy', 'p_cylinder', 'p_anchor']);
  assert.deepEqual(ids(await search({ category: 'marine-spares', sort: 'newest' })),
    ['p_cylinder', 'p_buoy', 'p_filter', 'p_anchor']);
  const yachts = await search({ category: 'vessel-chartering', type: 'yacht' });
  assert.deepEqual(ids(yachts), ['p_yacht']);
  assert.equal(yachts.body.total, 1);
  assert.deepEqual(yachts.body.facets.types, [{ value: 'catamaran', count: 1 }, { value: 'yacht', count: 1 }]);
  assert.deepEqual(yachts.body.facets.length, { min: 12.8, max: 20.7 });
  assert.deepEqual(yachts.body.facets.guests, { max: 25 });
  assert.deepEqual(yachts.body.facets.price, { min: '1800.00', max: '2500.00' });
  assert.deepEqual(ids(await search({ category: 'vessel-chartering', guests: '20' })), ['p_yacht']);
  assert.deepEqual(ids(await search({ category: 'vessel-chartering', lengthMax: '15' })), ['p_cat']);
  const brands = (await search({ category: 'marine-spares', brand: 'lewmar' }));
  assert.deepEqual(ids(brands), ['p_anchor'], 'brand regardless of case');
  assert.equal(brands.body.facets.brands.length, 3);
});

test('cursors: every product once, in order, while products are added between pages', async () => {
  const seen = [];
  let cursor;
  let added = 0;
  do {
    const r = await search({ sort: 'name', limit: '2', ...(cursor ? { cursor } : {}) });
    assert.equal(r.status, 200, r.text);
    seen.push(...ids(r));
    cursor = r.body.nextCursor;
    // A product sorting before and one after everything seen so far.
    const made = await call(api.base, 'POST', '/api/products', {
      body: productBody({ name: `${added % 2 ? 'Zz' : 'Aa'} Added ${added}` }), cookie: admin });
    assert.equal(made.status, 201, made.text);
    added += 1;
  } while (cursor);
  const before = seen.filter((id) => !id.startsWith('product_'));
  assert.deepEqual(before.slice(0, 6), ['p_yacht', 'p_cylinder', 'p_filter', 'p_anchor', 'p_cat', 'p_buoy']);
  assert.equal(new Set(seen).size, seen.length, 'no product twice');
});

test('limits: limit over 48, q over 200 characters, unknown parameters and cursors are 400', async () => {
  for (const [query, field] of [[{ limit: '49' }, 'limit'], [{ limit: '0' }, 'limit'], [{ q: 'a'.repeat(201) }, 'q'],
    [{ cursor: 'x~y~z' }, 'cursor'], [{ sort: 'price-low', cursor: 'n~abc~p_anchor' }, 'cursor'],
    [{ cursor: 'l~1e400~p_anchor', sort: 'price-low' }, 'cursor'], [{ color: 'red' }, 'color'],
    [{ lengthMin: 'ten' }, 'lengthMin'], [{ category: 'boats' }, 'category']]) {
    const r = await search(query);
    assert.equal(r.status, 400, JSON.stringify(query));
    assert.ok(r.body.errors.some((e) => e.field === field), `${JSON.stringify(query)}: ${r.text}`);
  }
  assert.equal((await search({ q: 'a'.repeat(200) })).status, 200);
  assert.equal((await search({ limit: '48' })).status, 200);
});

test('SKU and part numbers: written, read back, searched; a taken SKU is refused on its field', async () => {
  const made = await call(api.base, 'POST', '/api/products', {
    body: productBody({ name: 'Impeller Kit', sku: 'JAB-9000', partNumbers: ['09-1027B', '  SKF 6204 '] }), cookie: admin });
  assert.equal(made.status, 201, made.text);
  assert.equal(made.body.sku, 'JAB-9000');
  assert.deepEqual(made.body.partNumbers, ['09-1027B', 'SKF 6204']);
  assert.equal(ids(await search({ q: '091027b' }))[0], made.body.id);
  const taken = await call(api.base, 'POST', '/api/products', {
    body: productBody({ name: 'Other Kit', sku: 'jab-9000' }), cookie: admin });
  assert.equal(taken.status, 409, taken.text);
  assert.equal(taken.body.errors[0].field, 'sku');
  for (const partNumbers of [Array.from({ length: 11 }, (_, i) => `P${i}`), ['A-1', 'a-1'], ['x'.repeat(65)], ['']]) {
    const r = await call(api.base, 'POST', '/api/products', { body: productBody({ partNumbers }), cookie: admin });
    assert.equal(r.status, 400, JSON.stringify(partNumbers));
    assert.equal(r.body.errors[0].field, 'partNumbers');
  }
  const cleared = await call(api.base, 'PATCH', `/api/products/${made.body.id}`, {
    body: { sku: '', partNumbers: [] }, cookie: admin });
  assert.equal(cleared.status, 200, cleared.text);
  assert.equal(cleared.body.sku, '');
  assert.deepEqual(cleared.body.partNumbers, []);
});

test('the product page\'s JSON-LD carries the SKU and the manufacturer\'s part number', async () => {
  const anchor = jsonLd((await call(pages.url, 'GET', '/product/p_anchor')).text);
  assert.equal(anchor.sku, 'LW-ANC-20');
  assert.equal(anchor.mpn, undefined);
  const filter = jsonLd((await call(pages.url, 'GET', '/product/p_filter')).text);
  assert.equal(filter.sku, 'p_filter', 'the listing id without an SKU');
  assert.equal(filter.mpn, 'MS-00123');
});

test('a write shows at once: the kept count and facets of a category follow a new product', async () => {
  const query = { category: 'vessel-chartering' };
  const before = (await search(query)).body;
  assert.equal((await search(query)).body.total, before.total, 'asked twice: the kept summary');
  const made = await call(api.base, 'POST', '/api/products', {
    body: productBody({ name: 'Riva Aquariva', category: 'vessel-chartering', specs: { vesselType: 'speedboat' } }),
    cookie: admin });
  assert.equal(made.status, 201, made.text);
  const after = (await search(query)).body;
  assert.equal(after.total, before.total + 1);
  assert.ok(after.facets.types.some((t) => t.value === 'speedboat'));
  const removed = await call(api.base, 'DELETE', `/api/products/${made.body.id}`, { cookie: admin });
  assert.ok(removed.status < 300, removed.text);
  assert.equal((await search(query)).body.total, before.total);
});

test('a relevance page\'s nextCursor gives the next page', async () => {
  const first = await search({ q: 'anchor', limit: '1' }, admin);
  assert.equal(first.status, 200, first.text);
  assert.match(first.body.nextCursor, /^r~/);
  const next = await search({ q: 'anchor', limit: '1', cursor: first.body.nextCursor }, admin);
  assert.equal(next.status, 200, next.text);
  assert.notDeepEqual(ids(next), ids(first));
});

// docs/search.md, "What a query matches": a '-' that no word follows negates nothing; 33 of
// them overflowed websearch_to_tsquery's stack (a 500, logged as an error).
test('operators alone: 33 and 200 dashes, - - -, !!!!, """", ((((, mixtures answer 200 and log no error', async () => {
  const logged = api.stderr().length;
  const texts = ['-'.repeat(33), '-'.repeat(200), '- '.repeat(100).trim(), ' -'.repeat(99) + 'x', '!'.repeat(200),
    '"'.repeat(200), '('.repeat(200), '-!'.repeat(100), '-('.repeat(100), '-)'.repeat(100), '-&'.repeat(100),
    '-|'.repeat(100), '-"'.repeat(100), '-" '.repeat(66), '--"'.repeat(66), '-\u00a0'.repeat(100), '-\u3000'.repeat(100),
    '- ! " ( ) & | '.repeat(14), `anchor ${'-'.repeat(150)}`, `${'-'.repeat(100)}anchor`];
  for (const q of texts) {
    for (const more of [{}, { category: 'marine-spares' }, { sort: 'newest' }]) {
      const r = await search({ q, ...more });
      assert.equal(r.status, 200, `${JSON.stringify(q)} ${JSON.stringify(more)}: ${r.text}`);
    }
  }
  assert.ok(ids(await search({ q: `anchor ${'-'.repeat(150)}` })).includes('p_anchor'), 'the word still found');
  // A failed statement's line is written before its answer is sent.
  assert.doesNotMatch(api.stderr().slice(logged), /level=error|tsquery|XX000/);
});

test('view=card: each item is what its card draws, in the same order; the category page carries only cards', async () => {
  const full = await search({ category: 'vessel-chartering', sort: 'price-low' });
  const cards = await search({ category: 'vessel-chartering', sort: 'price-low', view: 'card' });
  assert.equal(cards.status, 200, cards.text);
  assert.deepEqual(ids(cards), ids(full));
  assert.equal(cards.body.total, full.body.total);
  assert.deepEqual(cards.body.facets, full.body.facets);
  const catamaran = cards.body.items[0];
  assert.deepEqual(Object.keys(catamaran).sort(),
    ['category', 'id', 'image', 'inStock', 'name', 'nameAr', 'price', 'showContactForPricing', 'specs']);
  assert.deepEqual(catamaran.specs, {}, 'no rate basis: no specs at all');
  assert.equal(catamaran.price, '1800.00');
  assert.deepEqual(cards.body.items[1].specs, { rateBasis: 'day' }, 'the price basis, and only that');
  assert.equal((await search({ view: 'list' })).body.errors[0].field, 'view');

  // The page server asks for cards: no product's description in the category page.
  const html = (await call(pages.url, 'GET', '/category/vessel-chartering')).text;
  assert.match(html, /Lagoon 42 Catamaran/);
  assert.doesNotMatch(html, /Sailing catamaran for sunset cruises/);
  assert.match(html, /Azimut 68 Flybridge/);
});
