// The enquiry beacons' fast path (docs/insights.md, "The hot path"): a POST /api/events whose
// small body came with its head is answered before routing, with the same bytes and the
// same counting as the route's; anything else goes the long way with the route's answer.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { startWithData, call, login, FIXTURE_SQL, ADMIN } from './helpers.mjs';

const ORIGIN = 'https://marine.example';
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
let s;
let admin;
before(async () => {
  s = await startWithData(FIXTURE_SQL, { ADMIN_PASSWORD: ADMIN.password, ALLOWED_ORIGINS: ORIGIN, INSIGHTS_EVENTS_PER_MINUTE: '100000' });
  admin = await login(s.base, ADMIN.username, ADMIN.password);
});
after(async () => { await s?.close(); });

const beacon = (event, { origin = ORIGIN, extra = '' } = {}) => {
  const body = JSON.stringify(event);
  return `POST /api/events HTTP/1.1\r\nHost: x\r\nOrigin: ${origin}\r\nUser-Agent: ${BROWSER}\r\n` +
    `Content-Type: text/plain;charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}\r\n${body}`;
};

// Writes `parts` to one connection (a pause between them) and reads until `answers` answers
// have come (each a head, and a body when it has a Content-Length) or 5 s pass.
function exchange(parts, answers) {
  const { hostname, port } = new URL(s.base);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    let data = '';
    const done = () => { socket.destroy(); resolve(split(data)); };
    const timer = setTimeout(done, 5000);
    socket.on('data', (d) => {
      data += d;
      if (split(data).length >= answers) { clearTimeout(timer); done(); }
    });
    socket.on('error', reject);
    (async () => {
      for (const [i, part] of parts.entries()) {
        if (i > 0) await sleep(150);
        socket.write(part);
      }
    })();
  });
}

// The answers in `raw`: [{status, headers (lower-case names), body}].
function split(raw) {
  const out = [];
  let rest = raw;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return out;
    const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length'] ?? 0);
    if (rest.length < end + 4 + length) return out;
    out.push({ status: Number(statusLine.split(' ')[1]), headers, body: rest.slice(end + 4, end + 4 + length) });
    rest = rest.slice(end + 4 + length);
  }
}

async function fastAnswered() {
  const r = await call(s.base, 'GET', '/metrics');
  const m = /^marine_events_fast_path_total (\d+)/m.exec(r.text);
  assert.ok(m, 'the metric is published');
  return Number(m[1]);
}

const dubaiToday = () => new Date(Date.now() + 4 * 3600e3).toISOString().slice(0, 10);
async function views(productId) {
  const r = await call(s.base, 'GET', `/api/admin/insights?from=${dubaiToday()}&to=${dubaiToday()}`, { cookie: admin });
  return r.body.byProduct.find((p) => p.productId === productId)?.view ?? 0;
}
async function viewsReach(productId, wanted) {
  const started = Date.now();
  while ((await views(productId)) < wanted && Date.now() - started < 10000) await sleep(100);
  return views(productId);
}

const withoutId = ({ 'x-request-id': _, ...rest }) => rest;

test('a beacon whose body came with its head is answered early, with the bytes the route answers', async () => {
  const event = { type: 'view', path: '/product/product_1000', productId: 'product_1000' };
  // The first event of a product loads the product list: the long way.
  await exchange([beacon(event)], 1);
  const beforeFast = await fastAnswered();
  const [fast] = await exchange([beacon(event)], 1);
  assert.equal(await fastAnswered(), beforeFast + 1, 'answered on the fast path');
  // The same request with its body a moment after its head: the route answers it.
  const whole = beacon(event);
  const cut = whole.indexOf('\r\n\r\n') + 4;
  const [routed] = await exchange([whole.slice(0, cut), whole.slice(cut)], 1);
  assert.equal(await fastAnswered(), beforeFast + 1, 'the split request went the long way');
  assert.equal(fast.status, 204);
  assert.equal(routed.status, 204);
  assert.deepEqual(withoutId(fast.headers), withoutId(routed.headers));
  assert.equal(fast.headers['access-control-allow-origin'], ORIGIN);
  assert.equal(fast.headers['cache-control'], 'no-store');
  assert.match(fast.headers['x-request-id'], /^[0-9a-f-]{8,}/);
  assert.equal(fast.headers['set-cookie'], undefined);
});

test('pipelined beacons on one connection are each answered and counted once', async () => {
  const event = { type: 'view', path: '/product/product_2000', productId: 'product_2000' };
  await exchange([beacon(event)], 1);
  const was = await viewsReach('product_2000', 1);
  const answers = await exchange([Array.from({ length: 40 }, () => beacon(event)).join('')], 40);
  assert.equal(answers.length, 40);
  assert.ok(answers.every((a) => a.status === 204));
  assert.equal(await viewsReach('product_2000', was + 40), was + 40);
  // The connection still serves a read after them.
  const [read] = await exchange([beacon(event) + 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'], 2)
    .then((a) => a.slice(1));
  assert.equal(read.status, 200);
});

test('what the fast path does not take gets the route\'s answer', async () => {
  const cases = [
    [{ type: 'view', path: '/product/nope', productId: 'product_unknown' }, {}, 400, /Unknown product/],
    [{ type: 'tap', path: '/' }, {}, 400, /type/i],
    [{ type: 'view', path: '/' }, { origin: 'https://evil.example' }, 403, /Origin not allowed/],
  ];
  for (const [event, options, status, message] of cases) {
    const [a] = await exchange([beacon(event, options)], 1);
    assert.equal(a.status, status, JSON.stringify(event));
    assert.match(a.body, message);
  }
  // Connection: close is answered by the route, and the connection closed.
  const [closing] = await exchange([beacon({ type: 'view', path: '/' }, { extra: 'Connection: close\r\n' })], 1);
  assert.equal(closing.status, 204);
  assert.equal(closing.headers.connection, 'close');
});
