// Channel calendars' fetch and rounds against the real API and real HTTP servers
// (docs/charter.md, "Channel calendars"; docs/security.md, "Calendar feeds (SSRF)"): internal
// addresses refused as a field error and on every redirect, with nothing fetched from them; an
// endless body and a slow drip cut; the round run by the instances themselves; a feed of
// 5,000 events.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, startServer, call, login, psql, eventually, FIXTURE_SQL, ADMIN } from './helpers.mjs';
import { startFeedServer, icsOf, dubai } from './calendar-helpers.mjs';

const VESSEL = 'product_2000';
const DAY = 86400e3;
const dubaiDate = (ms) => new Date(ms + 4 * 3600e3).toISOString().slice(0, 10);
const D1 = dubaiDate(Date.now() + 5 * DAY);

let s;
let feeds;
let admin;
before(async () => {
  feeds = await startFeedServer();
  s = await startWithData(FIXTURE_SQL, { ADMIN_PASSWORD: ADMIN.password, CALENDAR_ALLOW_HOSTS: 'feeds.localhost',
    CALENDAR_SYNC_SECONDS: '86400' });
  admin = await login(s.base, ADMIN.username, ADMIN.password);
  const r = await call(s.base, 'PATCH', `/api/products/${VESSEL}`, { cookie: admin, body: { charter: {
    hourlyRate: '500.00', dailyRate: null, minimumHours: 1, minimumRules: [], overtimeStepMinutes: 60, datePrices: [],
    extras: [], depositPercent: 25, cancellationTerms: '', cancellationTermsAr: '', turnaroundMinutes: 0 } } });
  assert.equal(r.status, 200, r.text);
});
after(async () => { await s?.close(); await feeds?.close(); });

const addFeed = (body) => call(s.base, 'POST', `/api/admin/charters/${VESSEL}/calendar/feeds`, { body, cookie: admin });
const sync = (base = s.base) => call(base, 'POST', `/api/admin/charters/${VESSEL}/calendar/sync`, { cookie: admin });
const removeAll = async () => {
  for (const f of (await call(s.base, 'GET', `/api/admin/charters/${VESSEL}/calendar`, { cookie: admin })).body.feeds)
    await call(s.base, 'DELETE', `/api/admin/charters/${VESSEL}/calendar/feeds/${f.id}`, { cookie: admin });
};

test('an address inside our network is a field error on url, and nothing is fetched from it', async () => {
  feeds.feeds['/internal.ics'] = { body: icsOf([]) };
  for (const host of ['127.0.0.1', 'localhost', '[::1]', '[::ffff:127.0.0.1]', '10.0.0.1', '169.254.169.254', '0.0.0.0']) {
    const r = await addFeed({ label: 'Inside', url: feeds.url('/internal.ics', host), allowHttp: true });
    assert.equal(r.status, 400, `${host}: ${r.text}`);
    assert.deepEqual(r.body.errors.map((e) => e.field), ['url'], host);
  }
  const https = await addFeed({ label: 'Plain', url: feeds.url('/internal.ics') });
  assert.equal(https.status, 400, 'http needs the admin to allow it');
  assert.match(https.body.errors[0].message, /https/);
  assert.equal(feeds.hits['/internal.ics'] ?? 0, 0, 'no request reached the internal address');
});

