// A word tier checks the newest 2,000 products one by one, then turns to the GIN index for the
// older matches (docs/search.md, "Two words"). Over the real server and PostgreSQL, with more
// products than that walk: the matches on either side of its end come once each, in order,
// across pages, in both tiers, with the category and for staff.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, call, login, ADMIN } from './helpers.mjs';

// 2,100 fillers a minute apart (the newest last); 3 "Volvo Penta" names among the newest, 30
// long before the newest 2,000, one of them hidden, and 1,600 with the words in the
// description only: more than 1,500 matches, which a word tier reads newest first.
const WALK_SQL = `
INSERT INTO products (id, name, category, description, price, image, in_stock, is_visible, show_contact_for_pricing,
                      "timestamp")
SELECT 'f' || i, 'Deck Fitting ' || i, 'marine-spares', 'Stainless deck fitting for small boats.', 10, '', true, true,
       false, '2026-01-01T00:00:00Z'::timestamptz + i * interval '1 minute'
  FROM generate_series(1, 2100) i;
INSERT INTO products (id, name, category, description, price, image, in_stock, is_visible, show_contact_for_pricing,
                      "timestamp")
SELECT 'new' || k, 'Volvo Penta Impeller ' || k, 'marine-spares', 'Impeller for raw water pumps.', 50, '', true, true,
       false, '2026-01-01T00:00:00Z'::timestamptz + (2050 + k) * interval '1 minute' + interval '30 seconds'
  FROM generate_series(1, 3) k;
INSERT INTO products (id, name, category, description, price, image, in_stock, is_visible, show_contact_for_pricing,
                      "timestamp")
SELECT 'old' || k, 'Volvo Penta Gasket ' || k, CASE WHEN k = 7 THEN 'vessel-sales-purchase' ELSE 'marine-spares' END,
       'Head gasket for marine diesels.', 80, '', true, k <> 13, false,
       '2026-01-01T00:00:00Z'::timestamptz + k * interval '1 minute' + interval '30 seconds'
  FROM generate_series(1, 30) k;
INSERT INTO products (id, name, category, description, price, image, in_stock, is_visible, show_contact_for_pricing,
                      "timestamp")
SELECT 'desc' || k, 'Seawater Pump ' || k, 'marine-spares', 'A pump for Volvo Penta engines.', 300, '', true, true,
       false, '2026-01-01T00:00:00Z'::timestamptz + (40 + k) * interval '1 minute'
  FROM generate_series(1, 1600) k;
`;

let api;
let admin;
before(async () => {
  api = await startWithData(WALK_SQL, { ADMIN_PASSWORD: ADMIN.password });
  admin = await login(api.base, ADMIN.username, ADMIN.password);
});
after(async () => {
  await api?.close();
});

const search = (query, cookie) => call(api.base, 'GET', `/api/products/search?${new URLSearchParams(query)}`, { cookie });

async function everyPage(query, cookie, enough = Infinity) {
  const pages = [];
  let cursor;
  do {
    const r = await search({ ...query, ...(cursor ? { cursor } : {}) }, cookie);
    assert.equal(r.status, 200, r.text);
    pages.push(r.body.items.map((p) => p.id));
    cursor = r.body.nextCursor;
  } while (cursor && pages.flat().length < Math.min(enough, 3000));
  return pages;
}

const range = (from, to, prefix) => Array.from({ length: from - to + 1 }, (_, i) => `${prefix}${from - i}`);
const descriptions = range(1600, 1, 'desc');

test('the newest matches, then the older ones from the index, then the description tier, each once', async () => {
  const visible = [...range(3, 1, 'new'), ...range(30, 1, 'old').filter((id) => id !== 'old13'), ...descriptions];
  const pages = await everyPage({ q: 'volvo penta', limit: '48' });
  assert.equal(pages.length, Math.ceil(visible.length / 48));
  assert.deepEqual(pages.flat(), visible);
  assert.equal((await search({ q: 'volvo penta' })).body.total, visible.length);
});

test('a page that ends inside the walk goes on past it; the category and staff too', async () => {
  const spares = [...range(3, 1, 'new'), ...range(30, 1, 'old').filter((id) => id !== 'old13' && id !== 'old7'),
    ...descriptions.slice(0, 10)];
  const pages = await everyPage({ q: 'volvo penta', category: 'marine-spares', limit: '2' }, undefined, spares.length);
  assert.deepEqual(pages.flat().slice(0, spares.length), spares);
  const staff = (await everyPage({ q: 'volvo penta', limit: '48' }, admin)).flat();
  assert.deepEqual(staff, [...range(3, 1, 'new'), ...range(30, 1, 'old'), ...descriptions], 'staff see the hidden one');
});

test('a filter applies on both sides of the walk', async () => {
  const r = await search({ q: 'volvo penta', category: 'marine-spares', priceMax: '60' });
  assert.deepEqual(r.body.items.map((p) => p.id), range(3, 1, 'new'));
  const older = await search({ q: 'volvo penta', category: 'marine-spares', priceMin: '60', priceMax: '100', limit: '5' });
  assert.deepEqual(older.body.items.map((p) => p.id), ['old30', 'old29', 'old28', 'old27', 'old26']);
});

test('a typo read newest first: every one of 2,100 products once, in order', async () => {
  const pages = await everyPage({ q: 'fittng', limit: '48' });
  assert.deepEqual(pages.flat(), range(2100, 1, 'f'));
});
