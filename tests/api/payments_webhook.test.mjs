// The gateway's webhook against the real API on two instances, PostgreSQL, a fake Stripe that
// signs its events with Stripe's own library, and an SMTP sink (docs/payments.md): each event
// counts once however often and wherever it arrives; a bad signature writes nothing; a payment
// after the option lapsed books the slot if it is free, else is flagged and mailed; a wrong
// amount confirms nothing; a refund; an expired session.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, startServer, call, login, eventually, FIXTURE_SQL, ADMIN } from './helpers.mjs';
import { smtpSink } from './smtp-helpers.mjs';
import { startFakeStripe } from './stripe-fake.mjs';
import { VESSEL, SECRET_KEY, WEBHOOK_SECRET, DEPOSIT, BALANCE, charterVessel, bookingLead, placeOption, blockKinds, paymentRows,
  leadStatus, sql } from './booking-helpers.mjs';

let s;
let b;  // a second instance over the same database
let stripe;
let sink;
let admin;
before(async () => {
  stripe = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  sink = await smtpSink();
  const env = { ADMIN_PASSWORD: ADMIN.password, ENQUIRIES_PER_MINUTE: '100000', SITE_URL: 'https://marine.example',
    STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.base, SMTP_URL: sink.url };
  s = await startWithData(FIXTURE_SQL, env);
  b = await startServer({ ...env, DATABASE_URL: s.db.url });
  stripe.setWebhookTarget(`${s.base}/api/payments/stripe/webhook`);
  admin = await login(s.base, ADMIN.username, ADMIN.password);
  await charterVessel(s.base, admin);
  // The settings' address: where the payment mail went before the desks.
  const current = await call(s.base, 'GET', '/api/settings');
  const saved = await call(s.base, 'PUT', '/api/admin/settings', { cookie: admin, body: { ...current.body, email: 'bookings@marine.example' } });
  assert.equal(saved.status, 200, saved.text);
  // Vessel Chartering's desk, with an address of its own: where the payment mail goes now
  // (docs/desks.md, "A booking's payment mails").
  const { desks: [general] } = (await call(s.base, 'GET', '/api/admin/settings/desks', { cookie: admin })).body;
  const charterDesk = { ...general, id: 'charter', name: 'Charter desk', nameAr: 'مكتب التأجير',
    email: 'charter-desk@marine.example', categories: ['vessel-chartering'] };
  const desks = [{ ...general, categories: general.categories.filter((c) => c !== 'vessel-chartering') }, charterDesk];
  const put = await call(s.base, 'PUT', '/api/admin/settings/desks', { cookie: admin, body: { desks } });
  assert.equal(put.status, 200, put.text);
});
after(async () => { await b?.stop(); await s?.close(); await stripe?.close(); await sink?.close(); });

const hook = (base) => `${base}/api/payments/stripe/webhook`;
const sessionOf = (url) => new URL(url).pathname.split('/').pop();

// A lead with an option and a deposit checkout: its session id.
async function readyToPay(days, expiresInMs) {
  const lead = await bookingLead(s.base, days);
  const option = await placeOption(s.base, admin, lead, expiresInMs);
  const r = await call(s.base, 'POST', `/api/bookings/${option.token}/checkout`, { body: { kind: 'deposit' } });
  assert.equal(r.status, 200, r.text);
  return { lead, ...option, session: sessionOf(r.body.url) };
}

