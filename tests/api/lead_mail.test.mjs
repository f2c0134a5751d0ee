// The staff's lead mail against a real SMTP server (tests/api/smtp_sink.py, aiosmtpd) and the
// real API (docs/enquiries.md, "Mail to the staff"): a new lead is mailed with its reference;
// with the relay down leads are still taken and their mail waits in the outbox; once it is
// back every mail arrives once; and a kill -9 between the lead's commit and its mail loses
// nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer, startWithData, call, login, psql, FIXTURE_SQL, ADMIN } from './helpers.mjs';
import { smtpSink } from './smtp-helpers.mjs';

let sink;
const received = () => sink.received();
const stopSink = () => sink.stop();
const startSink = () => sink.start();
// Polls the inbox until every reference has a mail, up to `ms`.
const mailsFor = (refs, ms = 30000) => sink.until((mails) => refs.every((ref) => mails.some((m) => m.subject.endsWith(ref))), ms);

const ENV = { SMTP_FROM: 'site@marine.example', SITE_URL: 'https://marine.example' };
const enquiry = { items: [{ productId: 'product_1000', quantity: 3 }], note: 'Urgent', channel: 'whatsapp', lang: 'en', page: '/category/marine-spares' };
const send = async (base) => {
  const r = await call(base, 'POST', '/api/enquiries', { body: enquiry });
  assert.equal(r.status, 201, r.text);
  return r.body.ref;
};

let s;
before(async () => {
  sink = await smtpSink();
  s = await startWithData(FIXTURE_SQL, { ...ENV, SMTP_URL: sink.url });
});
after(async () => {
  await s?.close();
  await sink?.close();
});

test('a new lead is mailed to the business with its reference, items and link', async () => {
  const ref = await send(s.base);
  const mail = (await mailsFor([ref])).find((m) => m.subject.endsWith(ref));
  assert.ok(mail, 'the mail arrived');
  const settings = (await call(s.base, 'GET', '/api/settings')).body;
  assert.deepEqual(mail.rcpt, [settings.email]);
  assert.equal(mail.subject, `New enquiry ${ref}`);
  assert.match(mail.from, /site@marine\.example/);
  assert.match(mail.messageId, new RegExp(`^<lead-${ref}-[2-9A-HJ-NP-Z]{6}@marine-site>$`));
  assert.match(mail.body, /1\. Stockless Anchor 1 t × 3\nReference: Q-[2-9A-HJ-NP-Z]+\nNote: Urgent/);
  assert.match(mail.body, new RegExp(`^Open the lead: https://marine\\.example/admin/enquiries/${ref}\\r?\\n`), 'the link above the visitor\'s text');
});

test('with the relay down leads are taken; once it is back every mail arrives once', async () => {
  await stopSink();
  const refs = [];
  for (let i = 0; i < 3; i += 1) refs.push(await send(s.base));
  await sleep(1500);
  const ready = await call(s.base, 'GET', '/readyz');
  assert.equal(ready.status, 200);
  assert.ok(ready.body.mailOutbox.pending >= 3, JSON.stringify(ready.body));
  const metrics = await call(s.base, 'GET', '/metrics');
  assert.match(metrics.text, /marine_mail_outbox_pending [3-9]/);
  assert.match(metrics.text, /marine_mail_failed_total [1-9]/);
  await startSink();
  const mails = await mailsFor(refs, 60000);
  await sleep(2500);  // a second sending would come within the next passes
  for (const ref of refs) assert.equal(received().filter((m) => m.subject.endsWith(ref)).length, 1, ref);
  assert.equal(new Set(mails.map((m) => m.messageId)).size, mails.length, 'no Message-ID twice');
});

test('a kill -9 after the leads were taken loses no mail', async () => {
  await stopSink();
  const api = await startServer({ DATABASE_URL: s.db.url, ...ENV, SMTP_URL: sink.url });
  const refs = [await send(api.base), await send(api.base)];
  await api.stop('SIGKILL');
  await startSink();
  const again = await startServer({ DATABASE_URL: s.db.url, ...ENV, SMTP_URL: sink.url });
  try {
    await mailsFor(refs, 60000);
    for (const ref of refs) assert.equal(received().filter((m) => m.subject.endsWith(ref)).length, 1, ref);
  } finally {
    await again.stop();
  }
});

