// Leads per desk (docs/desks.md) over HTTP against the real server, PostgreSQL and SMTP sink:
// a list goes to the desk of most items or the one chosen, its chat to that desk's agent, the
// inbox filters by desk, a lead sent while its desk is closed (the server's clock shifted to a
// Friday night) says when the desk replies, the first status change is timed, the insights
// count by desk, and the lead mail goes to the desk's address.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, startServer, call, login, psql, eventually, FIXTURE_SQL, ADMIN } from './helpers.mjs';
import { smtpSink } from './smtp-helpers.mjs';

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const week = (ranges) => Object.fromEntries(DAYS.map((d) => [d, ranges(d)]));
const agent = (name, whatsapp, active = true) => ({ name, nameAr: '', whatsapp, active });
// Parts answers Sunday to Thursday, 9:00 to 18:00, or always (the tests' other servers run
// at whatever hour the machine has); the general and charter desks have no hours.
const desks = (partsHours) => [
  { id: 'general', name: 'Office', nameAr: '', phone: '971400000010', email: 'office@marine.example',
    agents: [agent('Front', '971500000010')], hours: week(() => []), exceptions: [], categories: ['vessel-sales-purchase'] },
  { id: 'parts', name: 'Parts', nameAr: 'قطع الغيار', phone: '971400000020', email: 'parts@marine.example',
    agents: [agent('Off', '971500000020', false), agent('Ali', '971500000021'), agent('Sara', '971500000022')],
    hours: partsHours, exceptions: [], categories: ['marine-spares'] },
  { id: 'charter', name: 'Charter', nameAr: '', phone: '971400000030', email: 'charter@marine.example',
    agents: [agent('Omar', '971500000030')], hours: week(() => []), exceptions: [], categories: ['vessel-chartering'] },
];
const ALWAYS = week(() => [{ from: '00:00', to: '24:00' }]);
const OFFICE = week((d) => (['fri', 'sat'].includes(d) ? [] : [{ from: '09:00', to: '18:00' }]));

const ENV = { ADMIN_PASSWORD: ADMIN.password, ENQUIRIES_PER_MINUTE: '100000', SMTP_FROM: 'site@marine.example',
  SITE_URL: 'https://marine.example', LEAD_DIGEST_SECONDS: '3' };

let s;
let sink;
let admin;
before(async () => {
  sink = await smtpSink();
  s = await startWithData(FIXTURE_SQL, { ...ENV, SMTP_URL: sink.url });
  admin = await login(s.base, ADMIN.username, ADMIN.password);
  await setDesks(desks(ALWAYS));
});
after(async () => {
  await s?.close();
  await sink?.close();
});

async function setDesks(list) {
  const r = await call(s.base, 'PUT', '/api/admin/settings/desks', { cookie: admin, body: { desks: list } });
  assert.equal(r.status, 200, r.text);
}

const enquiry = (fields = {}) => ({ items: [{ productId: 'product_1000', quantity: 2 }], note: 'Port Rashid',
  channel: 'whatsapp', lang: 'en', page: '/category/marine-spares', ...fields });
const send = async (fields, base = s.base) => {
  const r = await call(base, 'POST', '/api/enquiries', { body: enquiry(fields) });
  assert.equal(r.status, 201, r.text);
  return r.body;
};
const chatNumber = (receipt) => new URL(receipt.whatsappUrl).pathname.slice(1);
const lead = async (ref) => (await call(s.base, 'GET', `/api/admin/enquiries/${ref}`, { cookie: admin })).body;
const change = (ref, body) => call(s.base, 'PATCH', `/api/admin/enquiries/${ref}`, { cookie: admin, body });

test("a spare part's lead goes to the parts desk, its chat to an agent on duty there", async () => {
  const r = await send();
  assert.equal(chatNumber(r), '971500000021', 'the first active agent, not the one off duty');
  assert.match(r.mailtoUrl, /^mailto:parts@marine\.example\?subject=Enquiry%20/);
  assert.equal(r.message, `Hello, I would like a quote for:\n1. Stockless Anchor 1 t × 2\nReference: ${r.ref}\nNote: Port Rashid`);
  const stored = await lead(r.ref);
  assert.equal(stored.desk, 'parts');
  assert.equal(stored.outOfHours, false);
  assert.equal(stored.firstStatusChangeAt, null);

  assert.equal(chatNumber(await send({ agent: '971500000022' })), '971500000022', 'the visitor keeps their agent');
  assert.equal(chatNumber(await send({ agent: '971500000020' })), '971500000021', 'an agent off duty is not honoured');
  assert.equal(chatNumber(await send({ agent: '971500000030' })), '971500000021', "nor another desk's agent");
  const bad = await call(s.base, 'POST', '/api/enquiries', { body: enquiry({ agent: '+971 50' }) });
  assert.equal(bad.status, 400, bad.text);
  assert.equal(bad.body.errors[0].field, 'agent');
});

