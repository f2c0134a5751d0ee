// Channel calendars against the real API, PostgreSQL and a real HTTP server serving feeds
// (docs/charter.md, "Channel calendars"): our export read by a second, independent parser
// (ical.js), the import's identity, moves and removals, 304s, conflicts kept, listed and
// mailed once, a failing feed keeping its blocks, two instances syncing at once, and the round
// trip of our export into another vessel.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import ICAL from 'ical.js';
import { startWithData, startServer, call, login, psql, eventually, FIXTURE_SQL, ADMIN } from './helpers.mjs';
import { startFeedServer, icsOf, dubai } from './calendar-helpers.mjs';
import { smtpSink } from './smtp-helpers.mjs';

const SECOND_VESSEL = `INSERT INTO products (id, name, category, description, price, image, images, in_stock, is_visible,
  show_contact_for_pricing, "timestamp") VALUES ('product_2100', 'Sport Yacht Noor', 'vessel-chartering',
  'A 60 ft sport yacht for day charters.', 0, '/uploads/demo/yacht.svg', '{}', true, true, true, '2026-07-02T08:00:00Z');`;
const VESSEL = 'product_2000';
const OTHER = 'product_2100';
const DAY = 86400e3;
const dubaiDate = (ms) => new Date(ms + 4 * 3600e3).toISOString().slice(0, 10);
const D1 = dubaiDate(Date.now() + 9 * DAY);
const D2 = dubaiDate(Date.now() + 10 * DAY);
const D3 = dubaiDate(Date.now() + 11 * DAY);

let s;
let b;  // a second instance over the same database
let feeds;
let sink;  // the staff's SMTP relay
let admin;
let sub;
before(async () => {
  feeds = await startFeedServer();
  sink = await smtpSink();
  const env = { ADMIN_PASSWORD: ADMIN.password, SITE_URL: 'https://marine.example', CALENDAR_ALLOW_HOSTS: 'feeds.localhost',
    CALENDAR_SYNC_SECONDS: '86400', SMTP_URL: sink.url };
  s = await startWithData(FIXTURE_SQL + SECOND_VESSEL, env);
  b = await startServer({ ...env, DATABASE_URL: s.db.url });
  admin = await login(s.base, ADMIN.username, ADMIN.password);
  const made = await call(s.base, 'POST', '/api/admin/sub-users',
    { body: { name: 'Deck Hand', username: 'deckhand', password: 'Deck-Hand-Pass-1', isActive: true }, cookie: admin });
  assert.equal(made.status, 201, made.text);
  sub = await login(s.base, 'deckhand', 'Deck-Hand-Pass-1');
  for (const id of [VESSEL, OTHER]) {
    const r = await call(s.base, 'PATCH', `/api/products/${id}`, { cookie: admin, body: { charter: {
      hourlyRate: '500.00', dailyRate: null, minimumHours: 2, minimumRules: [], overtimeStepMinutes: 60, datePrices: [],
      extras: [], depositPercent: 25, cancellationTerms: '', cancellationTermsAr: '', turnaroundMinutes: id === VESSEL ? 60 : 0 } } });
    assert.equal(r.status, 200, r.text);
  }
});
after(async () => { await b?.stop(); await s?.close(); await feeds?.close(); await sink?.close(); });

const calendar = (id = VESSEL, cookie = admin) => call(s.base, 'GET', `/api/admin/charters/${id}/calendar`, { cookie });
const addFeed = (body, id = VESSEL, cookie = admin) => call(s.base, 'POST', `/api/admin/charters/${id}/calendar/feeds`, { body, cookie });
const sync = (id = VESSEL, base = s.base) => call(base, 'POST', `/api/admin/charters/${id}/calendar/sync`, { cookie: admin });
const externalBlocks = async (id = VESSEL) => {
  const r = await call(s.base, 'GET', `/api/admin/charters/${id}/blocks?from=${dubaiDate(Date.now())}&to=${dubaiDate(Date.now() + 60 * DAY)}`,
    { cookie: admin });
  assert.equal(r.status, 200, r.text);
  return r.body.items.filter((x) => x.kind === 'external');
};
const exportPath = (url) => new URL(url).pathname;

