// Charter terms, quotes, availability and blocks over HTTP against the real server and
// PostgreSQL (docs/charter.md): terms validated by path, the role matrix, the public month
// without customer data, 409 naming the block it meets, an expired option freeing its slot,
// and the no-double-book guarantee across two API instances.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, startServer, startPages, call, login, psql, withoutDeskHours, FIXTURE_SQL, ADMIN } from './helpers.mjs';

let s;
let b;  // a second instance over the same database
let admin;
let sub;
let pages;  // the page server, against s
before(async () => {
  s = await startWithData(FIXTURE_SQL, { ADMIN_PASSWORD: ADMIN.password, ENQUIRIES_PER_MINUTE: '100000',
    SITE_URL: 'https://marine.example' });
  withoutDeskHours(s.db.url);  // the messages compared whole (docs/desks.md)
  pages = await startPages(s.base, { env: { SITE_URL: 'https://marine.example' } });
  b = await startServer({ ADMIN_PASSWORD: ADMIN.password, DATABASE_URL: s.db.url });
  admin = await login(s.base, ADMIN.username, ADMIN.password);
  const made = await call(s.base, 'POST', '/api/admin/sub-users',
    { body: { name: 'Deck Hand', username: 'deckhand', password: 'Deck-Hand-Pass-1', isActive: true }, cookie: admin });
  assert.equal(made.status, 201, made.text);
  sub = await login(s.base, 'deckhand', 'Deck-Hand-Pass-1');
});
after(async () => { await pages?.stop(); await b?.stop(); await s?.close(); });

const VESSEL = 'product_2000';
// Dates a visitor can book, whatever day the suite runs (docs/charter.md, "The bookable
// window"): Dubai keeps UTC+4 all year.
const DAY = 86400e3;
const dubaiDate = (ms) => new Date(ms + 4 * 3600e3).toISOString().slice(0, 10);
const nextWeekday = (weekday, fromDays) => {
  let t = Date.now() + fromDays * DAY;
  while (new Date(t + 4 * 3600e3).getUTCDay() !== weekday) t += DAY;
  return t;
};
const EVE_MS = nextWeekday(4, 10);  // a Thursday: no minimum rule; the Friday after has no date price
const EVE = dubaiDate(EVE_MS);
const EVE_NEXT = dubaiDate(EVE_MS + DAY);
const FRIDAY = dubaiDate(nextWeekday(5, 1));
const MONDAY = dubaiDate(nextWeekday(1, 1));
const next = new Date(Date.now() + 4 * 3600e3);
const MONTH = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
const MONTH_DAYS = new Date(Date.UTC(Number(MONTH.slice(0, 4)), Number(MONTH.slice(5, 7)), 0)).getUTCDate();
const LATER_MONTH = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 2, 1)).toISOString().slice(0, 7);
const AFTER_MONTH = dubaiDate(Date.parse(`${MONTH}-01T00:00:00+04:00`) + 45 * DAY);
const terms = (fields = {}) => ({
  hourlyRate: '500.00', dailyRate: '3000.00', minimumHours: 2,
  minimumRules: [{ days: [0, 5, 6], from: '17:00', to: '02:00', hours: 4 }],
  overtimeStepMinutes: 60,
  datePrices: [{ from: EVE, to: EVE, hourlyRate: '800.00', dailyRate: null, label: "New Year's Eve", labelAr: 'ليلة رأس السنة' }],
  extras: [{ id: 'catering', name: 'Catering', nameAr: 'ضيافة', price: '50.00', unit: 'guest' }],
  depositPercent: 25, cancellationTerms: 'Free cancellation up to 48 hours before.', cancellationTermsAr: '', turnaroundMinutes: 60,
  ...fields,
});
const patchVessel = (body, cookie = admin) => call(s.base, 'PATCH', `/api/products/${VESSEL}`, { body, cookie });
const blocks = () => `/api/admin/charters/${VESSEL}/blocks`;
const block = (body, cookie = admin, base = s.base) => call(base, 'POST', blocks(), { body, cookie });
const month = (m = MONTH) => call(s.base, 'GET', `/api/charters/${VESSEL}/availability?month=${m}`);

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
    { body: { date: EVE, start: '22:00', hours: 4, guests: 10, extras: [{ id: 'catering', quantity: 1 }] } });
  assert.equal(q.status, 200, q.text);
  assert.deepEqual(q.body.lines.map((l) => [l.kind, l.amount]), [['event', '1600.00'], ['overtime', '1000.00'], ['extra', '500.00']]);
  assert.equal(q.body.total, '3100.00');
  assert.equal(q.body.deposit, '775.00');
  assert.equal(q.body.hoursCharged, 4);
  assert.equal(q.body.minimumRule, null);
  const fri = await call(s.base, 'POST', `/api/charters/${VESSEL}/quote`, { body: { date: FRIDAY, start: '18:00', hours: 3, guests: 2, lang: 'ar' } });
  assert.equal(fri.status, 400);
  assert.ok(fri.body.fields.hours);
  const many = await call(s.base, 'POST', `/api/charters/${VESSEL}/quote`, { body: { date: MONDAY, start: '10:00', hours: 2, guests: 13 } });
  assert.equal(many.status, 400);
  assert.ok(many.body.fields.guests, many.text);
  const none = await call(s.base, 'POST', '/api/charters/product_1000/quote', { body: { date: MONDAY, start: '10:00', hours: 2, guests: 1 } });
  assert.equal(none.status, 404);
});

