// The third hostile review's findings on leads, blocks, feeds, text and imports, each over
// HTTP against the real server and PostgreSQL (docs/security.md, "Third review"): a quote
// past what a price can hold, a stored lead nobody can read, a sub-user undoing a booking
// or assigning a lead away, a note faking the server's lines, dates nobody can book,
// formulas and XML-forbidden characters in the feeds, an import without pictures.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import { startWithData, call, login, psql, withoutDeskHours, FIXTURE_SQL, ADMIN } from './helpers.mjs';

let s;
let admin;
let sub;
let subId;
before(async () => {
  s = await startWithData(FIXTURE_SQL, { ADMIN_PASSWORD: ADMIN.password, ENQUIRIES_PER_MINUTE: '100000',
    SITE_URL: 'https://marine.example' });
  withoutDeskHours(s.db.url);  // the messages compared whole (docs/desks.md)
  admin = await login(s.base, ADMIN.username, ADMIN.password);
  const made = await call(s.base, 'POST', '/api/admin/sub-users',
    { body: { name: 'Deck Hand', username: 'deckhand', password: 'Deck-Hand-Pass-1', isActive: true }, cookie: admin });
  assert.equal(made.status, 201, made.text);
  subId = made.body.id;
  sub = await login(s.base, 'deckhand', 'Deck-Hand-Pass-1');
  const other = await call(s.base, 'POST', '/api/admin/sub-users',
    { body: { name: 'Other Hand', username: 'otherhand', password: 'Other-Hand-Pass-1', isActive: true }, cookie: admin });
  assert.equal(other.status, 201, other.text);
  const terms = { hourlyRate: '5000000.00', dailyRate: null, minimumHours: 1, minimumRules: [], overtimeStepMinutes: 60,
    datePrices: [], extras: [{ id: 'crew', name: 'Extra crew', nameAr: 'طاقم إضافي', price: '99999.00', unit: 'hour' }],
    depositPercent: 25, cancellationTerms: 'By agreement.', cancellationTermsAr: '', turnaroundMinutes: 0 };
  const r = await call(s.base, 'PATCH', `/api/products/${VESSEL}`, { body: { charter: terms, specs: { guests: 12 } }, cookie: admin });
  assert.equal(r.status, 200, r.text);
});
after(async () => { await s?.close(); });

const VESSEL = 'product_2000';
// A Dubai date `days` from today (Dubai keeps UTC+4 all year).
const dubaiDay = (days) => new Date(Date.now() + 4 * 3600e3 + days * 86400e3).toISOString().slice(0, 10);
const quote = (body) => call(s.base, 'POST', `/api/charters/${VESSEL}/quote`, { body });
const lead = (fields = {}) => call(s.base, 'POST', '/api/enquiries', { body: {
  items: [{ productId: 'product_1000' }], note: '', channel: 'whatsapp', lang: 'en', page: '/', ...fields } });
const blocks = `/api/admin/charters/${VESSEL}/blocks`;

test('a quote past 99,999,999.99 AED is refused with a field error, as a booking lead is', async () => {
  const slot = { date: dubaiDay(10), start: '00:00', hours: 24, guests: 2 };
  const big = await quote({ ...slot, extras: [{ id: 'crew', quantity: 99 }] });
  assert.equal(big.status, 400, big.text);
  assert.match(big.body.fields.hours, /99,999,999\.99/);
  const fits = await quote({ ...slot, hours: 2 });
  assert.equal(fits.status, 200, fits.text);
  assert.equal(fits.body.total, '10000000.00');
  const booking = await lead({ items: [{ productId: VESSEL }], booking: { productId: VESSEL, ...slot, extras: [{ id: 'crew', quantity: 99 }] } });
  assert.equal(booking.status, 400, booking.text);
  assert.deepEqual(booking.body.errors.map((e) => e.field), ['booking.hours']);
});

test('a stored lead that cannot be read is listed as unreadable; the list, the lead and its deletion still work', async () => {
  const good = await lead();
  const bad = await lead({ items: [{ productId: VESSEL }], booking: { productId: VESSEL, date: dubaiDay(3), start: '10:00', hours: 2, guests: 2 } });
  assert.equal(bad.status, 201, bad.text);
  // A row written by an older rule: an amount of nine digits before the point.
  psql(s.db.url, '-c', `UPDATE enquiries SET booking = jsonb_set(booking, '{total}', '"123456789.00"') WHERE ref = '${bad.body.ref}'`);
  const list = await call(s.base, 'GET', '/api/admin/enquiries', { cookie: sub });
  assert.equal(list.status, 200, list.text);
  const refs = list.body.items.map((i) => i.ref);
  assert.ok(refs.includes(good.body.ref) && refs.includes(bad.body.ref), list.text);
  assert.equal(list.body.items.find((i) => i.ref === bad.body.ref).unreadable, true);
  assert.equal(list.body.items.find((i) => i.ref === good.body.ref).unreadable, false);
  const one = await call(s.base, 'GET', `/api/admin/enquiries/${bad.body.ref}`, { cookie: admin });
  assert.equal(one.status, 200, one.text);
  assert.equal(one.body.unreadable, true);
  assert.equal((await call(s.base, 'DELETE', `/api/admin/enquiries/${bad.body.ref}`, { cookie: admin })).status, 204);
});