test('the export lists our blocks as valid iCalendar, cached with an ETag, and the old link dies on rotation', async () => {
  const booking = await call(s.base, 'POST', `/api/admin/charters/${VESSEL}/blocks`, { cookie: admin,
    body: { start: `${D1}T10:00:00+04:00`, end: `${D1}T14:00:00+04:00`, kind: 'booking' } });
  assert.equal(booking.status, 201, booking.text);
  const upkeep = await call(s.base, 'POST', `/api/admin/charters/${VESSEL}/blocks`, { cookie: admin,
    body: { start: `${D3}T08:00:00+04:00`, end: `${D3}T09:00:00+04:00`, kind: 'maintenance' } });
  assert.equal(upkeep.status, 201, upkeep.text);
  const view = await calendar(VESSEL, sub);
  assert.equal(view.status, 200, view.text);
  assert.match(view.body.exportUrl, /^https:\/\/marine\.example\/calendars\/product_2000\/[0-9a-f]{32}\.ics$/);
  const path = exportPath(view.body.exportUrl);

  const r = await fetch(s.base + path);
  assert.equal(r.status, 200);
  assert.match(r.headers.get('content-type'), /^text\/calendar/);
  const text = await r.text();
  for (const line of text.split('\r\n').slice(0, -1)) assert.ok(Buffer.byteLength(line) <= 75, `line over 75 octets: ${line}`);
  assert.equal(text.replace(/\r\n/g, '').includes('\n'), false, 'every line ends in CRLF');
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const ours = events.find((e) => e.uid === `block-${booking.body.id}@marine.example`);
  assert.ok(ours, text);
  assert.equal(ours.summary, 'Booked');
  assert.equal(ours.startDate.toJSDate().toISOString(), new Date(`${D1}T06:00:00Z`).toISOString());
  assert.equal(ours.endDate.toJSDate().toISOString(), new Date(`${D1}T10:00:00Z`).toISOString());
  assert.equal(events.find((e) => e.uid === `block-${upkeep.body.id}@marine.example`)?.summary, 'Unavailable');
  assert.ok(/DTSTART:\d{8}T\d{6}Z/.test(text), 'instants in UTC');
  assert.equal(/Q-[2-9A-Z]{4}|Deck Hand|admin/.test(text), false, 'no lead reference nor people');

  const etag = r.headers.get('etag');
  assert.ok(etag);
  assert.equal((await fetch(s.base + path, { headers: { 'if-none-match': etag } })).status, 304);

  // A moved block's SEQUENCE grows.
  const sequenceOf = async () => {
    const t = await (await fetch(s.base + path)).text();
    const v = new ICAL.Component(ICAL.parse(t)).getAllSubcomponents('vevent').find((c) => c.getFirstPropertyValue('uid').startsWith(`block-${booking.body.id}@`));
    return v.getFirstPropertyValue('sequence');
  };
  const before = await sequenceOf();
  const moved = await call(s.base, 'PATCH', `/api/admin/charters/${VESSEL}/blocks/${booking.body.id}`, { cookie: admin,
    body: { start: `${D1}T11:00:00+04:00`, end: `${D1}T15:00:00+04:00` } });
  assert.equal(moved.status, 200, moved.text);
  assert.equal(await eventually(sequenceOf, (n) => n > before), before + 1);

  assert.equal((await call(s.base, 'POST', `/api/admin/charters/${VESSEL}/calendar/token`, { cookie: sub })).status, 403);
  const rotated = await call(s.base, 'POST', `/api/admin/charters/${VESSEL}/calendar/token`, { cookie: admin });
  assert.equal(rotated.status, 200, rotated.text);
  assert.notEqual(rotated.body.exportUrl, view.body.exportUrl);
  assert.equal((await fetch(s.base + path)).status, 404);
  assert.equal((await fetch(b.base + path)).status, 404, 'the other instance forgot the old link too');
  assert.equal((await fetch(s.base + exportPath(rotated.body.exportUrl))).status, 200);
  assert.equal((await fetch(`${s.base}/calendars/${VESSEL}/${'0'.repeat(32)}.ics`)).status, 404);
  const log = await call(s.base, 'GET', '/api/admin/activity?entity=calendar_link', { cookie: admin });
  assert.equal(log.status, 200, log.text);
  assert.ok(log.body.entries.some((e) => e.entityId === VESSEL), log.text);
  assert.equal(log.text.includes(exportPath(rotated.body.exportUrl).slice(-36, -4)), false, 'the secret is not logged');
  await call(s.base, 'DELETE', `/api/admin/charters/${VESSEL}/blocks/${booking.body.id}`, { cookie: admin });
  await call(s.base, 'DELETE', `/api/admin/charters/${VESSEL}/blocks/${upkeep.body.id}`, { cookie: admin });
});

