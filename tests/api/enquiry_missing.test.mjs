// A parts list's enquiry over HTTP against the real server, PostgreSQL and a real SMTP
// server (docs/parts-lists.md, "The enquiry"): missing lines and an item found through an
// old number travel with the lead, its message in both languages, the inbox and the
// staff's mail; and the rules on them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, call, login, withoutDeskHours, ADMIN } from './helpers.mjs';
import { smtpSink } from './smtp-helpers.mjs';
import { PARTS_SQL } from './parts-fixture.mjs';

let s;
let sink;
let admin;
before(async () => {
  sink = await smtpSink();
  s = await startWithData(PARTS_SQL, { ADMIN_PASSWORD: ADMIN.password, ENQUIRIES_PER_MINUTE: '100000',
    SMTP_URL: sink.url, SMTP_FROM: 'site@marine.example', SITE_URL: 'https://marine.example' });
  withoutDeskHours(s.db.url);  // the messages compared whole (docs/desks.md)
  admin = await login(s.base, ADMIN.username, ADMIN.password);
});
after(async () => {
  await s?.close();
  await sink?.close();
});

const list = (fields = {}) => ({
  items: [{ productId: 'part_filter', quantity: 4, replaced: '1R-0749' }, { productId: 'part_housing' }],
  missing: [{ text: 'Racor 2040PM', quantity: 10 }, { text: 'Impeller for Jabsco 1210' }],
  note: 'For MV Oryx', channel: 'whatsapp', lang: 'en', page: '/enquiry', ...fields,
});
const send = (body) => call(s.base, 'POST', '/api/enquiries', { body });
const lead = (ref) => call(s.base, 'GET', `/api/admin/enquiries/${ref}`, { cookie: admin });

test('missing lines and an item through an old number travel with the lead: message, links, inbox and staff mail', async () => {
  const r = await send(list());
  assert.equal(r.status, 201, r.text);
  const { ref } = r.body;
  const expected = 'Hello, I would like a quote for:\n'
    + '1. 1R-0749 → 1R-0750 Fuel Filter Element × 4\n'
    + '2. Fuel Filter Housing × 1\n'
    + 'Not in the catalogue:\n'
    + '- Racor 2040PM × 10\n'
    + '- Impeller for Jabsco 1210 × 1\n'
    + `Reference: ${ref}\nNote: For MV Oryx`;
  assert.equal(r.body.message, expected);
  assert.equal(new URL(r.body.whatsappUrl).searchParams.get('text'), expected);
  const body = decodeURIComponent(new URL(r.body.mailtoUrl).search.split('&body=')[1]);
  assert.equal(body, expected.replaceAll('\n', '\r\n'));

  const kept = await lead(ref);
  assert.equal(kept.status, 200, kept.text);
  assert.deepEqual(kept.body.missing, [{ text: 'Racor 2040PM', quantity: 10 }, { text: 'Impeller for Jabsco 1210', quantity: 1 }]);
  assert.equal(kept.body.items[0].replaced, '1R-0749');
  assert.equal('replaced' in kept.body.items[1], false);

  // The inbox's q finds a missing line's text too.
  const found = await call(s.base, 'GET', '/api/admin/enquiries?q=jabsco', { cookie: admin });
  assert.equal(found.status, 200, found.text);
  assert.ok(found.body.items.some((l) => l.ref === ref), found.text);
  assert.deepEqual(found.body.items.find((l) => l.ref === ref).missing, kept.body.missing);

  const mails = await sink.until((m) => m.some((x) => x.subject.endsWith(ref)));
  const mail = mails.find((m) => m.subject.endsWith(ref));
  assert.ok(mail, 'the staff mail arrived');
  const text = mail.body.replaceAll('\r\n', '\n');
  assert.ok(text.includes('1. 1R-0749 → 1R-0750 Fuel Filter Element × 4\n'), text);
  assert.ok(text.includes('Not in the catalogue:\n- Racor 2040PM × 10\n- Impeller for Jabsco 1210 × 1\n'), text);
});

test('a list of only missing lines is sent; in Arabic the heading is Arabic', async () => {
  const r = await send(list({ items: [], lang: 'ar', note: '', missing: [{ text: 'فلتر زيت', quantity: 2 }] }));
  assert.equal(r.status, 201, r.text);
  assert.equal(r.body.message, `مرحباً، أود الحصول على عرض سعر لما يلي:\nغير موجود في الكتالوج:\n- فلتر زيت × 2\nالرقم المرجعي: ${r.body.ref}`);
  const noItems = await send({ missing: [{ text: 'Racor 2040PM' }], channel: 'call', lang: 'en', page: '/enquiry' });
  assert.equal(noItems.status, 201, noItems.text);
  assert.deepEqual((await lead(noItems.body.ref)).body.items, []);
});

test('missing lines and old numbers are checked: 400 with their field', async () => {
  const many = Array.from({ length: 101 }, (_, i) => ({ text: `line ${i}` }));
  const cases = [
    [list({ missing: many }), 'missing'],
    [list({ missing: [{ text: 'a'.repeat(201) }] }), 'missing[0].text'],
    [list({ missing: [{ text: '   ' }] }), 'missing[0].text'],
    [list({ missing: [{ text: 'tab\there' }] }), 'missing[0].text'],
    [list({ missing: [{ text: 'ok', quantity: 0 }] }), 'missing[0].quantity'],
    [list({ missing: [{ text: 'ok', quantity: 1000 }] }), 'missing[0].quantity'],
    [list({ missing: [{ text: 'ok', colour: 'red' }] }), 'missing[0].colour'],
    [list({ missing: 'Racor' }), 'missing'],
    [list({ items: [{ productId: 'part_filter', replaced: 'x'.repeat(65) }] }), 'items[0].replaced'],
    [list({ items: [], missing: [] }), 'items'],
  ];
  for (const [body, field] of cases) {
    const r = await send(body);
    assert.equal(r.status, 400, `${field}: ${r.text}`);
    assert.equal(r.body.errors[0].field, field, r.text);
  }
  assert.equal((await send(list({ missing: [{ text: 'a'.repeat(200) }] }))).status, 201);
  assert.equal((await send(list({ missing: Array.from({ length: 100 }, (_, i) => ({ text: `line ${i}`, quantity: 999 })) }))).status, 201);
});