test('anonymous staff calls are 401; sub-users block time but only admins delete bookings', async () => {
  assert.equal((await call(s.base, 'GET', `${blocks()}?from=${MONTH}-01&to=${MONTH}-28`)).status, 401);
  assert.equal((await call(s.base, 'GET', `/api/admin/calendar?from=${MONTH}-01&to=${MONTH}-07`)).status, 401);
  assert.equal((await block({ start: `${MONTH}-10T10:00:00+04:00`, end: `${MONTH}-10T12:00:00+04:00`, kind: 'booking' }, '')).status, 401);
  const made = await block({ start: `${MONTH}-10T10:00:00+04:00`, end: `${MONTH}-10T12:00:00+04:00`, kind: 'booking' }, sub);
  assert.equal(made.status, 201, made.text);
  assert.equal(made.body.kind, 'booking');
  assert.equal(made.body.start, `${MONTH}-10T10:00:00+04:00`);
  const url = `${blocks()}/${made.body.id}`;
  assert.equal((await call(s.base, 'DELETE', url, { cookie: sub })).status, 403);
  assert.equal((await call(s.base, 'DELETE', url, { cookie: admin })).status, 204);
  const log = await call(s.base, 'GET', `/api/admin/activity?entity=charter_block&entityId=${made.body.id}`, { cookie: admin });
  assert.deepEqual(log.body.entries.map((e) => e.action).sort(), ['create', 'delete']);
});

test('a block meeting another (turnaround included) is 409 naming it; the month shows busy time only', async () => {
  const lead = await call(s.base, 'POST', '/api/enquiries',
    { body: { items: [{ productId: VESSEL }], channel: 'whatsapp', lang: 'en', page: '/', note: '' } });
  assert.equal(lead.status, 201, lead.text);
  const before = await month();
  assert.equal(before.status, 200);
  assert.equal(before.body.days.length, MONTH_DAYS);
  assert.ok(before.body.days.every((d) => d.state === 'free'));
  const first = await block({ start: `${MONTH}-12T10:00:00+04:00`, end: `${MONTH}-12T14:00:00+04:00`, kind: 'option',
    expiresAt: `${MONTH}-11T10:00:00+04:00`, enquiryRef: lead.body.ref });
  assert.equal(first.status, 201, first.text);
  // 14:30 is inside the hour of turnaround after 14:00.
  const clash = await block({ start: `${MONTH}-12T14:30:00+04:00`, end: `${MONTH}-12T16:00:00+04:00`, kind: 'maintenance' });
  assert.equal(clash.status, 409, clash.text);
  assert.equal(clash.body.conflict.id, first.body.id);
  const fine = await block({ start: `${MONTH}-12T15:00:00+04:00`, end: `${MONTH}-12T16:00:00+04:00`, kind: 'maintenance' });
  assert.equal(fine.status, 201, fine.text);

  const after = await month();
  const day = after.body.days.find((d) => d.date === `${MONTH}-12`);
  assert.equal(day.state, 'partial');
  assert.deepEqual(day.busy, [{ start: `${MONTH}-12T10:00:00+04:00`, end: `${MONTH}-12T15:00:00+04:00` },
    { start: `${MONTH}-12T15:00:00+04:00`, end: `${MONTH}-12T17:00:00+04:00` }]);
  assert.doesNotMatch(after.text, new RegExp(`${lead.body.ref}|option|maintenance|"id"`), 'no booking details');

  const confirm = await call(s.base, 'PATCH', `${blocks()}/${first.body.id}`, { body: { kind: 'booking' }, cookie: sub });
  assert.equal(confirm.status, 200, confirm.text);
  assert.equal(confirm.body.kind, 'booking');
  assert.equal(confirm.body.expiresAt, null);
  const week = await call(s.base, 'GET', `/api/admin/calendar?from=${MONTH}-07&to=${MONTH}-13`, { cookie: sub });
  assert.equal(week.status, 200);
  assert.equal(week.body.vessels.find((v) => v.id === VESSEL).blocks.length, 2);
  assert.equal((await call(s.base, 'GET', `/api/admin/calendar?from=${MONTH}-01&to=${AFTER_MONTH}`, { cookie: sub })).status, 400);
});