test('feeds are validated: label, https unless allowed, at most five, admins only', async () => {
  let r = await addFeed({ label: '', url: 'http://feeds.localhost/x.ics' });
  assert.equal(r.status, 400, r.text);
  assert.deepEqual(r.body.errors.map((e) => e.field).sort(), ['label', 'url']);
  r = await addFeed({ label: 'GetMyBoat', url: feeds.url('/a.ics') }, VESSEL, sub);
  assert.equal(r.status, 403);
  r = await addFeed({ label: 'GetMyBoat', url: 'https://feeds.localhost/x.ics', extra: 1 });
  assert.equal(r.status, 400, r.text);
  const made = [];
  for (let i = 0; i < 5; i += 1) {
    r = await addFeed({ label: `Channel ${i}`, url: feeds.url(`/limit-${i}.ics?token=s3cr3t`), allowHttp: true }, OTHER);
    assert.equal(r.status, 201, r.text);
    assert.equal(r.body.url.includes('s3cr3t'), false, 'the address is shown masked');
    made.push(r.body.id);
  }
  r = await addFeed({ label: 'Sixth', url: feeds.url('/six.ics'), allowHttp: true }, OTHER);
  assert.equal(r.status, 409, r.text);
  for (const id of made) assert.equal((await call(s.base, 'DELETE', `/api/admin/charters/${OTHER}/calendar/feeds/${id}`, { cookie: admin })).status, 204);
  const log = await call(s.base, 'GET', '/api/admin/activity?entity=calendar_feed', { cookie: admin });
  assert.equal(log.text.includes('s3cr3t'), false, 'the activity log keeps no secret of an address');
  assert.ok(log.body.entries.filter((e) => e.action === 'delete').length >= 5, log.text);
});

