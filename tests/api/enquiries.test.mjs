// Enquiries and the lead inbox over HTTP against the real server and PostgreSQL
// (docs/enquiries.md): the 201 contract and its 400s, the rate, the role matrix, the status
// workflow, the reference staff type, and the activity log.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, call, login, psql, withoutDeskHours, FIXTURE_SQL, ADMIN } from './helpers.mjs';

let s;
let admin;
let sub;
before(async () => {
  s = await startWithData(FIXTURE_SQL, { ADMIN_PASSWORD: ADMIN.password, ENQUIRIES_PER_MINUTE: '100000' });
  withoutDeskHours(s.db.url);  // the messages compared whole (docs/desks.md)
  admin = await login(s.base, ADMIN.username, ADMIN.password);
  const made = await call(s.base, 'POST', '/api/admin/sub-users',
    { body: { name: 'Deck Hand', username: 'deckhand', password: 'Deck-Hand-Pass-1', isActive: true }, cookie: admin });
  assert.equal(made.status, 201, made.text);
  sub = await login(s.base, 'deckhand', 'Deck-Hand-Pass-1');
});
after(async () => { await s?.close(); });

const enquiry = (fields = {}) => ({
  items: [{ productId: 'product_1000', quantity: 2 }, { productId: 'product_2000' }],
  note: 'Deliver to Port Rashid', channel: 'whatsapp', lang: 'en', page: '/category/marine-spares', ...fields,
});
const send = (body, headers = {}) => call(s.base, 'POST', '/api/enquiries', { body, headers });
const lead = (ref, cookie = admin) => call(s.base, 'GET', `/api/admin/enquiries/${encodeURIComponent(ref)}`, { cookie });
const change = (ref, body, cookie = admin) => call(s.base, 'PATCH', `/api/admin/enquiries/${ref}`, { body, cookie });

test('a sent list answers 201 with its reference, message and links, and is kept as it was sent', async () => {
  const r = await send(enquiry());
  assert.equal(r.status, 201, r.text);
  assert.deepEqual(Object.keys(r.body).sort(), ['mailtoUrl', 'message', 'ref', 'whatsappUrl']);
  assert.match(r.body.ref, /^Q-[2-9A-HJ-NP-Z]{4}$/);
  assert.equal(r.body.message, 'Hello, I would like a quote for:\n1. Stockless Anchor 1 t × 2\n2. Harbour Tug Al Bahr × 1\n'
    + `Reference: ${r.body.ref}\nNote: Deliver to Port Rashid`);
  const wa = new URL(r.body.whatsappUrl);
  assert.equal(wa.origin + wa.pathname, `https://wa.me/${(await call(s.base, 'GET', '/api/settings')).body.whatsappNumber}`);
  assert.equal(wa.searchParams.get('text'), r.body.message);
  assert.match(r.body.mailtoUrl, new RegExp(`^mailto:[^?]+\\?subject=Enquiry%20${r.body.ref}&body=Hello`));
  assert.equal(r.headers.get('cache-control'), 'no-store');

  // Renamed and repriced afterwards: the lead keeps what the visitor saw.
  psql(s.db.url, '-c', "UPDATE products SET name = 'Renamed', price = 1 WHERE id = 'product_1000'");
  const kept = await lead(r.body.ref);
  assert.equal(kept.status, 200, kept.text);
  assert.deepEqual(kept.body.items, [
    { productId: 'product_1000', name: 'Stockless Anchor 1 t', category: 'marine-spares', price: '4850.00', quantity: 2 },
    { productId: 'product_2000', name: 'Harbour Tug Al Bahr', category: 'vessel-chartering', price: null, quantity: 1 },
  ]);
  assert.equal(kept.body.note, 'Deliver to Port Rashid');
  const stored = psql(s.db.url, '-At', '-c', `SELECT row_to_json(e)::text FROM enquiries e WHERE ref = '${r.body.ref}'`);
  assert.doesNotMatch(stored, /127\.0\.0\.1|Mozilla|user_agent|address/i, 'nothing about the visitor');
});