test('one event delivered three times, twice at once on two instances: one payment, one booking, the lead won', async () => {
  const { lead, session, token } = await readyToPay(20);
  // Paid, but the first delivery goes nowhere: the event is then delivered by hand.
  stripe.setWebhookTarget(`${s.base}/api/nowhere`);
  const { event } = await stripe.complete(session);
  stripe.setWebhookTarget(hook(s.base));
  const first = stripe.deliver(event);
  stripe.setWebhookTarget(hook(b.base));
  const second = stripe.deliver(event);
  const answers = await Promise.all([first, second]);
  stripe.setWebhookTarget(hook(s.base));
  answers.push(await stripe.deliver(event));
  for (const a of answers) {
    assert.equal(a.status, 200, JSON.stringify(a.body));
    assert.deepEqual(a.body, { received: true });
  }
  assert.equal(paymentRows(s.db.url, lead.ref), 'deposit:50000:paid:-');
  assert.equal(blockKinds(s.db.url, lead.ref), 'booking');
  assert.equal(sql(s.db.url, `SELECT expires_at IS NULL FROM charter_blocks WHERE enquiry_ref = '${lead.ref}'`), 't');
  assert.equal(leadStatus(s.db.url, lead.ref), 'won');
  assert.equal(sql(s.db.url, `SELECT count(*) FROM gateway_events WHERE event_id = '${event.id}'`), '1');
  const page = await call(s.base, 'GET', `/api/bookings/${token}`);
  assert.equal(page.body.status, 'confirmed');
  assert.equal(page.body.due.deposit, '0.00');
  assert.deepEqual(page.body.payments.map((p) => [p.kind, p.amount, p.method, p.state]), [['deposit', DEPOSIT, 'online', 'paid']]);
  const blocks = await call(s.base, 'GET', `/api/admin/charters/${VESSEL}/blocks?from=${lead.date}&to=${lead.date}`, { cookie: admin });
  assert.deepEqual(blocks.body.items.find((x) => x.enquiryRef === lead.ref).payment, { paid: DEPOSIT, due: BALANCE, flag: null });
  // The lead's own mail may come first: wait for the confirmation itself.
  const mails = await sink.until((m) => m.some((x) => x.subject === `Booking confirmed: ${lead.ref}`));
  assert.equal(mails.filter((x) => x.subject === `Booking confirmed: ${lead.ref}`).length, 1);
  assert.deepEqual(mails.find((x) => x.subject === `Booking confirmed: ${lead.ref}`).rcpt, ['charter-desk@marine.example']);
  // Paid: nothing more of the deposit is due.
  assert.equal((await call(s.base, 'POST', `/api/bookings/${token}/checkout`, { body: { kind: 'deposit' } })).status, 409);

  // Part refunded: still paid, nothing due again, what was given back beside it.
  const part = await stripe.refund(session, 10000);
  assert.equal(part.status, 200);
  assert.equal(paymentRows(s.db.url, lead.ref), 'deposit:50000:paid:-');
  const afterPart = await call(s.base, 'GET', `/api/bookings/${token}`);
  assert.deepEqual(afterPart.body.payments.map((p) => [p.state, p.refunded]), [['paid', '100.00']]);
  assert.equal(afterPart.body.due.deposit, '0.00');
  // The rest refunded, delivered twice.
  const refunded = await stripe.refund(session);
  assert.equal(refunded.status, 200);
  assert.equal((await stripe.deliver(refunded.event)).status, 200);
  assert.equal(paymentRows(s.db.url, lead.ref), 'deposit:50000:refunded:-');
  // An older event (the part) arriving late lowers nothing.
  assert.equal((await stripe.deliver({ ...part.event, id: `${part.event.id}_late` })).status, 200);
  const lead2 = await call(s.base, 'GET', `/api/admin/enquiries/${lead.ref}`, { cookie: admin });
  assert.deepEqual(lead2.body.booking.payments.map((p) => [p.state, p.refunded]), [['refunded', DEPOSIT]]);
});

test('a wrong secret or a tampered body is 400 and writes nothing', async () => {
  const { lead, session } = await readyToPay(21);
  stripe.setWebhookTarget(`${s.base}/api/nowhere`);
  const { event, payload } = await stripe.complete(session);
  stripe.setWebhookTarget(hook(s.base));
  const events = sql(s.db.url, 'SELECT count(*) FROM gateway_events');
  const wrong = await stripe.deliver(event, { secret: 'whsec_someone_else' });
  assert.equal(wrong.status, 400, JSON.stringify(wrong.body));
  const old = await stripe.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
  assert.equal(old.status, 400);
  const signed = await stripe.deliver(event);  // for its header
  assert.equal(signed.status, 200);
  const tampered = await call(s.base, 'POST', '/api/payments/stripe/webhook', { body: payload.replace('"paid"', '"unpaid"'),
    headers: { 'stripe-signature': signed.header } });
  assert.equal(tampered.status, 400);
  assert.equal(sql(s.db.url, 'SELECT count(*) FROM gateway_events'), String(Number(events) + 1));
  assert.equal(paymentRows(s.db.url, lead.ref), 'deposit:50000:paid:-');
  const big = await call(s.base, 'POST', '/api/payments/stripe/webhook', { body: 'x'.repeat(65 * 1024), headers: { 'stripe-signature': signed.header } });
  assert.equal(big.status, 413);
});

