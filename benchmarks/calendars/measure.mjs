// The channel calendars' figures (benchmarks/calendars/run): a 5,000-event feed through the
// admin's sync, and the instance's own rounds over 50 vessels × 2 unchanged feeds. Prints.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { startFeedServer, icsOf } from '../../tests/api/calendar-helpers.mjs';

const api = process.env.API_URL;
const db = process.env.DATABASE_URL;
const sql = (q) => execFileSync('psql', [db, '-tAqc', q], { encoding: 'utf8' }).trim();
const memory = () => {
  const status = fs.readFileSync(`/proc/${process.env.API_PID}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)[1]);
  return `RSS ${(kb('VmRSS') / 1024).toFixed(1)} MB, peak ${(kb('VmHWM') / 1024).toFixed(1)} MB`;
};
async function call(method, path, body, cookie) {
  const res = await fetch(api + path, { method, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return { res, body: text ? JSON.parse(text) : null };
}
const login = await call('POST', '/api/admin/login', { username: 'admin', password: process.env.ADMIN_PASSWORD });
const cookie = login.res.headers.get('set-cookie').split(';')[0];
const timed = async (fn) => { const t = process.hrtime.bigint(); const r = await fn(); return [Number(process.hrtime.bigint() - t) / 1e6, r]; };

const terms = '{"hourlyRate": "500.00", "dailyRate": null, "minimumHours": 1, "minimumRules": [], "overtimeStepMinutes": 60, '
  + '"datePrices": [], "extras": [], "depositPercent": 25, "cancellationTerms": "", "cancellationTermsAr": "", "turnaroundMinutes": 30}';
sql(`INSERT INTO products (id, name, category, description, price, image, images, in_stock, is_visible, show_contact_for_pricing, charter)
  SELECT 'vessel_' || i, 'Bench Yacht ' || i, 'vessel-chartering', 'A yacht for the calendar benchmark.', 0, '', '{}', true, true, true,
  '${terms}'::jsonb FROM generate_series(0, 50) AS i`);

const feeds = await startFeedServer();
const day = 86400e3;
const start = Math.ceil(Date.now() / day) * day + day;

console.log('== 1. a feed of 5,000 events (vessel_0)');
const many = Array.from({ length: 5000 }, (_, i) => ({ uid: `bulk-${i}@bench.test`, start: start + i * 2 * 3600e3,
  end: start + i * 2 * 3600e3 + 3600e3 }));
feeds.feeds['/bulk.ics'] = { body: icsOf(many) };
console.log(`  feed: ${(feeds.feeds['/bulk.ics'].body.length / 1024).toFixed(0)} KiB; API before: ${memory()}`);
await call('POST', '/api/admin/charters/vessel_0/calendar/feeds', { label: 'Bulk', url: feeds.url('/bulk.ics'), allowHttp: true }, cookie);
const sync0 = () => call('POST', '/api/admin/charters/vessel_0/calendar/sync', undefined, cookie);
let [ms, r] = await timed(sync0);
console.log(`  first import: ${ms.toFixed(0)} ms (${r.body.feeds[0].added} added); API after: ${memory()}`);
feeds.feeds['/bulk.ics'] = { body: icsOf(many.map((e) => ({ ...e, start: e.start + 1800e3, end: e.end + 1800e3 }))) };
[ms, r] = await timed(sync0);
console.log(`  every event moved: ${ms.toFixed(0)} ms (${r.body.feeds[0].moved} moved); API after: ${memory()}`);
[ms, r] = await timed(sync0);
console.log(`  unchanged (${r.body.feeds[0].outcome}): ${ms.toFixed(0)} ms`);
sql(`DELETE FROM calendar_feeds WHERE product_id = 'vessel_0'`);

console.log('== 2. 50 vessels × 2 feeds, the rounds with nothing changed');
for (let v = 1; v <= 50; v += 1) {
  for (const label of ['GetMyBoat', 'Captain']) {
    const path = `/v${v}-${label}.ics`;
    feeds.feeds[path] = { body: icsOf(Array.from({ length: 20 }, (_, i) => ({ uid: `${label}-${v}-${i}@bench.test`,
      start: start + (i * 24 + (label === 'Captain' ? 12 : 0)) * 3600e3, end: start + (i * 24 + (label === 'Captain' ? 14 : 2)) * 3600e3 }))) };
    await call('POST', `/api/admin/charters/vessel_${v}/calendar/feeds`, { label, url: feeds.url(path), allowHttp: true }, cookie);
  }
}
const imported = () => Number(sql("SELECT count(*) FROM calendar_feeds WHERE content_hash IS NOT NULL"));
while (imported() < 100) await sleep(200);
const finished = () => sql('SELECT finished_at FROM calendar_sync_rounds');
const writes = () => Object.fromEntries(sql(`SELECT relname, n_tup_ins + n_tup_upd + n_tup_del FROM pg_stat_user_tables
  WHERE relname IN ('calendar_feeds', 'charter_blocks', 'calendar_conflicts', 'calendar_sync_rounds', 'activity_log', 'mail_outbox')
  ORDER BY relname`).split('\n').map((l) => l.split('|')).map(([k, n]) => [k, Number(n)]));
const nextRound = async () => { const was = finished(); while (finished() === was) await sleep(100); await sleep(1500); };
await nextRound();  // a round after the import: every feed has its ETag
const hitsBefore = Object.values(feeds.hits).reduce((a, b) => a + b, 0);
const before = writes();
await nextRound();
const after = writes();
const took = Number(sql('SELECT extract(epoch FROM finished_at - finished_from) * 1000 FROM calendar_sync_rounds'));
const asked = Object.values(feeds.hits).reduce((a, b) => a + b, 0) - hitsBefore;
console.log(`  one round: ${took.toFixed(0)} ms, ${asked} requests to the feeds, all 304: ${Object.values(feeds.conditional).every((c) => c.ifNoneMatch)}`);
for (const [table, n] of Object.entries(after)) console.log(`  rows written to ${table}: ${n - (before[table] ?? 0)}`);
console.log(`  API: ${memory()}`);
await feeds.close();
