// Charter terms, quotes, availability and blocks over HTTP against the real server and
// PostgreSQL (docs/charter.md): terms validated by path, the role matrix, the public month
// without customer data, 409 naming the block it meets, an expired option freeing its slot,
// and the no-double-book guarantee across two API instances.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startWithData, startServer, call, login, psql, FIXTURE_SQL, ADMIN } from './helpers.mjs';

let s;
let b;  // a second instance over the same database
let admin;
let sub;
let dir;
before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marine-charter-'));
  const index = path.join(dir, 'index.html');
  fs.writeFileSync(index, '<!doctype html><html><head><meta charset="UTF-8" /><title>Generic</title></head><body><div id="root"></div></body></html>');
  s = await startWithData(FIXTURE_SQL, { ADMIN_PASSWORD: ADMIN.password, ENQUIRIES_PER_MINUTE: '100000',
    SITE_URL: 'https://marine.example', SPA_INDEX: index });
  b = await startServer({ ADMIN_PASSWORD: ADMIN.password, DATABASE_URL: s.db.url });
  admin = await login(s.base, ADMIN.username, ADMIN.password);
  const made = await call(s.base, 'POST', '/api/admin/sub-users',
    { body: { name: 'Deck Hand', username: 'deckhand', password: 'Deck-Hand-Pass-1', isActive: true }, cookie: admin });
  assert.equal(made.status, 201, made.text);
  sub = await login(s.base, 'deckhand', 'Deck-Hand-Pass-1');
});
after(async () => { await b?.stop(); await s?.close(); fs.rmSync(dir, { recursive: true, force: true }); });

const VESSEL = 'product_2000';
const terms = (fields = {}) => ({
  hourlyRate: '500.00', dailyRate: '3000.00', minimumHours: 2,
  minimumRules: [{ days: [0, 5, 6], from: '17:00', to: '02:00', hours: 4 }],
  overtimeStepMinutes: 60,
  datePrices: [{ from: '2026-12-31', to: '2026-12-31', hourlyRate: '800.00', dailyRate: null, label: "New Year's Eve", labelAr: 'ليلة رأس السنة' }],
  extras: [{ id: 'catering', name: 'Catering', nameAr: 'ضيافة', price: '50.00', unit: 'guest' }],
  depositPercent: 25, cancellationTerms: 'Free cancellation up to 48 hours before.', cancellationTermsAr: '', turnaroundMinutes: 60,
  ...fields,
});
const patchVessel = (body, cookie = admin) => call(s.base, 'PATCH', `/api/products/${VESSEL}`, { body, cookie });
const blocks = () => `/api/admin/charters/${VESSEL}/blocks`;
const block = (body, cookie = admin, base = s.base) => call(base, 'POST', blocks(), { body, cookie });
const month = (m = '2026-12') => call(s.base, 'GET', `/api/charters/${VESSEL}/availability?month=${m}`);

test('terms are validated with field errors by path, stored with the vessel and logged', async () => {
  let r = await patchVessel({ charter: terms({ minimumRules: [{ days: [5], from: '25:00', to: '02:00', hours: 4 }] }) });
  assert.equal(r.status, 400, r.text);
  const fields = (res) => res.body.errors.map((e) => e.field);
  assert.deepEqual(fields(r), ['charter.minimumRules.0.from'], r.text);
  r = await patchVessel({ charter: terms({ hourlyRate: null, dailyRate: null, overtimeStepMinutes: 45 }) });
  assert.equal(r.status, 400);
  assert.deepEqual(fields(r), ['charter.hourlyRate', 'charter.overtimeStepMinutes'], r.text);
  r = await call(s.base, 'PATCH', '/api/products/product_1000', { body: { charter: terms() }, cookie: admin });
  assert.equal(r.status, 400);
  assert.deepEqual(fields(r), ['charter'], 'spares carry no terms');

  r = await patchVessel({ charter: terms(), specs: { guests: 12 } }, sub);
  assert.equal(r.status, 200, r.text);
  assert.deepEqual(r.body.charter, terms());
  const pub = await call(s.base, 'GET', `/api/products/${VESSEL}`);
  assert.deepEqual(pub.body.charter, terms());
  assert.equal('charter' in (await call(s.base, 'GET', '/api/products/product_1000')).body, false);
  const log = await call(s.base, 'GET', `/api/admin/activity?entity=product&entityId=${VESSEL}`, { cookie: admin });
  assert.ok(log.body.entries.some((e) => e.action === 'update' && e.changes.charter), log.text);
});