test('a mixed list goes to the desk of most items (a tie: the earlier desk), or the one chosen', async () => {
  const cases = [
    [{ items: [{ productId: 'product_2000' }, { productId: 'product_4000' }, { productId: 'product_1000' }] }, 'general'],
    [{ items: [{ productId: 'product_1000' }, { productId: 'product_2000' }] }, 'parts'],
    [{ items: [{ productId: 'product_2000' }] }, 'charter'],
    [{ items: [{ productId: 'product_2000' }], missing: [{ text: 'Racor 2040PM' }] }, 'parts'],
    [{ items: [{ productId: 'product_2000' }], missing: [{ text: 'Racor 2040PM' }], desk: 'charter' }, 'charter'],
    [{ items: [{ productId: 'product_1000' }], desk: 'general' }, 'general'],
  ];
  const agents = { general: '971500000010', parts: '971500000021', charter: '971500000030' };
  for (const [fields, desk] of cases) {
    const r = await send(fields);
    assert.equal((await lead(r.ref)).desk, desk, JSON.stringify(fields));
    assert.equal(chatNumber(r), agents[desk], JSON.stringify(fields));
  }
  for (const desk of ['nope', 'Bad Desk!', '']) {
    const r = await call(s.base, 'POST', '/api/enquiries', { body: enquiry({ desk }) });
    assert.equal(r.status, 400, `${desk}: ${r.text}`);
    assert.equal(r.body.errors[0].field, 'desk');
  }
});

test('the inbox filters by desk', async () => {
  const chosen = await send({ items: [{ productId: 'product_1000' }], desk: 'charter' });
  const list = await call(s.base, 'GET', '/api/admin/enquiries?desk=charter&limit=100', { cookie: admin });
  assert.equal(list.status, 200, list.text);
  assert.ok(list.body.items.length >= 2, list.text);
  assert.ok(list.body.items.every((e) => e.desk === 'charter'), list.text);
  assert.ok(list.body.items.some((e) => e.ref === chosen.ref));
  assert.ok(list.body.items.every((e) => typeof e.outOfHours === 'boolean' && 'firstStatusChangeAt' in e));
  const none = await call(s.base, 'GET', '/api/admin/enquiries?desk=gone', { cookie: admin });
  assert.deepEqual(none.body.items, [], 'a removed desk has no new leads');
  for (const desk of ['Bad!', 'a'.repeat(33), '-x']) {
    const r = await call(s.base, 'GET', `/api/admin/enquiries?desk=${encodeURIComponent(desk)}`, { cookie: admin });
    assert.equal(r.status, 400, `${desk}: ${r.text}`);
  }
});

