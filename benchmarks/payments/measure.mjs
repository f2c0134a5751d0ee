// The payment webhook's figures (benchmarks/payments/run; docs/payments.md): options on 400
// booking leads, one Checkout Session each through the API (at the fake Stripe), then their
// `checkout.session.completed` events, signed with Stripe's library beforehand, delivered 50 at
// a time: first deliveries (each confirms a booking in one transaction), the same events again
// (already handled), and wrongly signed ones. Per request latency (p50, p99, max) and
// throughput. Prints; asserts nothing.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { startFakeStripe } from '../../tests/api/stripe-fake.mjs';

// Stripe's library, installed for the API tests.
const Stripe = createRequire(new URL('../../tests/api/package.json', import.meta.url))('stripe');
const api = process.env.API_URL;
const sql = (q) => execFileSync('psql', [process.env.DATABASE_URL, '-tAqc', q], { encoding: 'utf8' }).trim();
const LEADS = Number(process.env.LEADS ?? 400);
const CONCURRENCY = 50;
const VESSELS = 40;
const DAY = 86400e3;
const dubaiDate = (ms) => new Date(ms + 4 * 3600e3).toISOString().slice(0, 10);

// Each checkout comes from its own address (the API trusts the loopback as a proxy here), as
// customers do: the per-address limit is not what is measured.
let address = 0;
async function call(method, path, body, cookie) {
  address += 1;
  const res = await fetch(api + path, { method, body: body === undefined ? undefined : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${address >> 8 & 255}.${address & 255}`,
      ...(cookie ? { cookie } : {}) } });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return { res, body: text ? JSON.parse(text) : null };
}

const fake = await startFakeStripe({ secretKey: process.env.STRIPE_SECRET_KEY,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET, port: Number(process.env.FAKE_STRIPE_PORT) });
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY);
const login = await call('POST', '/api/admin/login', { username: 'admin', password: process.env.ADMIN_PASSWORD });
const cookie = login.res.headers.get('set-cookie').split(';')[0];

const terms = '{"hourlyRate": "500.00", "dailyRate": null, "minimumHours": 1, "minimumRules": [], "overtimeStepMinutes": 60, '
  + '"datePrices": [], "extras": [], "depositPercent": 25, "cancellationTerms": "", "cancellationTermsAr": "", "turnaroundMinutes": 0}';
sql(`INSERT INTO products (id, name, category, description, price, image, images, in_stock, is_visible, show_contact_for_pricing, charter)
  SELECT 'vessel_' || i, 'Bench Yacht ' || i, 'vessel-chartering', 'A yacht for the payment benchmark.', 0, '', '{}', true, true, true,
  '${terms}'::jsonb FROM generate_series(0, ${VESSELS - 1}) AS i`);

console.log(`== ${LEADS} booking leads, an option and a deposit session each`);
const sessions = [];
for (let i = 0; i < LEADS; i += 1) {
  const vessel = `vessel_${i % VESSELS}`;
  const date = dubaiDate(Date.now() + (3 + Math.floor(i / VESSELS)) * DAY);
  const lead = await call('POST', '/api/enquiries', { items: [{ productId: vessel }], channel: 'whatsapp', lang: 'en',
    page: `/product/${vessel}`, note: '', booking: { productId: vessel, date, start: '10:00', hours: 4, guests: 4, extras: [] } });
  const expiresAt = new Date(Date.now() + 6 * 3600e3 + 4 * 3600e3).toISOString().slice(0, 19) + '+04:00';
  await call('POST', `/api/admin/charters/${vessel}/blocks`, { start: `${date}T10:00:00+04:00`, end: `${date}T14:00:00+04:00`,
    kind: 'option', expiresAt, enquiryRef: lead.body.ref }, cookie);
  const opened = await call('GET', `/api/admin/enquiries/${lead.body.ref}`, undefined, cookie);
  const checkout = await call('POST', `/api/bookings/${opened.body.booking.token}/checkout`, { kind: 'deposit', lang: 'en' });
  sessions.push(fake.sessions.get(checkout.body.url.split('/').pop()));
}

const events = sessions.map((session) => ({ id: `evt_bench_${session.id}`, object: 'event', api_version: '2025-08-27.basil',
  created: Math.floor(Date.now() / 1000), type: 'checkout.session.completed', livemode: false, pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  data: { object: { ...session, status: 'complete', payment_status: 'paid', payment_intent: `pi_bench_${session.id}` } } }));
const signed = (secret) => events.map((event) => {
  const payload = JSON.stringify(event, null, 2);
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
});

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
async function deliverAll(label, deliveries) {
  const latencies = [];
  const statuses = {};
  let next = 0;
  const t0 = process.hrtime.bigint();
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < deliveries.length) {
      const { payload, header } = deliveries[next];
      next += 1;
      const t = process.hrtime.bigint();
      const res = await fetch(`${api}/api/payments/stripe/webhook`, { method: 'POST', body: payload,
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header } });
      await res.arrayBuffer();
      latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  }));
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  latencies.sort((a, b) => a - b);
  console.log(`  ${label}: ${deliveries.length} at ${CONCURRENCY} concurrent, ${(deliveries.length / seconds).toFixed(0)}/s; `
    + `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, `
    + `max ${latencies.at(-1).toFixed(1)} ms; statuses ${JSON.stringify(statuses)}`);
}

console.log('== the webhook');
const good = signed(process.env.STRIPE_WEBHOOK_SECRET);
await deliverAll('first deliveries (each confirms its booking)', good);
console.log(`  payments paid: ${sql("SELECT count(*) FROM payments WHERE state = 'paid'")}, `
  + `bookings: ${sql("SELECT count(*) FROM charter_blocks WHERE kind = 'booking'")}, `
  + `events kept: ${sql('SELECT count(*) FROM gateway_events')}`);
await deliverAll('the same events again (already handled)', good);
await deliverAll('wrongly signed (refused before any read)', signed('whsec_not_the_secret'));
console.log(`  payments paid after all rounds: ${sql("SELECT count(*) FROM payments WHERE state = 'paid'")}`);
await fake.close();