test('without SMTP_URL no mail is written and leads still work', async () => {
  const plain = await startServer({ DATABASE_URL: s.db.url });
  try {
    const before = received().length;
    await send(plain.base);
    await sleep(1500);
    assert.equal(received().length, before);
    assert.equal((await call(plain.base, 'GET', '/readyz')).body.mailOutbox, undefined);
  } finally {
    await plain.stop();
  }
});

// The mode (each lead, an hourly digest, off) on a second instance of the same database, with
// a digest period of 3 s in place of the hour.
test('the administrator chooses each lead, an hourly digest or no mail; a digest holds every waiting lead once', async () => {
  const api = await startServer({ DATABASE_URL: s.db.url, ...ENV, SMTP_URL: sink.url,
    ADMIN_PASSWORD: ADMIN.password, LEAD_DIGEST_SECONDS: '3' });
  const admin = await login(api.base, ADMIN.username, ADMIN.password);
  const setMode = (mode, cookie = admin) => call(api.base, 'PUT', '/api/admin/settings/lead-mail', { cookie, body: { mode } });
  try {
    assert.equal((await call(api.base, 'GET', '/api/admin/settings/lead-mail')).status, 401);
    assert.deepEqual((await call(api.base, 'GET', '/api/admin/settings/lead-mail', { cookie: admin })).body,
      { mode: 'each', mailConfigured: true });
    for (const bad of [{ mode: 'daily' }, { mode: 1 }, {}, { mode: 'off', extra: true }])
      assert.equal((await call(api.base, 'PUT', '/api/admin/settings/lead-mail', { cookie: admin, body: bad })).status, 400,
        JSON.stringify(bad));

    // Off: the lead is taken, no mail is written; a lead sent after the switch back is mailed.
    assert.equal((await setMode('off')).status, 200);
    const unmailed = await send(api.base);
    assert.equal((await setMode('each')).status, 200);
    const mailed = await send(api.base);
    await mailsFor([mailed]);
    await sleep(1000);
    assert.equal(received().filter((m) => m.body.includes(unmailed)).length, 0, 'off sends nothing');

    // Hourly: no mail per lead; the leads go together once the period has passed.
    assert.equal((await setMode('hourly')).body.mode, 'hourly');
    assert.equal((await call(api.base, 'GET', '/api/settings')).text.includes('hourly'), false, 'not in the public settings');
    psql(s.db.url, '-c', 'UPDATE lead_mail SET last_digest_at = now()');
    const waiting = [await send(api.base), await send(api.base)];
    const started = Date.now();
    let digest;
    while (!digest && Date.now() - started < 30000) {
      digest = received().find((m) => m.subject.startsWith('New enquiries: ') && waiting.every((ref) => m.subject.includes(ref)));
      await sleep(200);
    }
    assert.ok(digest, `one digest names ${waiting}`);
    for (const ref of waiting) {
      assert.match(digest.body, new RegExp(`${ref} \\(whatsapp\\)\n`));
      assert.match(digest.body, new RegExp(`https://marine\\.example/admin/enquiries/${ref}`));
      assert.equal(received().filter((m) => m.subject === `New enquiry ${ref}`).length, 0, 'no mail of its own');
    }
    assert.equal(psql(s.db.url, '-At', '-c', 'SELECT count(*) FROM enquiries WHERE awaiting_digest').trim(), '0');
    await sleep(4000);  // a second digest would come within the next passes
    for (const ref of waiting) assert.equal(received().filter((m) => m.body.includes(`${ref} (`)).length, 1, ref);
    const log = psql(s.db.url, '-At', '-c', "SELECT count(*) FROM activity_log WHERE entity = 'settings' AND entity_id = 'lead-mail'");
    assert.equal(log.trim(), '3', 'every change is in the activity log');
  } finally {
    await setMode('each');
    await api.stop();
  }
});
