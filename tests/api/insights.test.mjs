// Enquiry insights (docs/insights.md): POST /api/events answers 204 without a
// cookie and stores counts only; bad input is refused, abuse limited, robots, staff and
// opted-out visitors not counted; the administrator's report and CSV by range and role.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { startWithData, call, login, psql, FIXTURE_SQL, ADMIN } from './helpers.mjs';

const ORIGIN = 'https://marine.example';
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const EXTRA_SQL = `INSERT INTO products (id, name, category, description, price) VALUES
  ('product_5000', '=Rope, nylon "braided"', 'marine-spares', 'Braided nylon mooring rope, 24 mm.', 10);`;
let s;
let admin;
let subUser;
before(async () => {
  s = await startWithData(FIXTURE_SQL + EXTRA_SQL,
    { ADMIN_PASSWORD: ADMIN.password, ALLOWED_ORIGINS: ORIGIN, INSIGHTS_EVENTS_PER_MINUTE: '100000' });
  admin = await login(s.base, ADMIN.username, ADMIN.password);
  const created = await call(s.base, 'POST', '/api/admin/sub-users', {
    cookie: admin, body: { name: 'Deck Hand', username: 'deck_hand', password: 'rope-knot' },
  });
  assert.equal(created.status, 201, created.text);
  subUser = await login(s.base, 'deck_hand', 'rope-knot');
});
after(async () => { await s?.close(); });

const send = (body, { headers = {}, base = s.base } = {}) =>
  call(base, 'POST', '/api/events', { body, headers: { 'user-agent': BROWSER, ...headers } });

// Today in Asia/Dubai (UTC+4, no daylight saving), as the server counts it.
const dubaiToday = () => new Date(Date.now() + 4 * 3600e3).toISOString().slice(0, 10);
const report = (from = dubaiToday(), to = dubaiToday(), cookie = admin) =>
  call(s.base, 'GET', `/api/admin/insights?from=${from}&to=${to}`, { cookie });

// Counts are written in batches (about once a second): polls until `ok`, up to 10 s.
async function reportWhen(ok) {
  const started = Date.now();
  for (;;) {
    const r = await report();
    if (ok(r.body) || Date.now() - started > 10000) return r.body;
    await sleep(100);
  }
}
const productRow = (body, id) => body.byProduct.find((p) => p.productId === id);

test('an event is answered 204 without a cookie, and counted against its product, kind and source', async () => {
  const before = await report();
  const r = await send({ type: 'whatsapp', path: '/product/product_1000', productId: 'product_1000', ref: 'www.Instagram.com' });
  assert.equal(r.status, 204);
  assert.equal(r.headers.get('set-cookie'), null);
  assert.equal(r.headers.get('cache-control'), 'no-store');
  // A beacon's text/plain body, a card's call on a category page, and a product page view.
  assert.equal((await send(JSON.stringify({ type: 'call', path: '/category/vessel-chartering', productId: 'product_2000' }),
    { headers: { 'content-type': 'text/plain;charset=UTF-8' } })).status, 204);
  assert.equal((await send({ type: 'view', path: '/product/product_1000', utmSource: 'Newsletter', utmMedium: 'email',
    utmCampaign: 'Spring Sale' })).status, 204);
  const was = (id, kind) => productRow(before.body, id)?.[kind] ?? 0;
  const body = await reportWhen((b) => (productRow(b, 'product_1000')?.whatsapp ?? 0) > was('product_1000', 'whatsapp') &&
    (productRow(b, 'product_2000')?.call ?? 0) > was('product_2000', 'call') &&
    (productRow(b, 'product_1000')?.view ?? 0) > was('product_1000', 'view'));
  const anchor = productRow(body, 'product_1000');
  assert.equal(anchor.name, 'Stockless Anchor 1 t');
  assert.equal(anchor.category, 'marine-spares');
  assert.equal(anchor.whatsapp, was('product_1000', 'whatsapp') + 1);
  assert.equal(productRow(body, 'product_2000').call, was('product_2000', 'call') + 1);
  assert.ok(body.bySource.some((x) => x.source === 'instagram.com' && x.whatsapp >= 1), JSON.stringify(body.bySource));
  assert.ok(body.bySource.some((x) => x.source === 'newsletter/email/spring-sale' && x.view >= 1));
  assert.ok(body.bySource.some((x) => x.source === 'direct' && x.call >= 1));
  const today = body.byDay.find((d) => d.date === dubaiToday());
  assert.ok(today.whatsapp >= 1 && today.call >= 1 && today.view >= 1);
  assert.deepEqual(Object.keys(body.totals).sort(), ['call', 'email', 'leadsReceived', 'leadsSent', 'leadsWon', 'view', 'whatsapp']);
});