test('the quote is itemised by the server, and guests over the maximum are refused', async () => {
  const q = await call(s.base, 'POST', `/api/charters/${VESSEL}/quote`,
    { body: { date: '2026-12-31', start: '22:00', hours: 4, guests: 10, extras: [{ id: 'catering', quantity: 1 }] } });
  assert.equal(q.status, 200, q.text);
  assert.deepEqual(q.body.lines.map((l) => [l.kind, l.amount]), [['event', '1600.00'], ['overtime', '1000.00'], ['extra', '500.00']]);
  assert.equal(q.body.total, '3100.00');
  assert.equal(q.body.deposit, '775.00');
  assert.equal(q.body.hoursCharged, 4);
  assert.equal(q.body.minimumRule, null);
  const fri = await call(s.base, 'POST', `/api/charters/${VESSEL}/quote`, { body: { date: '2026-12-04', start: '18:00', hours: 3, guests: 2, lang: 'ar' } });
  assert.equal(fri.status, 400);
  assert.ok(fri.body.fields.hours);
  const many = await call(s.base, 'POST', `/api/charters/${VESSEL}/quote`, { body: { date: '2026-12-07', start: '10:00', hours: 2, guests: 13 } });
  assert.equal(many.status, 400);
  assert.ok(many.body.fields.guests, many.text);
  const none = await call(s.base, 'POST', '/api/charters/product_1000/quote', { body: { date: '2026-12-07', start: '10:00', hours: 2, guests: 1 } });
  assert.equal(none.status, 404);
});

test('anonymous staff calls are 401; sub-users block time but only admins delete bookings', async () => {
  assert.equal((await call(s.base, 'GET', `${blocks()}?from=2026-12-01&to=2026-12-31`)).status, 401);
  assert.equal((await call(s.base, 'GET', '/api/admin/calendar?from=2026-12-01&to=2026-12-07')).status, 401);
  assert.equal((await block({ start: '2026-12-10T10:00:00+04:00', end: '2026-12-10T12:00:00+04:00', kind: 'booking' }, '')).status, 401);
  const made = await block({ start: '2026-12-10T10:00:00+04:00', end: '2026-12-10T12:00:00+04:00', kind: 'booking' }, sub);
  assert.equal(made.status, 201, made.text);
  assert.equal(made.body.kind, 'booking');
  assert.equal(made.body.start, '2026-12-10T10:00:00+04:00');
  const url = `${blocks()}/${made.body.id}`;
  assert.equal((await call(s.base, 'DELETE', url, { cookie: sub })).status, 403);
  assert.equal((await call(s.base, 'DELETE', url, { cookie: admin })).status, 204);
  const log = await call(s.base, 'GET', `/api/admin/activity?entity=charter_block&entityId=${made.body.id}`, { cookie: admin });
  assert.deepEqual(log.body.entries.map((e) => e.action).sort(), ['create', 'delete']);
});