let contacted;  // a parts lead, contacted in hours
test('the first change past received is timed once; opening a lead is not one', async () => {
  const { ref } = await send();
  const opened = await lead(ref);
  assert.equal(opened.status, 'received');
  assert.equal(opened.firstStatusChangeAt, null, 'opening marks it received, which is no reply');
  assert.equal((await change(ref, { note: 'Called, no answer' })).body.firstStatusChangeAt, null);
  const first = await change(ref, { status: 'contacted' });
  assert.equal(first.status, 200, first.text);
  assert.match(first.body.firstStatusChangeAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.ok(Math.abs(Date.parse(first.body.firstStatusChangeAt) - Date.now()) < 60_000);
  const later = await change(ref, { status: 'quoted' });
  assert.equal(later.body.firstStatusChangeAt, first.body.firstStatusChangeAt, 'set once');
  const listed = (await call(s.base, 'GET', '/api/admin/enquiries?desk=parts&limit=100', { cookie: admin })).body.items;
  assert.equal(listed.find((e) => e.ref === ref).firstStatusChangeAt, first.body.firstStatusChangeAt);
  contacted = ref;
});

// The next Friday 22:00 in Dubai (18:00 UTC), at least an hour away, as an offset from now.
function fridayNightOffset() {
  const now = Date.now();
  const at = new Date(now);
  at.setUTCHours(18, 0, 0, 0);
  while (at.getUTCDay() !== 5 || at.getTime() - now < 3_600_000) at.setUTCDate(at.getUTCDate() + 1);
  return Math.round((at.getTime() - now) / 1000);
}

let late;  // a parts lead sent out of hours
test('on a Friday night the parts desk is closed: the lead is marked and the message says when it replies', async () => {
  await setDesks(desks(OFFICE));
  const night = await startServer({ DATABASE_URL: s.db.url, ...ENV, NOW_OFFSET_SECONDS: String(fridayNightOffset()) });
  try {
    const en = await send({}, night.base);
    assert.equal(en.message, `Hello, I would like a quote for:\n1. Stockless Anchor 1 t × 2\nReference: ${en.ref}\n`
      + `We will reply from Sunday 9:00; your reference is ${en.ref}\nNote: Port Rashid`);
    assert.equal(new URL(en.whatsappUrl).searchParams.get('text'), en.message);
    assert.equal((await lead(en.ref)).outOfHours, true);
    const ar = await send({ lang: 'ar', note: '' }, night.base);
    assert.ok(ar.message.endsWith(`\nسنرد عليك ابتداءً من الأحد 9:00؛ رقمك المرجعي ${ar.ref}`), ar.message);
    // A desk without hours never says closed.
    const charter = await send({ items: [{ productId: 'product_2000' }] }, night.base);
    assert.doesNotMatch(charter.message, /We will reply/);
    assert.equal((await lead(charter.ref)).outOfHours, false);
    late = en.ref;
  } finally {
    await night.stop();
    await setDesks(desks(ALWAYS));
  }
  assert.equal((await lead((await send()).ref)).outOfHours, false, 'the real clock: parts always open again');
});

test('the insights count leads per desk with the median minutes to contacted, in and out of hours', async () => {
  assert.ok(contacted && late, 'the leads of the tests above');
  assert.equal((await change(late, { status: 'contacted' })).status, 200);
  // The times a reply took, set where the test can know them: 30 minutes in hours, 10 hours out.
  psql(s.db.url, '-c', `UPDATE enquiries SET created_at = first_status_change_at - interval '30 minutes' WHERE ref = '${contacted}'`,
    '-c', `UPDATE enquiries SET created_at = first_status_change_at - interval '600 minutes' WHERE ref = '${late}'`);
  const dubai = (ms) => new Date(ms + 4 * 3_600_000).toISOString().slice(0, 10);
  const from = dubai(Date.now() - 86_400_000);
  const to = dubai(Date.now());
  const r = await call(s.base, 'GET', `/api/admin/insights?from=${from}&to=${to}`, { cookie: admin });
  assert.equal(r.status, 200, r.text);
  const counted = (desk) => Number(psql(s.db.url, '-At', '-c', `SELECT count(*) FROM enquiries WHERE desk = '${desk}'`).trim());
  const parts = r.body.desks.find((d) => d.desk === 'parts');
  assert.deepEqual(parts, { desk: 'parts', leads: counted('parts'), medianToContactedMinutes: { inHours: 30, outOfHours: 600 } });
  const charter = r.body.desks.find((d) => d.desk === 'charter');
  assert.deepEqual(charter, { desk: 'charter', leads: counted('charter'), medianToContactedMinutes: { inHours: null, outOfHours: null } });
  assert.deepEqual(r.body.desks.map((d) => d.leads), r.body.desks.map((d) => d.leads).sort((a, b) => b - a), 'most leads first');
  const anonymous = await call(s.base, 'GET', `/api/admin/insights?from=${to}&to=${to}`);
  assert.equal(anonymous.status, 401);
});

test("the lead mail goes to the lead's desk; the digest sends each desk its own leads", async () => {
  const parts = await send();
  const charter = await send({ items: [{ productId: 'product_2000' }] });
  const mails = await sink.until((m) => [parts.ref, charter.ref].every((ref) => m.some((x) => x.subject === `New enquiry ${ref}`)));
  assert.deepEqual(mails.find((m) => m.subject === `New enquiry ${parts.ref}`)?.rcpt, ['parts@marine.example']);
  assert.deepEqual(mails.find((m) => m.subject === `New enquiry ${charter.ref}`)?.rcpt, ['charter@marine.example']);

  const setMode = (mode) => call(s.base, 'PUT', '/api/admin/settings/lead-mail', { cookie: admin, body: { mode } });
  assert.equal((await setMode('hourly')).status, 200);
  try {
    psql(s.db.url, '-c', 'UPDATE lead_mail SET last_digest_at = now()');
    const waiting = { parts: [(await send()).ref, (await send()).ref], charter: [(await send({ desk: 'charter' })).ref] };
    // A lead older than the desks has none: its digest goes to the settings' e-mail.
    psql(s.db.url, '-c', "INSERT INTO enquiries (ref, channel, lang, page, awaiting_digest) VALUES ('Q-ZZZZZZ', 'call', 'en', '/', true)");
    const settingsEmail = (await call(s.base, 'GET', '/api/settings')).body.email;
    const all = [...waiting.parts, ...waiting.charter, 'Q-ZZZZZZ'];
    const digests = await eventually(() => sink.received().filter((m) => m.subject.startsWith('New enquiries: ')),
      (d) => all.every((ref) => d.some((m) => m.subject.includes(ref))), 30_000);
    const to = (ref) => digests.find((m) => m.subject.includes(ref));
    for (const ref of waiting.parts) assert.deepEqual(to(ref)?.rcpt, ['parts@marine.example'], ref);
    assert.equal(to(waiting.parts[0]), to(waiting.parts[1]), "one mail holds the desk's leads");
    assert.doesNotMatch(to(waiting.parts[0]).subject, new RegExp(waiting.charter[0]));
    assert.deepEqual(to(waiting.charter[0])?.rcpt, ['charter@marine.example']);
    assert.deepEqual(to('Q-ZZZZZZ')?.rcpt, [settingsEmail]);
  } finally {
    await setMode('each');
  }
});
