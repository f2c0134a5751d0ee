// A fake Stripe for the API and e2e tests (docs/payments.md, "Stripe adapter"): a real local
// HTTP server speaking the part of the Checkout Session API the adapter uses, checked by the
// rules the contract holds the adapter to, and webhooks signed by Stripe's own library (the
// `stripe` package): only the server is ours. STRIPE_API_BASE points the API at `base`.
import http from 'node:http';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

// The fields the adapter may send (docs/payments.md, "The gateway"); Stripe refuses others.
const KNOWN = new Set(['mode', 'line_items[0][price_data][currency]', 'line_items[0][price_data][unit_amount]',
  'line_items[0][price_data][product_data][name]', 'line_items[0][quantity]', 'client_reference_id', 'locale',
  'success_url', 'cancel_url', 'expires_at']);
// Checkout's locales (the `stripe` package's Checkout.Session.Locale): it has no Arabic.
const LOCALES = new Set(['auto', 'bg', 'cs', 'da', 'de', 'el', 'en', 'en-GB', 'es', 'es-419', 'et', 'fi', 'fil', 'fr',
  'fr-CA', 'hr', 'hu', 'id', 'it', 'ja', 'ko', 'lt', 'lv', 'ms', 'mt', 'nb', 'nl', 'pl', 'pt', 'pt-BR', 'ro', 'ru', 'sk',
  'sl', 'sv', 'th', 'tr', 'vi', 'zh', 'zh-HK', 'zh-TW']);
const API_VERSION = '2025-08-27.basil';

const id = (prefix) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

class StripeError extends Error {
  constructor(status, type, message, param) {
    super(message);
    Object.assign(this, { status, type, param });
  }
}
const invalid = (param, message) => new StripeError(400, 'invalid_request_error', message, param);

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

// Form fields with nested keys kept flat: 'line_items[0][price_data][unit_amount]'.
function parseForm(text) {
  const form = {};
  for (const [key, value] of new URLSearchParams(text)) form[key] = value;
  return form;
}

function checkUrl(form, param) {
  let url;
  try { url = new URL(form[param] ?? ''); } catch { url = null; }
  if (!url || !['http:', 'https:'].includes(url.protocol)) throw invalid(param, `Not a valid URL: ${param}`);
}

// The contract's rules for a session (docs/payments.md), as Stripe words its refusals.
function validateSession(form) {
  for (const key of Object.keys(form)) {
    if (!KNOWN.has(key) && !/^metadata\[[^\]]{1,40}\]$/.test(key)) throw invalid(key, `Received unknown parameter: ${key}`);
  }
  if (form.mode !== 'payment') throw invalid('mode', 'mode must be payment');
  const price = 'line_items[0][price_data]';
  if (!/^[a-z]{3}$/.test(form[`${price}[currency]`] ?? '')) throw invalid(`${price}[currency]`, 'Invalid currency');
  const amount = form[`${price}[unit_amount]`] ?? '';
  if (!/^\d+$/.test(amount) || Number(amount) <= 0 || !Number.isSafeInteger(Number(amount))) {
    throw invalid(`${price}[unit_amount]`, 'unit_amount must be a positive integer');
  }
  if (!form[`${price}[product_data][name]`]) throw invalid(`${price}[product_data][name]`, 'Missing required param: name');
  if (!/^[1-9]\d*$/.test(form['line_items[0][quantity]'] ?? '')) throw invalid('line_items[0][quantity]', 'Invalid quantity');
  if ((form.client_reference_id ?? '').length > 200) throw invalid('client_reference_id', 'client_reference_id is too long');
  for (const [key, value] of Object.entries(form)) {
    if (key.startsWith('metadata[') && value.length > 500) throw invalid(key, 'Metadata values can be at most 500 characters');
  }
  if (form.locale !== undefined && !LOCALES.has(form.locale)) throw invalid('locale', `Invalid locale: ${form.locale}`);
  checkUrl(form, 'success_url');
  checkUrl(form, 'cancel_url');
  const left = /^\d+$/.test(form.expires_at ?? '') ? Number(form.expires_at) - nowSeconds() : NaN;
  if (!(left >= 30 * 60 && left <= 24 * 3600)) {
    throw invalid('expires_at', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.');
  }
}