test('nothing identifying is stored: counts by day, product, kind and source only', async () => {
  assert.equal((await send({ type: 'email', path: '/contact' }, { headers: { 'x-real-ip': '203.0.113.77' } })).status, 204);
  await reportWhen((b) => b.totals.email >= 1);
  const columns = psql(s.db.url, '-At', '-c',
    "SELECT string_agg(column_name, ',' ORDER BY column_name) FROM information_schema.columns WHERE table_name = 'enquiry_counts'");
  assert.equal(columns.trim(), 'count,day,kind,product_id,source');
  const dump = psql(s.db.url, '-At', '-c', 'SELECT * FROM enquiry_counts');
  for (const secret of ['203.0.113.77', '127.0.0.1', 'Mozilla', 'Pixel']) assert.ok(!dump.includes(secret), secret);
});

test('bad events are refused with 400, 413 or 415', async () => {
  const cases = [
    [{ type: 'purchase', path: '/' }, 400, /type/],
    [{ type: 'view', path: '/admin/products' }, 400, /path/i],
    [{ type: 'view', path: '/product/../etc' }, 400, /path/i],
    [{ type: 'view', path: '/category/boats' }, 400, /path/i],
    [{ type: 'view', path: 'https://elsewhere.example/' }, 400, /path/i],
    [{ type: 'call', path: '/', productId: 'product_9999' }, 400, /Unknown product/],
    [{ type: 'call', path: '/', productId: 'a b' }, 400, /Unknown product/],
    [{ type: 'view', path: '/product/product_9999' }, 400, /Unknown product/],
    [{ type: 'view', path: '/', productId: 'product_1000' }, 400, /Unknown product/],
    [{ type: 'view', path: '/product/product_1000', productId: 'product_2000' }, 400, /Unknown product/],
    [{ type: 'view', path: '/', ref: 'evil host/<script>' }, 400, /referrer/],
    [{ type: 'view', path: '/', utmSource: 'x'.repeat(201) }, 400, /source/],
    [{ type: 'view', path: '/', visitor: 'id-123' }, 400, /Unknown field/],
    [{ type: 7, path: '/' }, 400, /type/],
    ['not json', 400, /JSON/],
    [[1, 2], 400, /object/],
  ];
  for (const [body, status, message] of cases) {
    const r = await send(body);
    assert.equal(r.status, status, JSON.stringify(body));
    assert.match(r.body.message, message, JSON.stringify(body));
  }
  const big = await send({ type: 'view', path: '/', utmCampaign: 'x'.repeat(2100) });
  assert.equal(big.status, 413);
  const form = await send('type=view', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.equal(form.status, 415);
  const foreign = await send({ type: 'view', path: '/' }, { headers: { origin: 'https://evil.example' } });
  assert.equal(foreign.status, 403);
  const ours = await send({ type: 'view', path: '/' }, { headers: { origin: ORIGIN } });
  assert.equal(ours.status, 204);
});

test('opted-out visitors, staff, crawlers and headless browsers are answered 204 and not counted', async () => {
  const id = 'product_4000';
  const event = { type: 'call', path: `/product/${id}`, productId: id };
  const skipped = [
    { dnt: '1' },
    { 'sec-gpc': '1' },
    { cookie: admin },
    { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36' },
    { 'user-agent': 'facebookexternalhit/1.1' },
    { 'user-agent': 'curl/8.5.0' },
    { 'user-agent': '' },
  ];
  for (const headers of skipped) assert.equal((await send(event, { headers })).status, 204, JSON.stringify(headers));
  // One counted event after them: once it shows, the skipped ones would have too.
  assert.equal((await send({ ...event, type: 'email' })).status, 204);
  const body = await reportWhen((b) => (productRow(b, id)?.email ?? 0) >= 1);
  assert.equal(productRow(body, id).call, 0);
  assert.equal(productRow(body, id).email, 1);
});

test('a day keeps at most 100 sources; the rest are counted as "other"', async () => {
  for (let i = 0; i < 110; i++) assert.equal((await send({ type: 'view', path: '/', ref: `spam${i}.example` })).status, 204);
  // Counts are written once a second: wait for all of them (at least 10 over the cap), not the first.
  const body = await reportWhen((b) => b.bySource.some((x) => x.source === 'other' && x.view >= 10));
  assert.ok(body.bySource.length <= 101, `${body.bySource.length} sources`);
  assert.ok(body.bySource.find((x) => x.source === 'other').view >= 10);
  const stored = psql(s.db.url, '-At', '-c', 'SELECT count(DISTINCT source) FROM enquiry_counts');
  assert.ok(Number(stored) <= 101, stored);
});

test('one address is limited (429, Retry-After) without affecting another, and is not stored', async () => {
  const limited = await startWithData(FIXTURE_SQL, { INSIGHTS_EVENTS_PER_MINUTE: '5' });
  try {
    const fromA = { headers: { 'x-real-ip': '198.51.100.1' }, base: limited.base };
    for (let i = 0; i < 5; i++) assert.equal((await send({ type: 'view', path: '/' }, fromA)).status, 204);
    const refused = await send({ type: 'view', path: '/' }, fromA);
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    const fromB = await send({ type: 'view', path: '/' }, { headers: { 'x-real-ip': '198.51.100.2' }, base: limited.base });
    assert.equal(fromB.status, 204);
    const stored = psql(limited.db.url, '-At', '-c', 'SELECT * FROM enquiry_counts');
    assert.ok(!stored.includes('198.51.100'), 'the addresses are not written anywhere');
  } finally {
    await limited.close();
  }
});

test('the report is for the administrator only: 401 anonymous, 403 sub_user', async () => {
  for (const path of ['/api/admin/insights', '/api/admin/insights.csv']) {
    const q = `${path}?from=${dubaiToday()}&to=${dubaiToday()}`;
    assert.equal((await call(s.base, 'GET', q)).status, 401, path);
    assert.equal((await call(s.base, 'GET', q, { cookie: subUser })).status, 403, path);
    assert.equal((await call(s.base, 'GET', q, { cookie: admin })).status, 200, path);
  }
});

test('ranges: days filled in order, and bad ranges refused with a message', async () => {
  const ok = await report('2026-01-01', '2026-01-31');
  assert.equal(ok.status, 200);
  assert.equal(ok.body.byDay.length, 31);
  assert.equal(ok.body.byDay[0].date, '2026-01-01');
  assert.deepEqual(ok.body.byDay[30], { date: '2026-01-31', view: 0, call: 0, whatsapp: 0, email: 0 });
  assert.equal((await report('2025-01-01', '2026-02-04')).status, 200, '400 days');
  const bad = [
    ['2026-02-01', '2026-01-01', /from must not be after to/],
    ['2025-01-01', '2026-02-05', /over 400 days/],
    ['2026-02-30', '2026-03-01', /YYYY-MM-DD/],
    ['2026-1-01', '2026-03-01', /YYYY-MM-DD/],
    ['', '2026-03-01', /YYYY-MM-DD/],
    ['2026-01-01', 'tomorrow', /YYYY-MM-DD/],
  ];
  for (const [from, to, message] of bad) {
    for (const path of ['/api/admin/insights', '/api/admin/insights.csv']) {
      const r = await call(s.base, 'GET', `${path}?from=${from}&to=${to}`, { cookie: admin });
      assert.equal(r.status, 400, `${path} ${from}..${to}`);
      assert.match(r.body.message, message);
    }
  }
  assert.equal((await call(s.base, 'GET', '/api/admin/insights', { cookie: admin })).status, 400, 'no range');
});

test('the CSV has a row per day, product and source, with names quoted and formulas defused', async () => {
  assert.equal((await send({ type: 'whatsapp', path: '/product/product_5000', productId: 'product_5000' })).status, 204);
  await reportWhen((b) => (productRow(b, 'product_5000')?.whatsapp ?? 0) >= 1);
  const r = await call(s.base, 'GET', `/api/admin/insights.csv?from=${dubaiToday()}&to=${dubaiToday()}`, { cookie: admin });
  assert.equal(r.status, 200);
  assert.match(r.headers.get('content-type'), /^text\/csv/);
  assert.match(r.headers.get('content-disposition'), /attachment; filename="insights-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv"/);
  const lines = r.text.trimEnd().split('\r\n');
  assert.equal(lines[0], 'date,productId,product,category,source,view,call,whatsapp,email');
  assert.ok(lines.includes(`${dubaiToday()},product_5000,"'=Rope, nylon ""braided""",marine-spares,direct,0,0,1,0`), r.text);
});

test('leads sent, received (opened by the staff) and won, per listing and in the totals, next to the clicks', async () => {
  const before = (await report()).body;
  const lead = async (productIds) => {
    const r = await call(s.base, 'POST', '/api/enquiries', {
      body: { items: productIds.map((productId) => ({ productId })), channel: 'whatsapp', lang: 'en', page: '/' },
    });
    assert.equal(r.status, 201, r.text);
    return r.body.ref;
  };
  const won = await lead(['product_1000', 'product_4000']);
  const opened = await lead(['product_1000']);
  await lead(['product_4000']);
  for (const ref of [won, opened]) assert.equal((await call(s.base, 'GET', `/api/admin/enquiries/${ref}`, { cookie: admin })).status, 200);
  const won_ = await call(s.base, 'PATCH', `/api/admin/enquiries/${won}`, { cookie: admin, body: { status: 'won' } });
  assert.equal(won_.status, 200, won_.text);

  const after = (await report()).body;
  const grew = (body, was, keys) => Object.fromEntries(keys.map((k) => [k, (body?.[k] ?? 0) - (was?.[k] ?? 0)]));
  const keys = ['leadsSent', 'leadsReceived', 'leadsWon'];
  assert.deepEqual(grew(after.totals, before.totals, keys), { leadsSent: 3, leadsReceived: 2, leadsWon: 1 });
  assert.deepEqual(grew(productRow(after, 'product_1000'), productRow(before, 'product_1000'), keys),
    { leadsSent: 2, leadsReceived: 2, leadsWon: 1 });
  assert.deepEqual(grew(productRow(after, 'product_4000'), productRow(before, 'product_4000'), keys),
    { leadsSent: 2, leadsReceived: 1, leadsWon: 1 });
  // A listing with leads and no clicks is in the table too, with its name.
  assert.equal(productRow(after, 'product_4000').name, 'Crew Boat 24 m');
  // Another day's report holds none of them.
  const yesterday = new Date(Date.now() + 4 * 3600e3 - 86400e3).toISOString().slice(0, 10);
  assert.equal((await report(yesterday, yesterday)).body.totals.leadsSent, 0);
});