test('a redirect to an internal address, an endless body, a slow drip and a wrong type are refused, and the blocks stay', async () => {
  feeds.feeds['/good.ics'] = { body: icsOf([{ uid: 'keep@channel.test', start: dubai(D1, '10:00'), end: dubai(D1, '12:00') }]) };
  const feed = await addFeed({ label: 'Broker', url: feeds.url('/good.ics'), allowHttp: true });
  assert.equal(feed.status, 201, feed.text);
  assert.equal((await sync()).body.feeds[0].added, 1);
  const answers = {
    redirect: (req, res) => res.writeHead(302, { location: feeds.url('/internal.ics', '127.0.0.1') }).end(),
    endless: (req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar', 'content-length': String(3 * 1024 ** 3) });
      const chunk = Buffer.alloc(64 * 1024, 'A');
      const pump = () => { while (res.write(chunk)) { /* until the socket pushes back */ } };
      res.on('drain', pump);
      res.on('close', () => res.off('drain', pump));
      pump();
    },
    drip: (req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      const timer = setInterval(() => res.write('B'), 200);
      res.on('close', () => clearInterval(timer));
    },
    html: (req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>sign in</html>'),
  };
  for (const [name, expected] of [['redirect', /inside our network/], ['endless', /2 MB/], ['drip', /10 seconds/], ['html', /calendar/]]) {
    feeds.handlers['/good.ics'] = answers[name];
    const started = Date.now();
    const r = await sync();
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.feeds[0].outcome, 'failed', `${name}: ${r.text}`);
    assert.match(r.body.feeds[0].error, expected, name);
    assert.ok(Date.now() - started < 30_000, `${name} was cut`);
    const blocks = await call(s.base, 'GET', `/api/admin/charters/${VESSEL}/blocks?from=${D1}&to=${D1}`, { cookie: admin });
    assert.equal(blocks.body.items.filter((x) => x.kind === 'external').length, 1, `${name}: the last good block stays`);
  }
  assert.equal(feeds.hits['/internal.ics'] ?? 0, 0, 'the redirect was not followed');
  delete feeds.handlers['/good.ics'];
  await removeAll();
});

test('the instances run the rounds themselves: an event appears, then its removal frees the slot', async () => {
  feeds.feeds['/round.ics'] = { body: icsOf([{ uid: 'round@channel.test', start: dubai(D1, '15:00'), end: dubai(D1, '16:00') }]) };
  const feed = await addFeed({ label: 'Click&Boat', url: feeds.url('/round.ics'), allowHttp: true });
  assert.equal(feed.status, 201, feed.text);
  const env = { DATABASE_URL: s.db.url, CALENDAR_ALLOW_HOSTS: 'feeds.localhost', CALENDAR_SYNC_SECONDS: '2' };
  const [x, y] = [await startServer(env), await startServer(env)];
  try {
    const count = () => psql(s.db.url, '-tAc', `SELECT count(*) FROM charter_blocks WHERE feed_id = ${feed.body.id}`).trim();
    assert.equal(await eventually(count, (n) => n === '1', 60_000), '1');
    const hits = feeds.hits['/round.ics'];
    feeds.feeds['/round.ics'] = { body: icsOf([]) };
    assert.equal(await eventually(count, (n) => n === '0', 60_000), '0', 'a removed event frees its slot at the next round');
    assert.ok(feeds.hits['/round.ics'] > hits);
  } finally {
    await x.stop();
    await y.stop();
  }
  await removeAll();
});

test('a feed of 5,000 events is read and applied whole, then left alone when unchanged', async () => {
  const start = dubai(dubaiDate(Date.now() + DAY), '00:00');
  const events = Array.from({ length: 5000 }, (_, i) => ({ uid: `bulk-${i}@samboat.test`, start: start + i * 2 * 3600e3,
    end: start + i * 2 * 3600e3 + 3600e3 }));
  feeds.feeds['/bulk.ics'] = { body: icsOf(events) };
  const feed = await addFeed({ label: 'SamBoat', url: feeds.url('/bulk.ics'), allowHttp: true });
  assert.equal(feed.status, 201, feed.text);
  let r = await sync();
  assert.deepEqual(r.body.feeds.map((f) => [f.outcome, f.added]), [['fetched', 5000]], r.text);
  r = await sync();
  assert.deepEqual(r.body.feeds.map((f) => [f.outcome, f.added, f.moved, f.removed]), [['not_modified', 0, 0, 0]]);
  const rows = psql(s.db.url, '-tAc', `SELECT count(*) FROM charter_blocks WHERE feed_id = ${feed.body.id}`).trim();
  assert.equal(rows, '5000');
  await removeAll();
});