export async function startFakeStripe({ secretKey, webhookSecret, port: listenPort = 0 }) {
  const stripe = new Stripe(secretKey);
  const sessions = new Map();
  const requests = [];
  const names = new Map(); // session id → its line's name, for the hosted page
  const replays = new Map(); // Idempotency-Key → {form, status, body}
  let target = null;
  let base = '';

  function sessionFrom(form) {
    const price = 'line_items[0][price_data]';
    const metadata = {};
    for (const [key, value] of Object.entries(form)) {
      const m = /^metadata\[(.+)\]$/.exec(key);
      if (m) metadata[m[1]] = value;
    }
    const sid = id('cs');
    const amount = Number(form[`${price}[unit_amount]`]) * Number(form['line_items[0][quantity]']);
    return {
      id: sid, object: 'checkout.session', url: `${base}/pay/${sid}`, expires_at: Number(form.expires_at),
      amount_subtotal: amount, amount_total: amount, currency: form[`${price}[currency]`],
      client_reference_id: form.client_reference_id ?? null, metadata, mode: 'payment', locale: form.locale ?? null,
      success_url: form.success_url, cancel_url: form.cancel_url, payment_status: 'unpaid', status: 'open',
      payment_intent: null, created: nowSeconds(), livemode: false,
    };
  }

  async function createSession(req, text, record) {
    const key = req.headers['idempotency-key'] ?? null;
    const form = parseForm(text);
    record.form = form;
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      throw new StripeError(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****');
    }
    if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      throw invalid(undefined, 'Content-Type must be application/x-www-form-urlencoded');
    }
    const canonical = JSON.stringify(Object.entries(form).sort());
    if (key !== null && replays.has(key)) {
      const stored = replays.get(key);
      if (stored.form !== canonical) {
        throw new StripeError(400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same '
          + `parameters they were first used with. Try using a key other than '${key}' if you meant to execute a `
          + 'different request.');
      }
      return { ...stored, replayed: true };
    }
    validateSession(form);
    const session = sessionFrom(form);
    sessions.set(session.id, session);
    names.set(session.id, form['line_items[0][price_data][product_data][name]']);
    const answer = { status: 200, body: structuredClone(session) };
    // Stripe keeps the result of a request that ran; a refused one may be sent again.
    if (key !== null) replays.set(key, { form: canonical, ...answer });
    return answer;
  }

  async function api(req, res, path, text) {
    const record = { method: req.method, path, idempotencyKey: req.headers['idempotency-key'] ?? null, form: {} };
    requests.push(record);
    const send = (status, body, headers = {}) =>
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers })
        .end(JSON.stringify(body));
    try {
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const answer = await createSession(req, text, record);
        send(answer.status, answer.body, answer.replayed ? { 'idempotent-replayed': 'true' } : {});
        return;
      }
      const m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && m) {
        if (req.headers.authorization !== `Bearer ${secretKey}`) {
          throw new StripeError(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****');
        }
        if (!sessions.has(m[1])) {
          throw new StripeError(404, 'invalid_request_error', `No such checkout.session: '${m[1]}'`, 'id');
        }
        send(200, sessions.get(m[1]));
        return;
      }
      throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`);
    } catch (e) {
      if (!(e instanceof StripeError)) throw e;
      send(e.status, { error: { type: e.type, message: e.message, ...(e.param ? { param: e.param } : {}) } });
    }
  }

  function page(res, session) {
    const amount = `${session.currency.toUpperCase()} ${(session.amount_total / 100).toFixed(2)}`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${escapeHtml(amount)}</title></head>
<body><main><h1>Pay ${escapeHtml(amount)}</h1><p>${escapeHtml(names.get(session.id))}</p>
<form method="post" action="/pay/${escapeHtml(session.id)}"><button type="submit">Pay</button></form>
<p><a href="/pay/${escapeHtml(session.id)}/cancel">Cancel and go back</a></p></main></body></html>
`);
  }

  async function hosted(req, res, path) {
    const m = /^\/pay\/([^/]+)(\/cancel)?$/.exec(path);
    const session = m && sessions.get(m[1]);
    if (!session) { res.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout session'); return; }
    const redirect = (url) => res.writeHead(303, { location: url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) }).end();
    if (m[2]) { redirect(session.cancel_url); return; }
    if (session.status !== 'open') {
      res.writeHead(410, { 'content-type': 'text/plain' }).end(`This session is ${session.status}`);
      return;
    }
    if (req.method === 'GET') { page(res, session); return; }
    if (req.method !== 'POST') { res.writeHead(405).end(); return; }
    await complete(session.id);
    redirect(session.success_url);
  }

  const server = http.createServer(async (req, res) => {
    try {
      const path = req.url.split('?')[0];
      const text = await readBody(req);
      if (path.startsWith('/v1/')) await api(req, res, path, text);
      else await hosted(req, res, path);
    } catch (e) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end(String(e?.message ?? e));
    }
  });
  server.listen(listenPort, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  base = `http://127.0.0.1:${port}`;

  const eventOf = (type, object) =>
    ({ id: id('evt'), object: 'event', api_version: API_VERSION, created: nowSeconds(), type, livemode: false,
      pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object } });

  // Signs `payloadOrEvent` (the raw text, or an event to serialise) with Stripe's library and
  // POSTs it to the target: `secret` and `timestamp` (unix seconds) for the bad cases.
  async function deliver(payloadOrEvent, { secret = webhookSecret, timestamp } = {}) {
    if (!target) throw new Error('setWebhookTarget(url) first');
    const payload = typeof payloadOrEvent === 'string' ? payloadOrEvent : JSON.stringify(payloadOrEvent, null, 2);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    const res = await fetch(target, {
      method: 'POST', body: payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
    });
    const raw = await res.text();
    let body = raw;
    try { body = JSON.parse(raw); } catch { /* not JSON: the text */ }
    let event = null;
    try { event = JSON.parse(payload); } catch { /* a hostile payload */ }
    return { status: res.status, body, event, payload, header };
  }

  const known = (sessionId) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    return session;
  };

  async function complete(sessionId, { amountTotal, currency, paymentStatus = 'paid' } = {}) {
    const session = known(sessionId);
    Object.assign(session, { status: 'complete', payment_status: paymentStatus, payment_intent: session.payment_intent ?? id('pi') });
    if (amountTotal !== undefined) session.amount_total = amountTotal;
    if (currency !== undefined) session.currency = currency;
    return deliver(eventOf('checkout.session.completed', structuredClone(session)));
  }

  async function expire(sessionId) {
    const session = known(sessionId);
    Object.assign(session, { status: 'expired', payment_status: 'unpaid' });
    return deliver(eventOf('checkout.session.expired', structuredClone(session)));
  }

  // The charge of the session's payment. Its metadata is empty: Stripe copies a session's
  // metadata to neither the PaymentIntent nor the charge, so refunds are found by payment_intent.
  async function refund(sessionId, amount) {
    const session = known(sessionId);
    if (!session.payment_intent) throw new Error(`session ${sessionId} was not paid`);
    const refunded = amount ?? session.amount_total;
    return deliver(eventOf('charge.refunded', {
      id: id('ch'), object: 'charge', amount: session.amount_total, amount_captured: session.amount_total,
      amount_refunded: refunded, currency: session.currency, payment_intent: session.payment_intent, paid: true,
      refunded: refunded >= session.amount_total, status: 'succeeded', metadata: {}, livemode: false,
    }));
  }

  return {
    base, port, sessions, requests,
    setWebhookTarget: (url) => { target = url; },
    complete, deliver, expire, refund,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}
