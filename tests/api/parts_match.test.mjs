// POST /api/enquiries/match over HTTP against the real server and PostgreSQL
// (docs/parts-lists.md, "Matching a list"): exact codes, choices, missing lines, hidden
// parts answered as unknown ones, the limits and the rate.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, call } from './helpers.mjs';
import { PARTS_SQL } from './parts-fixture.mjs';

let s;
before(async () => {
  s = await startWithData(PARTS_SQL, { MATCHES_PER_MINUTE: '100000' });
});
after(async () => { await s?.close(); });

const match = (lines, base = s.base, headers = {}) => call(base, 'POST', '/api/enquiries/match', { body: { lines }, headers });
const product = async (id) => (await call(s.base, 'GET', `/api/products/${id}`)).body;

test('an exact SKU is matched, with its quantity, as GET /api/products/{id} writes the product', async () => {
  const r = await match(['1R-0750 x4']);
  assert.equal(r.status, 200, r.text);
  assert.equal(r.headers.get('cache-control'), 'no-store');
  assert.equal(r.body.lines.length, 1);
  const [line] = r.body.lines;
  assert.deepEqual({ ...line, product: undefined }, { line: 0, text: '1R-0750', quantity: 4, status: 'matched', product: undefined });
  assert.deepEqual(line.product, await product('part_filter'));
  assert.equal('replaced' in line, false, 'no old number');
});

test('a part number written without dashes or spaces, and a code followed by words, are matched', async () => {
  const r = await match(['2040PMOR', '1r 0750', '1R0750 fuel filter for the main engine, 2', 'ffh-10 (3)']);
  assert.equal(r.status, 200, r.text);
  assert.deepEqual(r.body.lines.map((l) => [l.status, l.product?.id, l.quantity]), [
    ['matched', 'part_filter', 1],
    ['matched', 'part_filter', 1],
    ['matched', 'part_filter', 2],
    ['matched', 'part_housing', 3],
  ]);
});

test('an old number finds the part that replaced it, and a chain its newest listed part, with the number typed', async () => {
  const r = await match(['1r-0749 x2', 'SEP-1', 'sep2', 'SEP-3']);
  assert.equal(r.status, 200, r.text);
  assert.deepEqual(r.body.lines.map((l) => [l.status, l.product?.id, l.replaced ?? null, l.quantity]), [
    ['matched', 'part_filter', '1R-0749', 2],
    ['matched', 'part_sep_3', 'SEP-1', 1],
    ['matched', 'part_sep_3', 'SEP-2', 1],
    ['matched', 'part_sep_3', null, 1],
  ]);
});

test('words are answered with the search\'s choices, one to three, best first', async () => {
  const r = await match(['fuel filter 2 pcs', 'Fuel Filter Housing']);
  assert.equal(r.status, 200, r.text);
  const [words, name] = r.body.lines;
  assert.equal(words.status, 'choose');
  assert.equal(words.quantity, 2);
  assert.deepEqual(words.choices.map((p) => p.id).sort(), ['part_filter', 'part_housing']);
  assert.equal('product' in words, false);
  assert.deepEqual(words.choices.find((p) => p.id === 'part_housing'), await product('part_housing'));
  assert.equal(name.status, 'choose');
  assert.equal(name.choices[0].id, 'part_housing', 'the whole name first');
});

test('nonsense is missing; a hidden part\'s code or name is answered exactly as an unknown one', async () => {
  const r = await match(['zzqx wibble 5', 'HID-777', 'Secret Gasket Kit']);
  assert.equal(r.status, 200, r.text);
  assert.deepEqual(r.body.lines, [
    { line: 0, text: 'zzqx wibble', quantity: 5, status: 'missing' },
    { line: 1, text: 'HID-777', quantity: 1, status: 'missing' },
    { line: 2, text: 'Secret Gasket Kit', quantity: 1, status: 'missing' },
  ]);
  const hidden = await match(['HID-777']);
  const unknown = await match(['HID-778']);
  assert.equal(hidden.text.replace('HID-777', 'X'), unknown.text.replace('HID-778', 'X'));
});

test('quantities are read in the forms people write; empty lines and lone quantities are left out', async () => {
  const r = await match(['', '1R-0750 × 6', '   ', 'qty 7 FFH-10', '1R-0750\t12', 'x4', '1R-0750 عدد ٣', '1R-0750 x 5000']);
  assert.equal(r.status, 200, r.text);
  assert.deepEqual(r.body.lines.map((l) => [l.line, l.text, l.quantity]), [
    [1, '1R-0750', 6], [3, 'FFH-10', 7], [4, '1R-0750', 12], [6, '1R-0750', 3], [7, '1R-0750', 999],
  ]);
});

test('500 lines are matched; 501, a line over 10,000 characters, a body that is not the contract: 400', async () => {
  const many = Array.from({ length: 500 }, (_, i) => (i % 3 === 0 ? `1R-0750 x${(i % 9) + 1}` : i % 3 === 1 ? `fuel filter ${i}` : `nothing-${i}`));
  const ok = await match(many);
  assert.equal(ok.status, 200, ok.text);
  assert.equal(ok.body.lines.length, 500);
  assert.equal(ok.body.lines.filter((l) => l.status === 'matched').length, 167);
  const cases = [
    [{ lines: [...many, 'one more'] }, 'lines'],
    [{ lines: ['a'.repeat(10_001)] }, 'lines[0]'],
    [{ lines: [1] }, 'lines[0]'],
    [{ lines: 'text' }, 'lines'],
    [{ lines: [], colour: 'red' }, 'colour'],
  ];
  for (const [body, field] of cases) {
    const r = await call(s.base, 'POST', '/api/enquiries/match', { body });
    assert.equal(r.status, 400, `${field}: ${r.text.slice(0, 200)}`);
    assert.equal(r.body.errors[0].field, field, r.text.slice(0, 200));
  }
  assert.equal((await match(['a'.repeat(10_000)])).status, 200);
  const huge = await call(s.base, 'POST', '/api/enquiries/match', { body: JSON.stringify({ lines: ['x'.repeat(1100 * 1024)] }) });
  assert.equal(huge.status, 413);
});

test('past MATCHES_PER_MINUTE a network gets 429 (a budget apart from the enquiries\'), another does not', async () => {
  const limited = await startWithData(PARTS_SQL, { MATCHES_PER_MINUTE: '3', ENQUIRIES_PER_MINUTE: '100' });
  try {
    const from = (ip) => match(['1R-0750'], limited.base, { 'x-real-ip': ip });
    for (let i = 0; i < 3; i += 1) assert.equal((await from('198.51.100.9')).status, 200);
    const refused = await from('198.51.100.9');
    assert.equal(refused.status, 429, refused.text);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    assert.equal((await from('203.0.113.9')).status, 200);
    const sent = await call(limited.base, 'POST', '/api/enquiries', {
      body: { items: [{ productId: 'part_filter' }], channel: 'call', lang: 'en', page: '/enquiry' }, headers: { 'x-real-ip': '198.51.100.9' } });
    assert.equal(sent.status, 201, 'the enquiries keep their own budget');
  } finally {
    await limited.close();
  }
});