test('a feed imports as external blocks: 304 changes nothing, a move moves, a removal frees, three syncs leave one block', async () => {
  const e1 = { uid: 'gmb-1@getmyboat.test', start: dubai(D2, '10:00'), end: dubai(D2, '14:00') };
  const e2 = { uid: 'gmb-2@getmyboat.test', start: dubai(D3, '16:00'), end: dubai(D3, '18:00') };
  const cancelled = { uid: 'gmb-3@getmyboat.test', start: dubai(D3, '09:00'), end: dubai(D3, '10:00'), status: 'CANCELLED' };
  feeds.feeds['/gmb.ics'] = { body: icsOf([e1, e2, cancelled]) };
  const added = await addFeed({ label: 'GetMyBoat', url: feeds.url('/gmb.ics'), allowHttp: true });
  assert.equal(added.status, 201, added.text);
  let r = await sync();
  assert.equal(r.status, 200, r.text);
  assert.deepEqual(r.body.feeds.map((f) => [f.label, f.outcome, f.added, f.conflicts]), [['GetMyBoat', 'fetched', 2, 0]]);
  let ext = await externalBlocks();
  assert.deepEqual(ext.map((x) => [x.start, x.end, x.feed.label]), [
    [`${D2}T10:00:00+04:00`, `${D2}T14:00:00+04:00`, 'GetMyBoat'], [`${D3}T16:00:00+04:00`, `${D3}T18:00:00+04:00`, 'GetMyBoat']]);

  // The public month shows the time busy (turnaround included), and no booking of ours can take it.
  const month = D2.slice(0, 7);
  const day = await eventually(async () => (await call(s.base, 'GET', `/api/charters/${VESSEL}/availability?month=${month}`)).body.days
    .find((d) => d.date === D2), (d) => d?.state === 'partial');
  assert.deepEqual(day.busy, [{ start: `${D2}T10:00:00+04:00`, end: `${D2}T15:00:00+04:00` }]);
  const over = await call(s.base, 'POST', `/api/admin/charters/${VESSEL}/blocks`, { cookie: admin,
    body: { start: `${D2}T13:00:00+04:00`, end: `${D2}T16:00:00+04:00`, kind: 'booking' } });
  assert.equal(over.status, 409, over.text);
  assert.equal(over.body.conflict.kind, 'external');
  assert.equal((await call(s.base, 'DELETE', `/api/admin/charters/${VESSEL}/blocks/${ext[0].id}`, { cookie: admin })).status, 403);
  assert.equal((await call(s.base, 'PATCH', `/api/admin/charters/${VESSEL}/blocks/${ext[0].id}`,
    { cookie: admin, body: { kind: 'booking' } })).status, 403);

  // Unchanged: the server is asked with If-None-Match and answers 304; nothing moves.
  for (let i = 0; i < 3; i += 1) {
    r = await sync();
    assert.deepEqual(r.body.feeds.map((f) => [f.outcome, f.added, f.moved, f.removed]), [['not_modified', 0, 0, 0]]);
  }
  assert.ok(feeds.conditional['/gmb.ics'].ifNoneMatch, 'a conditional request');
  assert.deepEqual((await externalBlocks()).map((x) => x.id), ext.map((x) => x.id), 'the same blocks, not new ones');

  // e1 moves an hour later, e2 disappears.
  feeds.feeds['/gmb.ics'] = { body: icsOf([{ ...e1, start: e1.start + 3600e3, end: e1.end + 3600e3 }]) };
  r = await sync();
  assert.deepEqual(r.body.feeds.map((f) => [f.outcome, f.added, f.moved, f.removed]), [['fetched', 0, 1, 1]]);
  ext = await externalBlocks();
  assert.deepEqual(ext.map((x) => [x.start, x.end]), [[`${D2}T11:00:00+04:00`, `${D2}T15:00:00+04:00`]]);
  const view = await calendar();
  assert.deepEqual(view.body.feeds.map((f) => [f.label, f.events, f.lastError]), [['GetMyBoat', 1, null]]);
  assert.ok(view.body.feeds[0].lastSyncAt);
  const log = await call(s.base, 'GET', '/api/admin/activity?entity=calendar_feed', { cookie: admin });
  assert.ok(log.body.entries.some((e) => e.action === 'create' && e.entityId === added.body.id), log.text);
});

test('a failing feed keeps its last good blocks and says why', async () => {
  const good = await calendar();
  const feed = good.body.feeds.find((f) => f.label === 'GetMyBoat');
  const kept = await externalBlocks();
  assert.equal(kept.length, 1);
  for (const [answer, error] of [[{ status: 500, body: 'oops', type: 'text/plain' }, /500/],
    [{ body: '<html>login</html>', type: 'text/html' }, /did not answer with a calendar/],
    [{ body: 'this is not a calendar', type: 'text/plain' }, /iCalendar/]]) {
    feeds.feeds['/gmb.ics'] = answer;
    const r = await sync();
    assert.equal(r.body.feeds[0].outcome, 'failed', r.text);
    assert.match(r.body.feeds[0].error, error);
    const view = (await calendar()).body.feeds.find((f) => f.id === feed.id);
    assert.match(view.lastError, error);
    assert.equal(view.lastSyncAt, feed.lastSyncAt, 'the time of the last good sync stays');
    assert.deepEqual((await externalBlocks()).map((x) => x.id), kept.map((x) => x.id));
  }
  assert.equal((await call(s.base, 'DELETE', `/api/admin/charters/${VESSEL}/calendar/feeds/${feed.id}`, { cookie: admin })).status, 204);
  assert.deepEqual(await externalBlocks(), [], 'a removed feed frees its time');
});