test('an expired option frees its slot', async () => {
  const option = await block({ start: `${MONTH}-20T10:00:00+04:00`, end: `${MONTH}-20T14:00:00+04:00`, kind: 'option',
    expiresAt: `${MONTH}-19T10:00:00+04:00` });
  assert.equal(option.status, 201, option.text);
  assert.equal((await block({ start: `${MONTH}-20T11:00:00+04:00`, end: `${MONTH}-20T12:00:00+04:00`, kind: 'booking' })).status, 409);
  psql(s.db.url, '-c', `UPDATE charter_blocks SET expires_at = now() - interval '1 minute' WHERE id = ${option.body.id}`);
  const freed = (await month()).body.days.find((d) => d.date === `${MONTH}-20`);
  assert.equal(freed.state, 'free', 'reads leave expired options out');
  const taken = await block({ start: `${MONTH}-20T11:00:00+04:00`, end: `${MONTH}-20T12:00:00+04:00`, kind: 'booking' });
  assert.equal(taken.status, 201, taken.text);
  assert.equal(psql(s.db.url, '-At', '-c', `SELECT count(*) FROM charter_blocks WHERE id = ${option.body.id}`).trim(), '0');
});

test('20 concurrent confirmations of overlapping slots on two instances: one booking, 19 answers of 409', async () => {
  const adminB = await login(b.base, ADMIN.username, ADMIN.password);
  const attempts = Array.from({ length: 20 }, (_, i) => {
    const hour = 10 + (i % 3);  // 10-12, 11-13, 12-14: each meets the others (an hour of turnaround)
    const body = { start: `${MONTH}-24T${hour}:00:00+04:00`, end: `${MONTH}-24T${hour + 2}:00:00+04:00`, kind: 'booking' };
    return i % 2 ? block(body, admin, s.base) : block(body, adminB, b.base);
  });
  const answers = await Promise.all(attempts);
  const statuses = answers.map((r) => r.status).sort();
  assert.equal(statuses.filter((x) => x === 201).length, 1, statuses.join());
  assert.equal(statuses.filter((x) => x === 409).length, 19, statuses.join());
  assert.equal(psql(s.db.url, '-At', '-c', `SELECT count(*) FROM charter_blocks WHERE span && tstzrange('${MONTH}-24 00:00+04', '${MONTH}-25 00:00+04')`).trim(), '1');
});