test('an Arabic list is answered in Arabic, with the Arabic names where there are some', async () => {
  psql(s.db.url, '-c', "UPDATE products SET name_ar = 'مرساة' WHERE id = 'product_1000'");
  const r = await send(enquiry({ lang: 'ar', note: '' }));
  assert.equal(r.status, 201, r.text);
  assert.equal(r.body.message, `مرحباً، أود الحصول على عرض سعر لما يلي:\n1. مرساة × 2\n2. Harbour Tug Al Bahr × 1\nالرقم المرجعي: ${r.body.ref}`);
  assert.match(r.body.mailtoUrl, /subject=%D8%A7%D8%B3%D8%AA%D9%81%D8%B3%D8%A7%D8%B1%20Q-/);
});

test('bad lists are refused with 400 and their field; a hidden product as an unknown one', async () => {
  const many = Array.from({ length: 31 }, (_, i) => ({ productId: `product_${i}` }));
  const cases = [
    [enquiry({ items: [] }), 'items'],
    [enquiry({ items: many }), 'items'],
    [enquiry({ items: [{ productId: 'product_1000', quantity: 0 }] }), 'items[0].quantity'],
    [enquiry({ items: [{ productId: 'product_1000', quantity: 1000 }] }), 'items[0].quantity'],
    [enquiry({ items: [{ productId: 'product_9999' }] }), 'items[0].productId'],
    [enquiry({ items: [{ productId: 'product_1000' }, { productId: 'product_3000' }] }), 'items[1].productId'],
    [enquiry({ items: [{ productId: 'product_1000', colour: 'red' }] }), 'items[0].colour'],
    [enquiry({ channel: 'fax' }), 'channel'],
    [enquiry({ note: 'a'.repeat(1001) }), 'note'],
    [enquiry({ note: 'nul\u0000byte' }), 'note'],
    [enquiry({ page: 'https://evil.example/' }), 'page'],
    [enquiry({ role: 'admin' }), 'role'],
  ];
  for (const [body, field] of cases) {
    const r = await send(body);
    assert.equal(r.status, 400, `${field}: ${r.text}`);
    assert.equal(r.body.errors[0].field, field, r.text);
  }
  const hidden = await send(enquiry({ items: [{ productId: 'product_3000' }] }));
  const unknown = await send(enquiry({ items: [{ productId: 'product_9998' }] }));
  assert.equal(hidden.text.replace('product_3000', 'X'), unknown.text.replace('product_9998', 'X'));
  assert.equal((await call(s.base, 'POST', '/api/enquiries', { body: 'x'.repeat(200_000), headers: { 'content-type': 'application/json' } })).status, 413);
});

test('past the rate an address gets 429, another address does not', async () => {
  const limited = await startWithData(FIXTURE_SQL, { ENQUIRIES_PER_MINUTE: '3' });
  try {
    const from = (ip) => call(limited.base, 'POST', '/api/enquiries', { body: enquiry(), headers: { 'x-real-ip': ip } });
    for (let i = 0; i < 3; i += 1) assert.equal((await from('198.51.100.9')).status, 201);
    const refused = await from('198.51.100.9');
    assert.equal(refused.status, 429, refused.text);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    assert.equal((await from('203.0.113.9')).status, 201);
  } finally {
    await limited.close();
  }
});

test('staff read and work leads; only the administrator deletes; visitors are refused', async () => {
  const { ref } = (await send(enquiry())).body;
  assert.equal((await call(s.base, 'GET', '/api/admin/enquiries')).status, 401);
  assert.equal((await call(s.base, 'GET', `/api/admin/enquiries/${ref}`)).status, 401);
  assert.equal((await call(s.base, 'GET', '/api/admin/enquiries', { cookie: sub })).status, 200);
  assert.equal((await change(ref, { status: 'contacted' }, sub)).status, 200);
  assert.equal((await call(s.base, 'DELETE', `/api/admin/enquiries/${ref}`, { cookie: sub })).status, 403);
  assert.equal((await call(s.base, 'DELETE', `/api/admin/enquiries/${ref}`, { cookie: admin })).status, 204);
  assert.equal((await lead(ref)).status, 404);
});

