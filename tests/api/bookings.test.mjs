// The booking page and its checkout against the real API, PostgreSQL and a fake Stripe (a real
// local server speaking Stripe's Checkout API, tests/api/stripe-fake.mjs): docs/payments.md.
// The token appears with the first option; an unknown token reveals nothing; a checkout makes
// one session while it lives and sends what the contract says; < 30 minutes left is 409; with
// online payment off there is no checkout and the page shows the instructions; staff payments.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, startServer, call, login, FIXTURE_SQL, ADMIN } from './helpers.mjs';
import { startFakeStripe } from './stripe-fake.mjs';
import { VESSEL, SECRET_KEY, WEBHOOK_SECRET, DEPOSIT, BALANCE, charterVessel, bookingLead, placeOption, blockKinds,
  paymentRows, leadStatus, sql } from './booking-helpers.mjs';

let s;
let off;  // a second instance over the same database, without the Stripe keys
let stripe;
let admin;
let sub;
before(async () => {
  stripe = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  s = await startWithData(FIXTURE_SQL, { ADMIN_PASSWORD: ADMIN.password, ENQUIRIES_PER_MINUTE: '100000', SITE_URL: 'https://marine.example',
    STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.base });
  off = await startServer({ ADMIN_PASSWORD: ADMIN.password, DATABASE_URL: s.db.url, SITE_URL: 'https://marine.example' });
  stripe.setWebhookTarget(`${s.base}/api/payments/stripe/webhook`);
  admin = await login(s.base, ADMIN.username, ADMIN.password);
  const made = await call(s.base, 'POST', '/api/admin/sub-users',
    { body: { name: 'Deck Hand', username: 'deckhand', password: 'Deck-Hand-Pass-1', isActive: true }, cookie: admin });
  assert.equal(made.status, 201, made.text);
  sub = await login(s.base, 'deckhand', 'Deck-Hand-Pass-1');
  await charterVessel(s.base, admin);
});
after(async () => { await off?.stop(); await s?.close(); await stripe?.close(); });

const checkout = (token, body = { kind: 'deposit', lang: 'en' }, base = s.base) =>
  call(base, 'POST', `/api/bookings/${token}/checkout`, { body });

test('an option gives the lead its token and URL; the page shows the booking without personal data', async () => {
  const lead = await bookingLead(s.base, 12);
  const before = await call(s.base, 'GET', `/api/admin/enquiries/${lead.ref}`, { cookie: admin });
  assert.equal(before.body.booking.token, null);
  assert.equal(before.body.booking.status, null);
  const { booking, token, block: blockOf } = await placeOption(s.base, admin, lead);
  assert.match(token, /^[0-9a-f]{32}$/);
  assert.equal(booking.url, `https://marine.example/booking/${token}`);
  assert.equal(booking.status, 'option');
  assert.deepEqual(booking.payments, []);
  assert.equal(booking.due.deposit, DEPOSIT);
  assert.equal(booking.due.balance, BALANCE);

  const page = await call(s.base, 'GET', `/api/bookings/${token}`);
  assert.equal(page.status, 200, page.text);
  assert.equal(page.headers.get('cache-control'), 'no-store');
  assert.equal(page.body.ref, lead.ref);
  assert.equal(page.body.status, 'option');
  assert.equal(page.body.vessel.id, VESSEL);
  assert.equal(page.body.start, lead.start);
  assert.equal(page.body.end, lead.end);
  assert.equal(page.body.guests, 4);
  assert.equal(page.body.quote.total, '2000.00');
  assert.equal(page.body.quote.deposit, DEPOSIT);
  assert.match(page.body.optionExpiresAt, /\+04:00$/);
  assert.equal(page.body.cancellationTerms, 'Free cancellation up to 48 hours before.');
  assert.equal(page.body.payOnline, true);
  assert.deepEqual(page.body.due, { deposit: DEPOSIT, balance: BALANCE, balanceDueAt: page.body.due.balanceDueAt });
  // 24 hours before the start (BALANCE_DUE_HOURS).
  assert.equal(Date.parse(page.body.due.balanceDueAt), Date.parse(lead.start) - 24 * 3600e3);
  assert.equal(page.text.includes('Birthday trip'), false, 'the visitor\'s note is not on the public page');
  assert.equal('note' in page.body || 'notes' in page.body || 'assignee' in page.body, false);

  // The option deleted, the booking is cancelled; a second option on the lead keeps the token.
  assert.equal((await call(s.base, 'DELETE', `/api/admin/charters/${VESSEL}/blocks/${blockOf.id}`, { cookie: admin })).status, 204);
  const gone = await call(s.base, 'GET', `/api/admin/enquiries/${lead.ref}`, { cookie: admin });
  assert.equal(gone.body.booking.status, 'cancelled');
  assert.equal(gone.body.booking.token, token);
  const again = await placeOption(s.base, admin, lead);
  assert.equal(again.token, token);
  assert.equal(again.booking.status, 'option');

  const ics = await fetch(`${s.base}/api/bookings/${token}/calendar.ics`);
  assert.equal(ics.status, 200);
  assert.match(ics.headers.get('content-type'), /^text\/calendar/);
  const text = await ics.text();
  assert.equal(text.match(/BEGIN:VEVENT/g).length, 1);
  assert.match(text, /\r\n/);
});