test('an event over a booking of ours is a conflict: listed, counted, mailed once, and our booking stays', async () => {
  const ours = await call(s.base, 'POST', `/api/admin/charters/${VESSEL}/blocks`, { cookie: admin,
    body: { start: `${D1}T18:00:00+04:00`, end: `${D1}T22:00:00+04:00`, kind: 'booking' } });
  assert.equal(ours.status, 201, ours.text);
  feeds.feeds['/clash.ics'] = { body: icsOf([{ uid: 'clash-1@captain.test', start: dubai(D1, '20:00'), end: dubai(D1, '23:00') },
    { uid: 'free-1@captain.test', start: dubai(D2, '08:00'), end: dubai(D2, '09:00') }]) };
  const feed = await addFeed({ label: "Captain's Google", url: feeds.url('/clash.ics'), allowHttp: true });
  assert.equal(feed.status, 201, feed.text);
  let r = await sync();
  assert.deepEqual(r.body.feeds.map((f) => [f.outcome, f.added, f.conflicts]), [['fetched', 1, 1]], r.text);
  // Seen again (304), and read whole again (another answer with the same events): still one conflict, one mail.
  assert.equal((await sync()).body.feeds[0].outcome, 'not_modified');
  feeds.feeds['/clash.ics'].body = feeds.feeds['/clash.ics'].body.replace('PRODID:-//Test Channel', 'PRODID:-//Test Channel 2');
  r = await sync();
  assert.deepEqual(r.body.feeds.map((f) => [f.outcome, f.added, f.conflicts]), [['fetched', 0, 1]], r.text);
  const view = await calendar();
  assert.deepEqual(view.body.conflicts.map((c) => [c.feedId, c.uid, c.start, c.end, c.blockId]),
    [[feed.body.id, 'clash-1@captain.test', `${D1}T20:00:00+04:00`, `${D1}T23:00:00+04:00`, ours.body.id]]);
  assert.equal((await call(s.base, 'GET', '/api/admin/enquiries/new-count', { cookie: sub })).body.calendarConflicts, 1);
  const ext = await externalBlocks();
  assert.deepEqual(ext.map((x) => x.start), [`${D2}T08:00:00+04:00`], 'only the free event was imported');
  const mine = await call(s.base, 'GET', `/api/admin/charters/${VESSEL}/blocks?from=${D1}&to=${D1}`, { cookie: admin });
  assert.ok(mine.body.items.some((x) => x.id === ours.body.id && x.kind === 'booking'), 'our booking stays');
  const conflictMails = (mails) => mails.filter((m) => m.subject.startsWith('Calendar conflict'));
  const mails = conflictMails(await sink.until((all) => conflictMails(all).length > 0));
  assert.equal(mails.length, 1, JSON.stringify(mails));
  assert.equal(mails[0].subject, `Calendar conflict: Harbour Tug Al Bahr on ${D1}`);
  assert.match(mails[0].body, new RegExp(`Captain's Google[\\s\\S]*${D1} 20:00 – ${D1} 23:00[\\s\\S]*#${ours.body.id}`));
  const queued = psql(s.db.url, '-tAc', "SELECT count(*), count(sent_at) FROM mail_outbox WHERE message_key LIKE 'calendar-conflict-%'");
  assert.equal(queued.trim(), '1|1', 'one mail, sent');
  const log = await call(s.base, 'GET', '/api/admin/activity?entity=calendar_conflict', { cookie: admin });
  assert.equal(log.body.entries.length, 1, log.text);

  // Our booking removed: the next sync imports the event, and the conflict is gone.
  await call(s.base, 'DELETE', `/api/admin/charters/${VESSEL}/blocks/${ours.body.id}`, { cookie: admin });
  feeds.feeds['/clash.ics'].body = feeds.feeds['/clash.ics'].body.replace('SUMMARY:Reserved', 'SUMMARY:Reserved ');
  r = await sync();
  assert.deepEqual(r.body.feeds.map((f) => [f.added, f.conflicts]), [[1, 0]], r.text);
  assert.deepEqual((await calendar()).body.conflicts, []);
  assert.equal((await call(s.base, 'DELETE', `/api/admin/charters/${VESSEL}/calendar/feeds/${feed.body.id}`, { cookie: admin })).status, 204);
});

