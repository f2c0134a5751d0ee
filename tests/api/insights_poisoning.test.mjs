// Insights cannot be poisoned (docs/insights.md, "Sources"): one network brings at most a
// few new sources a day, so 100 made-up utm_source values from one address leave a real
// source its own row; an event naming a hidden product is answered exactly as one naming
// no product, and stores nothing; the per-address rate limit counts an IPv6 /64 as one.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { startWithData, call, login, psql, FIXTURE_SQL, ADMIN } from './helpers.mjs';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
let s;
let admin;
before(async () => {
  s = await startWithData(FIXTURE_SQL, { ADMIN_PASSWORD: ADMIN.password, INSIGHTS_EVENTS_PER_MINUTE: '100000' });
  admin = await login(s.base, ADMIN.username, ADMIN.password);
});
after(async () => { await s?.close(); });

const send = (body, address, base = s.base) =>
  call(base, 'POST', '/api/events', { body, headers: { 'user-agent': BROWSER, 'x-real-ip': address } });
const dubaiToday = () => new Date(Date.now() + 4 * 3600e3).toISOString().slice(0, 10);

// Counts are written about once a second: polls the report until `ok`, up to 10 s.
async function reportWhen(ok) {
  const started = Date.now();
  for (;;) {
    const r = await call(s.base, 'GET', `/api/admin/insights?from=${dubaiToday()}&to=${dubaiToday()}`, { cookie: admin });
    if (ok(r.body) || Date.now() - started > 10000) return r.body;
    await sleep(100);
  }
}

test('100 junk sources from one address leave a real source from another its own row', async () => {
  for (let i = 0; i < 100; i += 1) {
    assert.equal((await send({ type: 'view', path: '/', utmSource: `junk${i}` }, '198.51.100.7')).status, 204);
  }
  // The same junk from a second address of the same IPv6 /64 brings nothing new either.
  for (let i = 0; i < 20; i += 1) {
    assert.equal((await send({ type: 'view', path: '/', utmSource: `junk6-${i}` }, `2001:db8:7:7::${i + 1}`)).status, 204);
  }
  assert.equal((await send({ type: 'view', path: '/', utmSource: 'newsletter' }, '203.0.113.20')).status, 204);
  const body = await reportWhen((b) => b.bySource.some((x) => x.source === 'newsletter'));
  const junk = body.bySource.filter((x) => x.source.startsWith('junk'));
  assert.ok(body.bySource.some((x) => x.source === 'newsletter' && x.view === 1), JSON.stringify(body.bySource));
  assert.ok(junk.length <= 10, `${junk.length} junk sources kept: at most 5 per network`);
  assert.equal(body.bySource.find((x) => x.source === 'other').view, 120 - junk.length, 'the rest counted, as other');
});

test('a hidden product’s event is answered as an unknown one’s, and stores nothing', async () => {
  const hidden = await send({ type: 'call', path: '/', productId: 'product_3000' }, '203.0.113.30');
  const unknown = await send({ type: 'call', path: '/', productId: 'product_9999' }, '203.0.113.30');
  assert.equal(hidden.status, 400);
  assert.deepEqual([hidden.status, hidden.text], [unknown.status, unknown.text]);
  const view = await send({ type: 'view', path: '/product/product_3000' }, '203.0.113.30');
  assert.deepEqual([view.status, view.text], [unknown.status, unknown.text]);

  // Hidden a moment ago: refused at once, not after the list of products grows old.
  assert.equal((await send({ type: 'call', path: '/', productId: 'product_4000' }, '203.0.113.30')).status, 204);
  const patched = await call(s.base, 'PATCH', '/api/products/product_4000', { body: { isVisible: false }, cookie: admin });
  assert.equal(patched.status, 200, patched.text);
  assert.equal((await send({ type: 'call', path: '/', productId: 'product_4000' }, '203.0.113.30')).status, 400);
  await sleep(1500);
  const rows = psql(s.db.url, '-At', '-c', "SELECT product_id, kind, count FROM enquiry_counts WHERE product_id IN ('product_3000', 'product_4000')");
  assert.equal(rows.trim(), 'product_4000|call|1', 'only the event from before it was hidden');
});

test('the rate limit counts an IPv6 /64 as one client, another /64 apart', async () => {
  const limited = await startWithData(FIXTURE_SQL, { INSIGHTS_EVENTS_PER_MINUTE: '5' });
  try {
    for (let i = 1; i <= 5; i += 1) {
      assert.equal((await send({ type: 'view', path: '/' }, `2001:db8:1:2::${i}`, limited.base)).status, 204);
    }
    assert.equal((await send({ type: 'view', path: '/' }, '2001:db8:1:2:ffff::9', limited.base)).status, 429);
    assert.equal((await send({ type: 'view', path: '/' }, '2001:db8:1:3::1', limited.base)).status, 204);
    assert.equal((await send({ type: 'view', path: '/' }, '::ffff:198.51.100.1', limited.base)).status, 204);
  } finally {
    await limited.close();
  }
});