test('a block meeting another (turnaround included) is 409 naming it; the month shows busy time only', async () => {
  const before = await month();
  assert.equal(before.status, 200);
  assert.equal(before.body.days.length, 31);
  assert.ok(before.body.days.every((d) => d.state === 'free'));
  const first = await block({ start: '2026-12-12T10:00:00+04:00', end: '2026-12-12T14:00:00+04:00', kind: 'option',
    expiresAt: '2026-12-11T10:00:00+04:00', enquiryRef: 'Q-7K3M' });
  assert.equal(first.status, 201, first.text);
  // 14:30 is inside the hour of turnaround after 14:00.
  const clash = await block({ start: '2026-12-12T14:30:00+04:00', end: '2026-12-12T16:00:00+04:00', kind: 'maintenance' });
  assert.equal(clash.status, 409, clash.text);
  assert.equal(clash.body.conflict.id, first.body.id);
  const fine = await block({ start: '2026-12-12T15:00:00+04:00', end: '2026-12-12T16:00:00+04:00', kind: 'maintenance' });
  assert.equal(fine.status, 201, fine.text);

  const after = await month();
  const day = after.body.days.find((d) => d.date === '2026-12-12');
  assert.equal(day.state, 'partial');
  assert.deepEqual(day.busy, [{ start: '2026-12-12T10:00:00+04:00', end: '2026-12-12T15:00:00+04:00' },
    { start: '2026-12-12T15:00:00+04:00', end: '2026-12-12T17:00:00+04:00' }]);
  assert.doesNotMatch(after.text, /Q-7K3M|option|maintenance|"id"/, 'no booking details');

  const confirm = await call(s.base, 'PATCH', `${blocks()}/${first.body.id}`, { body: { kind: 'booking' }, cookie: sub });
  assert.equal(confirm.status, 200, confirm.text);
  assert.equal(confirm.body.kind, 'booking');
  assert.equal(confirm.body.expiresAt, null);
  const week = await call(s.base, 'GET', '/api/admin/calendar?from=2026-12-07&to=2026-12-13', { cookie: sub });
  assert.equal(week.status, 200);
  assert.equal(week.body.vessels.find((v) => v.id === VESSEL).blocks.length, 2);
  assert.equal((await call(s.base, 'GET', '/api/admin/calendar?from=2026-12-01&to=2027-01-15', { cookie: sub })).status, 400);
});

test('an expired option frees its slot', async () => {
  const option = await block({ start: '2026-12-20T10:00:00+04:00', end: '2026-12-20T14:00:00+04:00', kind: 'option',
    expiresAt: '2026-12-19T10:00:00+04:00' });
  assert.equal(option.status, 201, option.text);
  assert.equal((await block({ start: '2026-12-20T11:00:00+04:00', end: '2026-12-20T12:00:00+04:00', kind: 'booking' })).status, 409);
  psql(s.db.url, '-c', `UPDATE charter_blocks SET expires_at = now() - interval '1 minute' WHERE id = ${option.body.id}`);
  const freed = (await month()).body.days.find((d) => d.date === '2026-12-20');
  assert.equal(freed.state, 'free', 'reads leave expired options out');
  const taken = await block({ start: '2026-12-20T11:00:00+04:00', end: '2026-12-20T12:00:00+04:00', kind: 'booking' });
  assert.equal(taken.status, 201, taken.text);
  assert.equal(psql(s.db.url, '-At', '-c', `SELECT count(*) FROM charter_blocks WHERE id = ${option.body.id}`).trim(), '0');
});

test('20 concurrent confirmations of overlapping slots on two instances: one booking, 19 answers of 409', async () => {
  const adminB = await login(b.base, ADMIN.username, ADMIN.password);
  const attempts = Array.from({ length: 20 }, (_, i) => {
    const hour = 10 + (i % 3);  // 10-12, 11-13, 12-14: each meets the others (an hour of turnaround)
    const body = { start: `2026-12-24T${hour}:00:00+04:00`, end: `2026-12-24T${hour + 2}:00:00+04:00`, kind: 'booking' };
    return i % 2 ? block(body, admin, s.base) : block(body, adminB, b.base);
  });
  const answers = await Promise.all(attempts);
  const statuses = answers.map((r) => r.status).sort();
  assert.equal(statuses.filter((x) => x === 201).length, 1, statuses.join());
  assert.equal(statuses.filter((x) => x === 409).length, 19, statuses.join());
  assert.equal(psql(s.db.url, '-At', '-c', `SELECT count(*) FROM charter_blocks WHERE span && tstzrange('2026-12-24 00:00+04', '2026-12-25 00:00+04')`).trim(), '1');
});

