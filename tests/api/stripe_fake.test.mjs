// The fake Stripe (stripe-fake.mjs) held to Stripe's own library (docs/payments.md, "Stripe
// adapter"): Stripe's client creates, replays and is refused sessions by it as by Stripe, and
// the webhooks it sends verify with Stripe's own verifier, so the API tests that use it test
// the API against Stripe's protocol and not against our reading of it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { once } from 'node:events';
import Stripe from 'stripe';
import { startFakeStripe } from './stripe-fake.mjs';

const SECRET_KEY = 'sk_test_fake_51Marine';
const WEBHOOK_SECRET = 'whsec_test_fake_marine';
const HOUR = 3600;

let fake;
let receiver;
const received = []; // what the receiver was sent: {ok, event?, error?}
let client;

function clientFor(key) {
  const { port } = new URL(fake.base);
  return new Stripe(key, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
}

const params = (over = {}) => ({
  mode: 'payment',
  line_items: [{
    price_data: { currency: 'aed', unit_amount: 150000, product_data: { name: 'Deposit: Azimut 60, 12/12/2026' } },
    quantity: 1,
  }],
  client_reference_id: 'ENQ-2026-0042',
  metadata: { ref: 'ENQ-2026-0042', kind: 'deposit', token: '0123456789abcdef0123456789abcdef' },
  locale: 'en',
  success_url: 'https://example.ae/booking/0123?paid=1',
  cancel_url: 'https://example.ae/booking/0123',
  expires_at: Math.floor(Date.now() / 1000) + 2 * HOUR,
  ...over,
});

before(async () => {
  fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  client = clientFor(SECRET_KEY);
  const verifier = new Stripe(SECRET_KEY);
  // A webhook endpoint as Stripe documents one: the raw body verified with constructEvent.
  receiver = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    try {
      const event = verifier.webhooks.constructEvent(Buffer.concat(chunks), req.headers['stripe-signature'], WEBHOOK_SECRET);
      received.push({ ok: true, event });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    } catch (e) {
      received.push({ ok: false, error: e.message });
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"bad signature"}');
    }
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  fake.setWebhookTarget(`http://127.0.0.1:${receiver.address().port}/api/payments/stripe/webhook`);
});

after(async () => {
  await fake?.close();
  receiver?.closeAllConnections();
  receiver?.close();
});

test("Stripe's client creates and retrieves a session, and the fake keeps the form as sent", async () => {
  const before = fake.requests.length;
  const session = await client.checkout.sessions.create(params());
  assert.match(session.id, /^cs_test_/);
  assert.equal(session.object, 'checkout.session');
  assert.equal(session.url, `${fake.base}/pay/${session.id}`);
  assert.deepEqual([session.status, session.payment_status, session.payment_intent], ['open', 'unpaid', null]);
  assert.deepEqual([session.amount_total, session.currency, session.client_reference_id], [150000, 'aed', 'ENQ-2026-0042']);
  assert.deepEqual(session.metadata, params().metadata);
  assert.deepEqual(await client.checkout.sessions.retrieve(session.id), session);
  const sent = fake.requests[before];
  assert.equal(sent.method, 'POST');
  assert.equal(sent.path, '/v1/checkout/sessions');
  assert.equal(sent.form['line_items[0][price_data][unit_amount]'], '150000');
  assert.equal(sent.form['line_items[0][price_data][product_data][name]'], 'Deposit: Azimut 60, 12/12/2026');
  assert.equal(sent.form['metadata[kind]'], 'deposit');
  assert.equal(fake.sessions.get(session.id).status, 'open');
});

test('without the right key the answer is 401, as Stripe words it', async () => {
  await assert.rejects(clientFor('sk_test_someone_else').checkout.sessions.create(params()), (e) => {
    assert.equal(e.type, 'StripeAuthenticationError');
    assert.equal(e.statusCode, 401);
    return true;
  });
  const res = await fetch(`${fake.base}/v1/checkout/sessions`, { method: 'POST', body: 'mode=payment' });
  assert.equal(res.status, 401);
  assert.equal((await res.json()).error.type, 'invalid_request_error');
});

test('an Idempotency-Key replays its answer for the same form, and is refused for another', async () => {
  const key = `checkout-${Date.now()}`;
  const p = params();
  const first = await client.checkout.sessions.create(p, { idempotencyKey: key });
  const again = await client.checkout.sessions.create(p, { idempotencyKey: key });
  assert.equal(again.id, first.id);
  assert.equal(fake.requests.at(-1).idempotencyKey, key);
  await assert.rejects(client.checkout.sessions.create({ ...p, expires_at: p.expires_at + 60 }, { idempotencyKey: key }), (e) => {
    assert.equal(e.type, 'StripeIdempotencyError');
    assert.equal(e.statusCode, 400);
    return true;
  });
  assert.equal([...fake.sessions.values()].filter((s) => s.id === first.id).length, 1);
});

