// The catalogue feeds (docs/catalogue-io.md, "Feeds"), read with a real CSV parser
// (csv-parse) and a real XML parser (@xmldom/xmldom) and held to the fields' rules: the
// required fields, the price as `1500.00 AED`, https links; priced products only; Google
// gets Marine Supplies only; a catalogue change is in the next answer.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { DOMParser } from '@xmldom/xmldom';
import { startWithData, call, login, ADMIN, FIXTURE_SQL } from './helpers.mjs';

const G = 'http://base.google.com/ns/1.0';
const EXTRA_SQL = `${FIXTURE_SQL}
INSERT INTO products (id, name, category, description, price, image, images, in_stock, is_visible,
                      show_contact_for_pricing, "timestamp", name_ar, description_ar, sku, part_numbers, specs) VALUES
  ('product_5000', 'Impeller, "Jabsco" 1210', 'marine-spares', E'Neoprene impeller,\\nsix blades & a gasket <kit>.',
   1500, 'https://cdn.example.com/impeller.jpg', '{}', false, true, false, '2026-10-01T08:00:00Z',
   'دافعة مضخة', 'دافعة من النيوبرين بست شفرات.', 'IMP-1210', '{1210-0001}', '{"brand": "Jabsco", "condition": "new"}'),
  ('product_6000', 'Custom Davit', 'marine-spares', 'Made to order, ask for a quote.',
   0, '/uploads/demo/davit.svg', '{}', true, true, true, '2026-10-02T08:00:00Z', '', '', NULL, '{}', '{}');`;

let api;
let admin;
before(async () => {
  api = await startWithData(EXTRA_SQL, { ADMIN_PASSWORD: ADMIN.password, SITE_URL: 'https://marine.example' });
  admin = await login(api.base, ADMIN.username, ADMIN.password);
});
after(async () => { await api?.close(); });

const get = async (p) => {
  const r = await fetch(api.base + p);
  return { status: r.status, headers: r.headers, bytes: Buffer.from(await r.arrayBuffer()) };
};
const csv = (bytes) => parse(bytes, { bom: true, columns: true, relax_column_count: false });
const priceFormat = /^\d+\.\d{2} AED$/;

test('meta.csv: UTF-8 with a BOM, Meta\'s fields, priced visible products only', async () => {
  const r = await get('/feeds/meta.csv');
  assert.equal(r.status, 200);
  assert.match(r.headers.get('content-type'), /^text\/csv; charset=utf-8/);
  assert.deepEqual([...r.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  const rows = csv(r.bytes);
  assert.deepEqual(Object.keys(rows[0]),
    ['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link', 'brand', 'mpn']);
  // Contact For Pricing (product_2000, product_6000) and invisible (product_3000) are left out.
  assert.deepEqual(rows.map((x) => x.id).sort(), ['product_1000', 'product_4000', 'product_5000']);
  for (const row of rows) {
    for (const f of ['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link'])
      assert.ok(row[f], `${row.id}: ${f}`);
    assert.match(row.price, priceFormat, row.id);
    assert.ok(['in stock', 'out of stock'].includes(row.availability), row.id);
    assert.ok(['new', 'used'].includes(row.condition), row.id);
    assert.match(row.image_link, /^https:\/\//, row.id);
    assert.equal(row.link, `https://marine.example/product/${row.id}`);
  }
  const impeller = rows.find((x) => x.id === 'product_5000');
  assert.equal(impeller.title, 'Impeller, "Jabsco" 1210');
  assert.equal(impeller.description, 'Neoprene impeller, six blades & a gasket <kit>.');
  assert.equal(impeller.price, '1500.00 AED');
  assert.equal(impeller.availability, 'out of stock');
  assert.equal(impeller.brand, 'Jabsco');
  assert.equal(impeller.mpn, '1210-0001');
  assert.equal(rows.find((x) => x.id === 'product_4000').price, '1850000.50 AED');
  assert.equal(rows.find((x) => x.id === 'product_1000').image_link, 'https://marine.example/uploads/demo/anchor.svg');
});

test('meta-ar.csv: Meta\'s language override feed with the Arabic text and pages', async () => {
  const rows = csv((await get('/feeds/meta-ar.csv')).bytes);
  assert.deepEqual(Object.keys(rows[0]), ['id', 'override', 'title', 'description', 'link']);
  const impeller = rows.find((x) => x.id === 'product_5000');
  assert.deepEqual(impeller, { id: 'product_5000', override: 'ar_XX', title: 'دافعة مضخة',
    description: 'دافعة من النيوبرين بست شفرات.', link: 'https://marine.example/ar/product/product_5000' });
  // No translation: the English text, as the Arabic pages show it.
  assert.equal(rows.find((x) => x.id === 'product_1000').title, 'Stockless Anchor 1 t');
});

test('google.xml: RSS 2.0 in the g: namespace, Marine Supplies only, every required field', async () => {
  const r = await get('/feeds/google.xml');
  assert.equal(r.status, 200);
  const problems = [];
  const doc = new DOMParser({ onError: (level, message) => problems.push(`${level}: ${message}`) })
    .parseFromString(r.bytes.toString('utf8'), 'application/xml');
  assert.deepEqual(problems, []);
  const rss = doc.documentElement;
  assert.equal(rss.tagName, 'rss');
  assert.equal(rss.getAttribute('version'), '2.0');
  const items = [...doc.getElementsByTagName('item')];
  const g = (item, name) => item.getElementsByTagNameNS(G, name)[0]?.textContent;
  // product_4000 is a vessel: not a shopping item.
  assert.deepEqual(items.map((i) => g(i, 'id')).sort(), ['product_1000', 'product_5000']);
  for (const item of items) {
    for (const f of ['id', 'title', 'link', 'image_link', 'availability', 'price', 'condition'])
      assert.ok(g(item, f), `${g(item, 'id')}: ${f}`);
    assert.match(g(item, 'price'), priceFormat);
    assert.match(g(item, 'image_link'), /^https:\/\//);
    assert.match(g(item, 'link'), /^https:\/\/marine\.example\/product\//);
    assert.ok(['in_stock', 'out_of_stock'].includes(g(item, 'availability')));
    assert.ok(g(item, 'brand') || g(item, 'mpn') || g(item, 'identifier_exists') === 'no');
  }
  const impeller = items.find((i) => g(i, 'id') === 'product_5000');
  assert.equal(g(impeller, 'title'), 'Impeller, "Jabsco" 1210');
  assert.equal(g(impeller, 'brand'), 'Jabsco');
  assert.equal(g(impeller, 'mpn'), '1210-0001');
  assert.equal(g(impeller, 'availability'), 'out_of_stock');
});

test('the feeds are cached like the reads and follow a catalogue change at once', async () => {
  const first = await get('/feeds/google.xml');
  const again = await fetch(`${api.base}/feeds/google.xml`, { headers: { 'if-none-match': first.headers.get('etag') } });
  assert.equal(again.status, 304);
  const r = await call(api.base, 'PATCH', '/api/products/product_1000', { body: { price: '4999.00' }, cookie: admin });
  assert.equal(r.status, 200, r.text);
  assert.match((await get('/feeds/google.xml')).bytes.toString(), /<g:price>4999.00 AED<\/g:price>/);
  const meta = csv((await get('/feeds/meta.csv')).bytes);
  assert.equal(meta.find((x) => x.id === 'product_1000').price, '4999.00 AED');
});