test('a wrong amount is flagged and confirms nothing; the inbox shows the flag first', async () => {
  const { lead, session } = await readyToPay(22);
  const r = await stripe.complete(session, { amountTotal: 100 });
  assert.equal(r.status, 200);
  assert.equal(paymentRows(s.db.url, lead.ref), 'deposit:100:flagged:amount');
  assert.equal(blockKinds(s.db.url, lead.ref), 'option');
  assert.notEqual(leadStatus(s.db.url, lead.ref), 'won');
  const list = await call(s.base, 'GET', '/api/admin/enquiries', { cookie: admin });
  const item = list.body.items.find((x) => x.ref === lead.ref);
  assert.equal(item.flag, 'amount');
  assert.equal(list.body.items[0].flag, 'amount', 'flagged leads come first');
  await sink.until((m) => m.some((x) => x.subject === `Payment flagged (amount): ${lead.ref}`));
});

test('paid after the option lapsed: booked when the slot is free, flagged slot-taken and mailed when it is not', async () => {
  const free = await readyToPay(23, 40 * 60e3);
  const taken = await readyToPay(24, 40 * 60e3);
  // The options lapse (their time passes).
  sql(s.db.url, `UPDATE charter_blocks SET expires_at = now() - interval '1 minute' WHERE enquiry_ref IN ('${free.lead.ref}', '${taken.lead.ref}')`);
  assert.equal((await call(s.base, 'GET', `/api/bookings/${free.token}`)).body.status, 'cancelled');
  // Someone else's booking takes the second slot.
  const other = await call(s.base, 'POST', `/api/admin/charters/${VESSEL}/blocks`, { cookie: admin,
    body: { start: taken.lead.start, end: taken.lead.end, kind: 'booking' } });
  assert.equal(other.status, 201, other.text);

  assert.equal((await stripe.complete(free.session)).status, 200);
  assert.equal(paymentRows(s.db.url, free.lead.ref), 'deposit:50000:paid:-');
  assert.equal(blockKinds(s.db.url, free.lead.ref), 'booking');
  assert.equal(leadStatus(s.db.url, free.lead.ref), 'won');

  assert.equal((await stripe.complete(taken.session)).status, 200);
  assert.equal(paymentRows(s.db.url, taken.lead.ref), 'deposit:50000:flagged:slot-taken');
  assert.equal(blockKinds(s.db.url, taken.lead.ref), '');
  assert.notEqual(leadStatus(s.db.url, taken.lead.ref), 'won');
  const mails = await sink.until((m) => m.some((x) => x.subject === `Payment flagged (slot-taken): ${taken.lead.ref}`));
  assert.ok(mails.some((x) => x.subject === `Payment flagged (slot-taken): ${taken.lead.ref}`));
  const lead = await call(s.base, 'GET', `/api/admin/enquiries/${taken.lead.ref}`, { cookie: admin });
  assert.equal(lead.body.booking.payments[0].flag, 'slot-taken');
});

test('an expired session is marked expired, and a new checkout makes a new session', async () => {
  const { lead, session, token } = await readyToPay(25);
  assert.equal((await stripe.expire(session)).status, 200);
  await eventually(() => paymentRows(s.db.url, lead.ref), (rows) => rows === 'deposit:50000:expired:-');
  assert.equal(paymentRows(s.db.url, lead.ref), 'deposit:50000:expired:-');
  assert.equal(blockKinds(s.db.url, lead.ref), 'option');
  const again = await call(s.base, 'POST', `/api/bookings/${token}/checkout`, { body: { kind: 'deposit' } });
  assert.equal(again.status, 200, again.text);
});