test("the contract's rules are Stripe's refusals: expiry, amount, locale, URLs, unknown fields", async () => {
  const now = Math.floor(Date.now() / 1000);
  const refused = async (over, param) => {
    await assert.rejects(client.checkout.sessions.create(params(over)), (e) => {
      assert.equal(e.type, 'StripeInvalidRequestError', JSON.stringify(over));
      assert.equal(e.statusCode, 400);
      assert.equal(e.param, param);
      return true;
    });
  };
  await refused({ expires_at: now + 29 * 60 }, 'expires_at');
  await refused({ expires_at: now + 24 * HOUR + 60 }, 'expires_at');
  await refused({ locale: 'ar' }, 'locale'); // Checkout has no Arabic: the adapter sends auto
  await refused({ mode: 'subscription' }, 'mode');
  await refused({ success_url: 'not a url' }, 'success_url');
  await refused({ line_items: [{ price_data: { currency: 'aed', unit_amount: 0, product_data: { name: 'x' } }, quantity: 1 }] },
    'line_items[0][price_data][unit_amount]');
  await refused({ customer_email: 'a@example.ae' }, 'customer_email');
  assert.ok(await client.checkout.sessions.create(params({ expires_at: now + 31 * 60, locale: 'auto' })));
});

test("the webhooks it sends verify with Stripe's constructEvent; another secret or an old timestamp does not", async () => {
  const session = await client.checkout.sessions.create(params());
  const paid = await fake.complete(session.id);
  assert.equal(paid.status, 200);
  assert.deepEqual(paid.body, { received: true });
  const seen = received.at(-1);
  assert.ok(seen.ok, seen.error);
  assert.equal(seen.event.id, paid.event.id);
  assert.match(seen.event.id, /^evt_/);
  assert.equal(seen.event.type, 'checkout.session.completed');
  const object = seen.event.data.object;
  assert.deepEqual([object.id, object.status, object.payment_status, object.amount_total, object.currency],
    [session.id, 'complete', 'paid', 150000, 'aed']);
  assert.match(object.payment_intent, /^pi_/);
  assert.equal(object.client_reference_id, 'ENQ-2026-0042');

  assert.equal((await fake.deliver(paid.payload)).status, 200); // the same event again: a duplicate
  assert.equal(received.at(-1).event.id, paid.event.id);
  assert.equal((await fake.deliver(paid.payload, { secret: 'whsec_wrong' })).status, 400);
  assert.equal((await fake.deliver(paid.payload, { timestamp: Math.floor(Date.now() / 1000) - 301 })).status, 400);
  assert.equal((await fake.deliver(paid.event)).status, 200);

  const refund = await fake.refund(session.id, 50000);
  assert.equal(refund.status, 200);
  assert.equal(received.at(-1).event.type, 'charge.refunded');
  const charge = refund.event.data.object;
  assert.deepEqual([charge.payment_intent, charge.amount_refunded], [object.payment_intent, 50000]);

  const other = await client.checkout.sessions.create(params());
  const wrong = await fake.complete(other.id, { amountTotal: 100, currency: 'usd' });
  assert.deepEqual([wrong.event.data.object.amount_total, wrong.event.data.object.currency], [100, 'usd']);
  const lapsed = await client.checkout.sessions.create(params());
  const expired = await fake.expire(lapsed.id);
  assert.equal(expired.status, 200);
  assert.deepEqual([received.at(-1).event.type, received.at(-1).event.data.object.status], ['checkout.session.expired', 'expired']);
});

test('the hosted page: an accessible form whose Pay completes the session and returns to success_url', async () => {
  const successUrl = 'https://example.ae/booking/0123?session={CHECKOUT_SESSION_ID}';
  const session = await client.checkout.sessions.create(params({ success_url: successUrl }));
  const page = await fetch(session.url);
  assert.equal(page.status, 200);
  const html = await page.text();
  assert.match(html, /<html lang="en">/);
  assert.match(html, /<h1>Pay AED 1500\.00<\/h1>/);
  assert.match(html, new RegExp(`<form method="post" action="/pay/${session.id}"><button type="submit">Pay</button></form>`));
  const cancel = await fetch(`${session.url}/cancel`, { redirect: 'manual' });
  assert.deepEqual([cancel.status, cancel.headers.get('location')], [303, 'https://example.ae/booking/0123']);
  const count = received.length;
  const pay = await fetch(session.url, { method: 'POST', redirect: 'manual' });
  assert.deepEqual([pay.status, pay.headers.get('location')], [303, `https://example.ae/booking/0123?session=${session.id}`]);
  assert.equal(received.length, count + 1);
  assert.equal(received.at(-1).event.data.object.id, session.id);
  assert.equal((await fetch(session.url)).status, 410); // paid: the page is gone
});