test('an unknown token is 404 with nothing else, and so is a malformed one', async () => {
  for (const token of ['0123456789abcdef0123456789abcdef', 'nope', 'ABCDEF0123456789ABCDEF0123456789']) {
    const r = await call(s.base, 'GET', `/api/bookings/${token}`);
    assert.equal(r.status, 404, token);
    assert.deepEqual(r.body, { message: 'Booking not found' });
    assert.equal((await checkout(token)).status, 404);
  }
});

test('a checkout makes one session while it lives and sends the contract\'s fields', async () => {
  const lead = await bookingLead(s.base, 14);
  const expiresIn = 3 * 3600e3;
  const { token } = await placeOption(s.base, admin, lead, expiresIn);
  const optionExpiry = Math.floor((Date.now() + expiresIn) / 1000);
  const sent = stripe.requests.length;
  const first = await checkout(token);
  assert.equal(first.status, 200, first.text);
  assert.match(first.body.url, /^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_/);
  const second = await checkout(token);
  assert.equal(second.status, 200, second.text);
  assert.equal(second.body.url, first.body.url);
  const made = stripe.requests.slice(sent).filter((r) => r.method === 'POST');
  assert.equal(made.length, 1, 'one session while it lives');
  const { form, idempotencyKey } = made[0];
  assert.equal(form.mode, 'payment');
  assert.equal(form['line_items[0][price_data][currency]'], 'aed');
  assert.equal(form['line_items[0][price_data][unit_amount]'], '50000');
  assert.equal(form['line_items[0][quantity]'], '1');
  assert.match(form['line_items[0][price_data][product_data][name]'], /^Deposit: /);
  assert.equal(form.client_reference_id, lead.ref);
  assert.equal(form['metadata[ref]'], lead.ref);
  assert.equal(form['metadata[kind]'], 'deposit');
  assert.equal(form['metadata[token]'], token);
  assert.equal(form.locale, 'en');
  assert.ok(Number(form.expires_at) <= optionExpiry + 1, `${form.expires_at} after the option's ${optionExpiry}`);
  assert.ok(Number(form.expires_at) >= Date.now() / 1000 + 29 * 60);
  assert.equal(form.success_url, `https://marine.example/booking/${token}?paid=1`);
  assert.ok(idempotencyKey && idempotencyKey.includes(lead.ref), idempotencyKey);
  const opened = await call(s.base, 'GET', `/api/admin/enquiries/${lead.ref}`, { cookie: admin });
  assert.deepEqual(opened.body.booking.payments.map((p) => [p.kind, p.amount, p.method, p.state]), [['deposit', DEPOSIT, 'online', 'pending']]);

  // Nothing of the balance is refused before the deposit: the balance is due too.
  const balance = await checkout(token, { kind: 'balance', lang: 'ar' });
  assert.equal(balance.status, 200, balance.text);
  assert.equal(stripe.requests.at(-1).form['line_items[0][price_data][unit_amount]'], '150000');
  assert.equal(stripe.requests.at(-1).form.success_url, `https://marine.example/ar/booking/${token}?paid=1`);
  assert.equal((await checkout(token, { kind: 'tip' })).status, 400);
});

test('under 30 minutes left on the option is 409; a cancelled booking is 409', async () => {
  const lead = await bookingLead(s.base, 15);
  const { token, block } = await placeOption(s.base, admin, lead, 20 * 60e3);
  const r = await checkout(token);
  assert.equal(r.status, 409, r.text);
  assert.equal(r.body.message, 'Less than 30 minutes are left on this option: message us to pay');
  assert.equal((await call(s.base, 'DELETE', `/api/admin/charters/${VESSEL}/blocks/${block.id}`, { cookie: admin })).status, 204);
  const cancelled = await checkout(token);
  assert.equal(cancelled.status, 409, cancelled.text);
  assert.equal((await call(s.base, 'GET', `/api/bookings/${token}`)).body.status, 'cancelled');
});