test('a lead stays new until opened by its reference, typed any way; then moves only forward', async () => {
  const { ref } = (await send(enquiry({ channel: 'call' }))).body;
  const listed = await call(s.base, 'GET', '/api/admin/enquiries?status=new', { cookie: admin });
  assert.ok(listed.body.items.some((e) => e.ref === ref && e.status === 'new'), 'listing does not open it');
  const before = (await call(s.base, 'GET', '/api/admin/enquiries/new-count', { cookie: sub })).body.new;
  const opened = await lead(` ${ref.slice(2).toLowerCase()} `, sub);
  assert.equal(opened.status, 200, opened.text);
  assert.equal(opened.body.status, 'received');
  assert.equal((await call(s.base, 'GET', '/api/admin/enquiries/new-count', { cookie: sub })).body.new, before - 1);

  const refused = await change(ref, { status: 'won' }, admin);
  assert.equal(refused.status, 200, 'received → won is allowed');
  for (const [body, field] of [[{ status: 'quoted' }, 'status'], [{ status: 'lost', lostReason: 'x' }, 'status']]) {
    const r = await change(ref, body);
    assert.equal(r.status, 400, r.text);
    assert.equal(r.body.errors[0].field, field);
  }
  const { ref: other } = (await send(enquiry())).body;
  await lead(other);
  const lost = await change(other, { status: 'lost' });
  assert.equal(lost.body.errors[0].field, 'lostReason');
  const withReason = await change(other, { status: 'lost', lostReason: 'Bought elsewhere' });
  assert.equal(withReason.status, 200, withReason.text);
  assert.equal(withReason.body.lostReason, 'Bought elsewhere');
});

test('assignee, notes and every change go to the activity log with their actor', async () => {
  const { ref } = (await send(enquiry())).body;
  const subId = (await call(s.base, 'GET', '/api/admin/sub-users', { cookie: admin })).body.find((u) => u.username === 'deckhand').id;
  const assigned = await change(ref, { assignee: subId, note: 'Called back, wants delivery by Friday' }, sub);
  assert.equal(assigned.status, 200, assigned.text);
  assert.deepEqual(assigned.body.assignee, { id: subId, username: 'deckhand' });
  assert.equal(assigned.body.notes[0].body, 'Called back, wants delivery by Friday');
  assert.equal(assigned.body.notes[0].author, 'deckhand');
  assert.equal((await change(ref, { assignee: 'user_nobody' })).body.errors[0].field, 'assignee');
  assert.equal((await change(ref, {})).status, 400);
  const log = await call(s.base, 'GET', `/api/admin/activity?entity=enquiry&entityId=${ref}`, { cookie: admin });
  assert.equal(log.status, 200, log.text);
  const entry = log.body.entries.find((e) => e.changes.assigneeId);
  assert.equal(entry.actor.username, 'deckhand');
  assert.deepEqual(entry.changes.assigneeId, { before: null, after: subId });
  assert.equal(entry.changes.staffNote.after, 'Called back, wants delivery by Friday');
});

test('the inbox pages newest first and finds a lead by reference or item name', async () => {
  const refs = [];
  for (let i = 0; i < 5; i += 1) refs.push((await send(enquiry({ channel: 'email' }))).body.ref);
  const seen = [];
  let cursor = '';
  for (let page = 0; page < 10; page += 1) {
    const r = await call(s.base, 'GET', `/api/admin/enquiries?channel=email&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { cookie: admin });
    assert.equal(r.status, 200, r.text);
    seen.push(...r.body.items.map((e) => e.ref));
    if (!r.body.nextCursor) break;
    cursor = r.body.nextCursor;
  }
  assert.deepEqual(seen, [...refs].reverse());
  const byRef = await call(s.base, 'GET', `/api/admin/enquiries?q=${refs[2].toLowerCase()}`, { cookie: admin });
  assert.deepEqual(byRef.body.items.map((e) => e.ref), [refs[2]]);
  const byName = await call(s.base, 'GET', '/api/admin/enquiries?q=tug%20al&channel=email', { cookie: admin });
  assert.equal(byName.body.items.length, 5);
  const literal = await call(s.base, 'GET', '/api/admin/enquiries?q=%25', { cookie: admin });
  assert.equal(literal.body.items.length, 0, '% matches literally');
  assert.equal((await call(s.base, 'GET', '/api/admin/enquiries?from=0000-01-01', { cookie: admin })).status, 400);
});