test('a booking request becomes a lead with its estimate; the message lists the slot, extras, estimate and reference', async () => {
  const booking = { productId: VESSEL, date: EVE, start: '22:00', hours: 4, guests: 10, extras: [{ id: 'catering', quantity: 1 }] };
  const body = { items: [{ productId: VESSEL }], channel: 'whatsapp', lang: 'en', page: `/product/${VESSEL}`, note: '', booking };
  const refused = await call(s.base, 'POST', '/api/enquiries', { body: { ...body, booking: { ...booking, guests: 13 } } });
  assert.equal(refused.status, 400);
  assert.deepEqual(refused.body.errors.map((e) => e.field), ['booking.guests']);
  const notListed = await call(s.base, 'POST', '/api/enquiries', { body: { ...body, items: [{ productId: 'product_1000' }] } });
  assert.deepEqual(notListed.body.errors.map((e) => e.field), ['booking.productId']);

  const r = await call(s.base, 'POST', '/api/enquiries', { body });
  assert.equal(r.status, 201, r.text);
  assert.equal(r.body.message, ['Hello, I would like a quote for:', '1. Harbour Tug Al Bahr × 1',
    `Booking: ${EVE} 22:00–02:00`, 'Guests: 10', 'Extras: Catering × 1', 'Estimate:',
    "- New Year's Eve: 2 h × 800.00: 1600.00 AED", '- Overtime: 2 h × 500.00: 1000.00 AED',
    '- Catering: 1 × 10 guests × 50.00: 500.00 AED', 'Total: 3100.00 AED', 'Deposit: 775.00 AED',
    `Reference: ${r.body.ref}`].join('\n'));
  const lead = await call(s.base, 'GET', `/api/admin/enquiries/${r.body.ref}`, { cookie: sub });
  assert.equal(lead.status, 200, lead.text);
  // The booking's payment state (docs/payments.md) is checked in bookings.test.mjs.
  const { token, url, status, payments, due, ...request } = lead.body.booking;
  assert.deepEqual({ ...request, quote: undefined }, { productId: VESSEL, date: EVE, start: '22:00', end: '02:00',
    hours: 4, guests: 10, extras: [{ id: 'catering', name: 'Catering', quantity: 1 }], quote: undefined });
  assert.deepEqual([token, url, status, payments], [null, null, null, []]);
  assert.equal(due.deposit, lead.body.booking.quote.deposit);
  assert.equal(lead.body.booking.quote.total, '3100.00');
  const list = await call(s.base, 'GET', '/api/admin/enquiries', { cookie: sub });
  assert.deepEqual(list.body.items.find((i) => i.ref === r.body.ref).booking, { date: EVE, start: '22:00' });
  const ar = await call(s.base, 'POST', '/api/enquiries', { body: { ...body, lang: 'ar' } });
  assert.match(ar.body.message, new RegExp(`الحجز: ${EVE} 22:00–02:00\nعدد الضيوف: 10\nالإضافات: ضيافة × 1`));
  assert.equal(psql(s.db.url, '-At', '-c', `SELECT count(*) FROM charter_blocks WHERE span && tstzrange('${EVE} 22:00+04', '${EVE_NEXT} 02:00+04')`).trim(), '0', 'a request holds no slot');
});

test("the vessel page's Offer carries the hourly rate; the sitemap stays valid", async () => {
  const html = (await call(pages.url, 'GET', `/product/${VESSEL}`)).text;
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)[1]);
  const product = ld['@graph'] ? ld['@graph'].find((n) => n['@type'] === 'Product') : ld;
  assert.equal(product.offers.price, '500.00');
  assert.deepEqual(product.offers.priceSpecification, { '@type': 'UnitPriceSpecification', price: '500.00', priceCurrency: 'AED', unitCode: 'HUR' });
  const map = await call(s.base, 'GET', '/sitemap.xml');
  assert.equal(map.status, 200);
  assert.match(map.text, /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset[^>]*>[\s\S]*<\/urlset>\s*$/);
  assert.match(map.text, new RegExp(`<loc>https://marine.example/product/${VESSEL}</loc>`));
});

test("a block written through one instance empties the other's cached month", async () => {
  const url = `/api/charters/${VESSEL}/availability?month=${LATER_MONTH}`;
  const day = async () => (await call(b.base, 'GET', url)).body.days.find((d) => d.date === `${LATER_MONTH}-14`).state;
  assert.equal(await day(), 'free');
  assert.equal(await day(), 'free', 'now from the cache');
  const made = await block({ start: `${LATER_MONTH}-14T00:00:00+04:00`, end: `${LATER_MONTH}-15T00:00:00+04:00`, kind: 'maintenance' });
  assert.equal(made.status, 201, made.text);
  let state = await day();
  for (let i = 0; state !== 'booked' && i < 200; i++) { await new Promise((r) => setTimeout(r, 25)); state = await day(); }
  assert.equal(state, 'booked');
});