test('without the keys: no checkout, no webhook, and the page shows the instructions', async () => {
  const current = await call(s.base, 'GET', '/api/settings');
  const long = await call(s.base, 'PUT', '/api/admin/settings', { cookie: admin,
    body: { ...current.body, paymentInstructions: 'x'.repeat(1001) } });
  assert.equal(long.status, 400, long.text);
  assert.ok(JSON.stringify(long.body).includes('paymentInstructions'));
  const saved = await call(s.base, 'PUT', '/api/admin/settings', { cookie: admin,
    body: { ...current.body, paymentInstructions: 'Bank transfer to IBAN AE07 0331 2345 6789 0123 456, or cash on board.',
      paymentInstructionsAr: 'تحويل مصرفي أو نقداً على متن القارب.' } });
  assert.equal(saved.status, 200, saved.text);
  const lead = await bookingLead(s.base, 16);
  const { token } = await placeOption(s.base, admin, lead);
  const page = await call(off.base, 'GET', `/api/bookings/${token}`);
  assert.equal(page.status, 200, page.text);
  assert.equal(page.body.payOnline, false);
  assert.match(page.body.paymentInstructions, /^Bank transfer/);
  assert.equal(page.body.paymentInstructionsAr, 'تحويل مصرفي أو نقداً على متن القارب.');
  assert.equal((await checkout(token, undefined, off.base)).status, 404);
  const hook = await call(off.base, 'POST', '/api/payments/stripe/webhook', { body: '{}', headers: { 'stripe-signature': 't=1,v1=00' } });
  assert.equal(hook.status, 404);
  assert.equal((await call(s.base, 'GET', `/api/bookings/${token}`)).body.payOnline, true);
});

test('a sub-user records a payment by hand, which confirms the option; only the admin deletes a payment', async () => {
  const lead = await bookingLead(s.base, 17);
  await placeOption(s.base, admin, lead);
  const url = `/api/admin/enquiries/${lead.ref}/payments`;
  const bad = await call(s.base, 'POST', url, { cookie: sub, body: { kind: 'deposit', amount: '600.00', method: 'online', note: 'x'.repeat(501) } });
  assert.equal(bad.status, 400, bad.text);
  assert.deepEqual(bad.body.errors.map((e) => e.field).sort(), ['amount', 'method', 'note']);
  const paid = await call(s.base, 'POST', url, { cookie: sub, body: { kind: 'deposit', amount: DEPOSIT, method: 'bank-transfer', note: 'Ref 4471' } });
  assert.equal(paid.status, 201, paid.text);
  assert.equal(paid.body.state, 'paid');
  assert.equal(paid.body.method, 'bank-transfer');
  assert.equal(blockKinds(s.db.url, lead.ref), 'booking');
  assert.equal(leadStatus(s.db.url, lead.ref), 'won');
  const opened = await call(s.base, 'GET', `/api/admin/enquiries/${lead.ref}`, { cookie: sub });
  assert.equal(opened.body.booking.status, 'confirmed');
  assert.equal(opened.body.booking.due.deposit, '0.00');
  assert.equal(sql(s.db.url, `SELECT count(*) FROM activity_log WHERE entity = 'payment' AND entity_id = '${paid.body.id}'`), '1');

  const none = await call(s.base, 'POST', '/api/admin/enquiries/Q-2222/payments', { cookie: sub, body: { kind: 'deposit', amount: '1', method: 'cash' } });
  assert.equal(none.status, 404);
  const plain = await call(s.base, 'POST', '/api/enquiries', { body: { items: [{ productId: VESSEL }], channel: 'call', lang: 'en', page: '/', note: '' } });
  const noBooking = await call(s.base, 'POST', `/api/admin/enquiries/${plain.body.ref}/payments`, { cookie: sub, body: { kind: 'deposit', amount: '1', method: 'cash' } });
  assert.equal(noBooking.status, 409, noBooking.text);

  assert.equal((await call(s.base, 'DELETE', `${url}/${paid.body.id}`, { cookie: sub })).status, 403);
  assert.equal(paymentRows(s.db.url, lead.ref), 'deposit:50000:paid:-');
  assert.equal((await call(s.base, 'DELETE', `${url}/${paid.body.id}`, { cookie: admin })).status, 204);
  assert.equal(paymentRows(s.db.url, lead.ref), '');
  assert.equal((await call(s.base, 'DELETE', `${url}/${paid.body.id}`, { cookie: admin })).status, 404);
});