test('a booking request becomes a lead with its estimate; the message lists the slot, extras, estimate and reference', async () => {
  const booking = { productId: VESSEL, date: '2026-12-31', start: '22:00', hours: 4, guests: 10, extras: [{ id: 'catering', quantity: 1 }] };
  const body = { items: [{ productId: VESSEL }], channel: 'whatsapp', lang: 'en', page: `/product/${VESSEL}`, note: '', booking };
  const refused = await call(s.base, 'POST', '/api/enquiries', { body: { ...body, booking: { ...booking, guests: 13 } } });
  assert.equal(refused.status, 400);
  assert.deepEqual(refused.body.errors.map((e) => e.field), ['booking.guests']);
  const notListed = await call(s.base, 'POST', '/api/enquiries', { body: { ...body, items: [{ productId: 'product_1000' }] } });
  assert.deepEqual(notListed.body.errors.map((e) => e.field), ['booking.productId']);

  const r = await call(s.base, 'POST', '/api/enquiries', { body });
  assert.equal(r.status, 201, r.text);
  assert.equal(r.body.message, ['Hello, I would like a quote for:', '1. Harbour Tug Al Bahr × 1',
    'Booking: 2026-12-31 22:00–02:00', 'Guests: 10', 'Extras: Catering × 1', 'Estimate:',
    "- New Year's Eve: 2 h × 800.00: 1600.00 AED", '- Overtime: 2 h × 500.00: 1000.00 AED',
    '- Catering: 1 × 10 guests × 50.00: 500.00 AED', 'Total: 3100.00 AED', 'Deposit: 775.00 AED',
    `Reference: ${r.body.ref}`].join('\n'));
  const lead = await call(s.base, 'GET', `/api/admin/enquiries/${r.body.ref}`, { cookie: sub });
  assert.equal(lead.status, 200, lead.text);
  assert.deepEqual({ ...lead.body.booking, quote: undefined }, { productId: VESSEL, date: '2026-12-31', start: '22:00', end: '02:00',
    hours: 4, guests: 10, extras: [{ id: 'catering', name: 'Catering', quantity: 1 }], quote: undefined });
  assert.equal(lead.body.booking.quote.total, '3100.00');
  const list = await call(s.base, 'GET', '/api/admin/enquiries', { cookie: sub });
  assert.deepEqual(list.body.items.find((i) => i.ref === r.body.ref).booking, { date: '2026-12-31', start: '22:00' });
  const ar = await call(s.base, 'POST', '/api/enquiries', { body: { ...body, lang: 'ar' } });
  assert.match(ar.body.message, /الحجز: 2026-12-31 22:00–02:00\nعدد الضيوف: 10\nالإضافات: ضيافة × 1/);
  assert.equal(psql(s.db.url, '-At', '-c', 'SELECT count(*) FROM charter_blocks WHERE span && tstzrange(\'2026-12-31 22:00+04\', \'2027-01-01 02:00+04\')').trim(), '0', 'a request holds no slot');
});

test("the vessel page's Offer carries the hourly rate; the sitemap stays valid", async () => {
  const html = (await call(s.base, 'GET', `/_page/product/${VESSEL}`)).text;
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)[1]);
  const product = ld['@graph'] ? ld['@graph'].find((n) => n['@type'] === 'Product') : ld;
  assert.equal(product.offers.price, '500.00');
  assert.deepEqual(product.offers.priceSpecification, { '@type': 'UnitPriceSpecification', price: '500.00', priceCurrency: 'AED', unitCode: 'HUR' });
  const map = await call(s.base, 'GET', '/sitemap.xml');
  assert.equal(map.status, 200);
  assert.match(map.text, /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset[^>]*>[\s\S]*<\/urlset>\s*$/);
  assert.match(map.text, new RegExp(`<loc>https://marine.example/product/${VESSEL}</loc>`));
});