test('two instances syncing the same feed at once leave one set of blocks', async () => {
  const events = Array.from({ length: 40 }, (_, i) => ({ uid: `many-${i}@boatsetter.test`,
    start: dubai(D3, '00:00') + i * 3600e3 * 2, end: dubai(D3, '00:00') + i * 3600e3 * 2 + 3600e3 }));
  feeds.feeds['/many.ics'] = { body: icsOf(events) };
  const feed = await addFeed({ label: 'Boatsetter', url: feeds.url('/many.ics'), allowHttp: true }, OTHER);
  assert.equal(feed.status, 201, feed.text);
  const [x, y] = await Promise.all([sync(OTHER, s.base), sync(OTHER, b.base)]);
  assert.equal(x.status, 200, x.text);
  assert.equal(y.status, 200, y.text);
  assert.equal(x.body.feeds[0].added + y.body.feeds[0].added, 40);
  const rows = psql(s.db.url, '-tAc', `SELECT count(*), count(DISTINCT (event_uid, recurrence_id)) FROM charter_blocks WHERE feed_id = ${feed.body.id}`);
  assert.equal(rows.trim(), '40|40');
  await call(s.base, 'DELETE', `/api/admin/charters/${OTHER}/calendar/feeds/${feed.body.id}`, { cookie: admin });
});

test('our export imported into another vessel gives the same busy times; into the same vessel, nothing', async () => {
  const made = [];
  for (const [day, from, to, kind] of [[D1, '09:00', '12:00', 'booking'], [D2, '15:30', '19:00', 'maintenance'], [D3, '06:00', '08:00', 'booking']]) {
    const r = await call(s.base, 'POST', `/api/admin/charters/${VESSEL}/blocks`, { cookie: admin,
      body: { start: `${day}T${from}:00+04:00`, end: `${day}T${to}:00+04:00`, kind } });
    assert.equal(r.status, 201, r.text);
    made.push(r.body);
  }
  const path = exportPath((await calendar()).body.exportUrl);
  feeds.handlers['/ours.ics'] = async (req, res) => {
    const answer = await fetch(s.base + path);
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') }).end(await answer.text());
  };
  const feed = await addFeed({ label: 'Our own site', url: feeds.url('/ours.ics'), allowHttp: true }, OTHER);
  assert.equal(feed.status, 201, feed.text);
  const r = await sync(OTHER);
  assert.equal(r.body.feeds[0].outcome, 'fetched', r.text);
  const ext = await externalBlocks(OTHER);
  assert.deepEqual(ext.map((x) => [x.start, x.end]).sort(), made.map((x) => [x.start, x.end]).sort());
  // Our own link read back into the same vessel (a channel that re-exports what it imported,
  // keeping our UIDs): recognised as ours, neither imported nor a conflict.
  const echo = await addFeed({ label: 'Echo', url: feeds.url('/ours.ics'), allowHttp: true });
  assert.equal(echo.status, 201, echo.text);
  const back = await sync(VESSEL);
  assert.deepEqual(back.body.feeds.map((f) => [f.outcome, f.added, f.conflicts]), [['fetched', 0, 0]], back.text);
  await call(s.base, 'DELETE', `/api/admin/charters/${VESSEL}/calendar/feeds/${echo.body.id}`, { cookie: admin });
  for (const x of made) await call(s.base, 'DELETE', `/api/admin/charters/${VESSEL}/blocks/${x.id}`, { cookie: admin });
  await call(s.base, 'DELETE', `/api/admin/charters/${OTHER}/calendar/feeds/${feed.body.id}`, { cookie: admin });
});