test("a sub-user cannot undo a booking through PATCH: its kind is the administrator's, and no expiry is in the past", async () => {
  const start = `${dubaiDay(20)}T10:00:00+04:00`;
  const end = `${dubaiDay(20)}T12:00:00+04:00`;
  const booking = await call(s.base, 'POST', blocks, { body: { start, end, kind: 'booking' }, cookie: sub });
  assert.equal(booking.status, 201, booking.text);
  const url = `${blocks}/${booking.body.id}`;
  const instant = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const soon = instant(Date.now() + 3600e3);
  for (const body of [{ kind: 'maintenance' }, { kind: 'option', expiresAt: soon }]) {
    const r = await call(s.base, 'PATCH', url, { body, cookie: sub });
    assert.equal(r.status, 403, `${JSON.stringify(body)}: ${r.text}`);
  }
  const past = instant(Date.now() - 60e3);
  const lapsed = await call(s.base, 'PATCH', url, { body: { kind: 'option', expiresAt: past }, cookie: admin });
  assert.equal(lapsed.status, 400, lapsed.text);
  assert.ok(lapsed.body.fields.expiresAt, lapsed.text);
  const option = await call(s.base, 'POST', blocks, { cookie: sub, body: { start: `${dubaiDay(21)}T10:00:00+04:00`,
    end: `${dubaiDay(21)}T12:00:00+04:00`, kind: 'option', expiresAt: soon } });
  assert.equal(option.status, 201, option.text);
  const expired = await call(s.base, 'PATCH', `${blocks}/${option.body.id}`, { body: { expiresAt: past }, cookie: sub });
  assert.equal(expired.status, 400, expired.text);
  assert.equal(psql(s.db.url, '-At', '-c', `SELECT kind FROM charter_blocks WHERE id = ${booking.body.id}`).trim(), 'booking');
  // The administrator may; so may a sub-user confirm an option.
  assert.equal((await call(s.base, 'PATCH', `${blocks}/${option.body.id}`, { body: { kind: 'booking' }, cookie: sub })).status, 200);
  assert.equal((await call(s.base, 'PATCH', url, { body: { kind: 'maintenance' }, cookie: admin })).status, 200);
});

test("a block's enquiryRef names an existing lead", async () => {
  const body = { start: `${dubaiDay(30)}T10:00:00+04:00`, end: `${dubaiDay(30)}T12:00:00+04:00`, kind: 'maintenance' };
  const none = await call(s.base, 'POST', blocks, { body: { ...body, enquiryRef: 'Q-7K3M' }, cookie: admin });
  assert.equal(none.status, 400, none.text);
  assert.ok(none.body.fields.enquiryRef, none.text);
  const r = await lead();
  const named = await call(s.base, 'POST', blocks, { body: { ...body, enquiryRef: r.body.ref }, cookie: admin });
  assert.equal(named.status, 201, named.text);
});

test('quotes and booking leads only for a date from today to 24 months ahead', async () => {
  for (const date of [dubaiDay(-1), dubaiDay(800), '2999-01-01']) {
    const q = await quote({ date, start: '10:00', hours: 2, guests: 2 });
    assert.equal(q.status, 400, `${date}: ${q.text}`);
    assert.ok(q.body.fields.date, q.text);
    const l = await lead({ items: [{ productId: VESSEL }], booking: { productId: VESSEL, date, start: '10:00', hours: 2, guests: 2 } });
    assert.deepEqual(l.body.errors?.map((e) => e.field), ['booking.date'], l.text);
  }
  assert.equal((await quote({ date: dubaiDay(0), start: '23:00', hours: 1, guests: 2 })).status, 200);
  assert.equal((await quote({ date: dubaiDay(700), start: '10:00', hours: 1, guests: 2 })).status, 200);
});

test("a sub-user takes or leaves a lead, never assigns it to someone else; a won or lost lead keeps its assignee", async () => {
  const r = await lead();
  const ref = r.body.ref;
  const others = (await call(s.base, 'GET', '/api/admin/sub-users', { cookie: admin })).body;
  const otherId = (others.items ?? others).find((u) => u.username === 'otherhand').id;
  const patch = (body, cookie) => call(s.base, 'PATCH', `/api/admin/enquiries/${ref}`, { body, cookie });
  assert.equal((await patch({ assignee: otherId }, sub)).status, 403);
  assert.equal((await patch({ assignee: subId }, sub)).status, 200);
  assert.equal((await patch({ assignee: null }, sub)).status, 200);
  assert.equal((await patch({ assignee: otherId }, admin)).status, 200);
  assert.equal((await call(s.base, 'GET', `/api/admin/enquiries/${ref}`, { cookie: admin })).status, 200, 'opened: received');
  assert.equal((await patch({ status: 'won' }, admin)).status, 200);
  const moved = await patch({ assignee: subId }, admin);
  assert.equal(moved.status, 400, moved.text);
  assert.equal((await patch({ assignee: otherId }, admin)).status, 200, 'the current assignee again is no change');
});

test("a visitor's note cannot imitate the server's lines in the message", async () => {
  const r = await lead({ note: 'Call me\r\nReference: Q-AAAA\nOpen the lead: https://evil.example/' });
  assert.equal(r.status, 201, r.text);
  const lines = r.body.message.split('\n');
  assert.deepEqual(lines.slice(-2), [`Reference: ${r.body.ref}`, 'Note: Call me Reference: Q-AAAA Open the lead: https://evil.example/']);
  assert.equal(lines.filter((l) => l.startsWith('Reference:')).length, 1);
  assert.equal(new URL(r.body.whatsappUrl).searchParams.get('text'), r.body.message);
});

// TAB and CR cannot start a stored brand or part number (the database refuses control
// characters there) and titles are one line: the unit test of neutralise_cell covers them.
test('both Meta feeds neutralise formulas at a cell start', async () => {
  psql(s.db.url, '-c', `UPDATE products SET name = '=HYPERLINK("https://evil.example")', name_ar = '+1+1',
    description = '-1 for the lot', specs = '{"brand": "@SUM(A1)"}', part_numbers = '{=1+1}' WHERE id = 'product_1000'`);
  psql(s.db.url, '-c', `INSERT INTO products (id, name, category, description, price, image, images, in_stock, is_visible,
    show_contact_for_pricing, "timestamp", specs, part_numbers) VALUES ('product_5000', 'Shackle', 'marine-spares',
    'Bow shackle.', 12, '/uploads/demo/anchor.svg', '{}', true, true, false, now(), '{"brand": "+Brand"}', ARRAY['-2'])`);
  for (const feed of ['/feeds/meta.csv', '/feeds/meta-ar.csv']) {
    const text = await (await fetch(s.base + feed)).text();
    const rows = parse(text, { bom: true, columns: true });
    for (const id of ['product_1000', 'product_5000']) {
      const row = rows.find((x) => x.id === id);
      assert.ok(row, text);
      for (const [column, cell] of Object.entries(row)) assert.doesNotMatch(cell, /^[=+\-@\t\r]/, `${feed} ${id} ${column}: ${cell}`);
    }
    assert.match(text, /,'[=+]/, 'kept as text, behind an apostrophe');
  }
});

test('non-characters are refused at input, and the Google feed parses in a strict XML parser whatever is stored', async () => {
  for (const name of ['Anchor \uFFFF', 'Anchor \uFFFE', 'Anchor \uFDD0']) {
    const r = await call(s.base, 'PATCH', '/api/products/product_1000', { body: { name }, cookie: admin });
    assert.equal(r.status, 400, `${JSON.stringify(name)}: ${r.text}`);
  }
  const surrogate = await call(s.base, 'PATCH', '/api/products/product_1000',
    { body: '{"name": "Anchor \\ud800"}', cookie: admin });
  assert.equal(surrogate.status, 400, surrogate.text);
  // A row stored before the rule (or by hand): the feed still parses.
  psql(s.db.url, '-c', "UPDATE products SET name = 'Anchor ' || chr(65535) || chr(1) || ' <&>', description = 'Fine as it is' WHERE id = 'product_1000'");
  const xml = await (await fetch(`${s.base}/feeds/google.xml`)).text();
  const strict = spawnSync('python3', ['-c', 'import sys, xml.dom.minidom as m; d = m.parseString(sys.stdin.buffer.read()); '
    + 'print("\\n".join(t.firstChild.data for t in d.getElementsByTagName("g:title")))'], { input: xml, encoding: 'utf8' });
  assert.equal(strict.status, 0, strict.stderr);
  assert.match(strict.stdout, /^Anchor \uFFFD\uFFFD <&>$/m);
});

test('an import without an image column gives new products the placeholder and keeps stored pictures', async () => {
  const r = await call(s.base, 'POST', '/api/admin/products/import', { cookie: admin, body: { rows: [
    { row: 2, sku: 'NOIMG-1', name: 'Shackle 12 mm', category: 'marine-spares', description: 'Galvanised bow shackle.', price: '35' },
    { row: 3, id: 'product_4000', price: '1850000.50' },
    { row: 4, sku: 'NOIMG-2', name: 'Shackle 16 mm', category: 'marine-spares', description: 'Galvanised.', price: '45', image: '' },
  ] } });
  assert.equal(r.status, 200, r.text);
  assert.deepEqual(r.body.summary, { create: 2, update: 0, unchanged: 1, error: 0 });
  const images = psql(s.db.url, '-At', '-c', "SELECT coalesce(sku, id) || '=' || image FROM products WHERE sku LIKE 'NOIMG-%' OR id = 'product_4000' ORDER BY 1").trim();
  assert.deepEqual(images.split('\n'), ['NOIMG-1=/uploads/placeholder.jpg', 'NOIMG-2=/uploads/placeholder.jpg', 'product_4000=/uploads/demo/crew.svg']);
});
