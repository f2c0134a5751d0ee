// The search call's latency and the API's memory (docs/search.md), against a running API:
//   node benchmarks/search/queries.mjs http://127.0.0.1:18381 API_PID [rounds, default 10] [distinct, default 100000]
// 1. 100 realistic searches (English words and typos, part numbers in any spelling, Arabic
//    spellings, category pages with filters and sorts, next pages), one at a time, `rounds`
//    times each: p50/p99/max per kind and overall.
// 2. `distinct` searches that never repeat (random words): the API's resident memory before,
//    along the way and after. Figures only, nothing asserted.
import fs from 'node:fs';

const [base, pid, roundsArg, distinctArg] = process.argv.slice(2);
if (!base || !pid) {
  console.error('usage: node benchmarks/search/queries.mjs API_BASE_URL API_PID [rounds] [distinct]');
  process.exit(2);
}
const rounds = Number(roundsArg ?? 10);
const distinct = Number(distinctArg ?? 100000);

const english = ['anchor', 'anchr', 'fuel filter', 'fule filtr', 'impeller', 'impeler kit', 'turbocharger', 'alternator 24 v',
  'starter motor', 'gasket', 'head gaskit', 'bilge pump', 'navigation light', 'antenna', 'sea strainer', 'windlass',
  'thermostat', 'exhaust elbow', 'cutless bearing', 'zinc anode', 'volvo penta', 'caterpillar c18', 'yanmar 4jh45',
  'mercury verado', 'racor', 'jabsco impeller', 'lewmar windlass', 'piston rings', 'oil pump', 'hose kit',
  'yacht charter', 'dubai marina', 'catamaran', 'azimut', 'sunseeker predator', 'tug', 'crew boat', 'dhow',
  'speedboat', 'for sale'];
const codes = ['MS-000009', 'ms000009', 'ms 000012', 'RAY-000009-J', 'ray000009j', 'MER-000012-M', 'mer 000012 m',
  '6CTA-71271', '6cta71271', 'RS48-95028', 'ms-000120', 'MS-004444', 'ms010001', 'MS-020002', 'ms 030003'];
const arabic = ['مرساه', 'فلتر الوقود', 'فلتر الوقود', 'اسطوانه', 'حشوه راس الاسطوانه', 'مضخه', 'مضخة زيت', 'يخت',
  'تأجير يخت', 'قارب سريع', 'كاتاماران', 'للبيع', 'طقم', 'محرك', 'هوائي', '٢٤ فولت', 'مُحَرِّك', 'مصفاه', 'خراطيم',
  'انودات الزنك'];
const pages = [
  { category: 'marine-spares' }, { category: 'marine-spares', sort: 'price-low' }, { category: 'marine-spares', sort: 'newest' },
  { category: 'marine-spares', brand: 'Volvo Penta' }, { category: 'vessel-chartering' },
  { category: 'vessel-chartering', type: 'yacht' }, { category: 'vessel-chartering', guests: '20', sort: 'price-high' },
  { category: 'vessel-sales-purchase', lengthMin: '20', lengthMax: '40' }, { category: 'vessel-sales-purchase', yearMin: '2015' },
  { category: 'marine-spares', q: 'filter' }, { category: 'vessel-chartering', q: 'dubai' }, { q: 'pump', sort: 'price-low' },
  { category: 'marine-spares', priceMax: '500' }, { category: 'marine-spares', q: 'مضخه' }, { sort: 'newest' },
  { category: 'vessel-sales-purchase' }, { category: 'marine-spares', brand: 'Racor', sort: 'name' },
  { category: 'vessel-chartering', sort: 'price-low' }, { q: 'kit', category: 'marine-spares' }, { q: 'yacht', sort: 'newest' },
  { category: 'marine-spares', next: true }, { category: 'vessel-chartering', next: true }, { q: 'pump', next: true },
  { category: 'marine-spares', sort: 'price-high', next: true }, { q: 'يخت', next: true }];
const queries = [...english.map((q) => ['english', { q }]), ...codes.map((q) => ['part number', { q }]),
  ...arabic.map((q) => ['arabic', { q }]), ...pages.map((p) => ['category page', p])];

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
let failures = 0;
async function timed(params) {
  const t0 = performance.now();
  const r = await fetch(`${base}/api/products/search?${new URLSearchParams(params)}`);
  const body = await r.json();
  const ms = performance.now() - t0;
  if (r.status === 503) failures += 1;  // over the API's deadline (DB_QUERY_TIMEOUT_MS): counted, timed
  else if (r.status !== 200) throw new Error(`${JSON.stringify(params)}: ${r.status} ${JSON.stringify(body)}`);
  return { ms, body };
}


// The second page's cursor of each "next" query, found once.
for (const [, p] of queries) {
  if (!p.next) continue;
  delete p.next;
  const first = await timed(p);
  if (first.body.nextCursor) p.cursor = first.body.nextCursor;
}

// A fresh site reads its tables from disk first: one untimed pass warms PostgreSQL's buffers.
for (const [, p] of queries) await timed(p);
const cold = failures;
failures = 0;

const byKind = new Map();
const byQuery = new Map();
let empty = 0;
for (let round = 0; round < rounds; round++) {
  for (const [kind, params] of queries) {
    const { ms, body } = await timed(params);
    if (round === 0 && body.total === 0) empty += 1;
    if (!byKind.has(kind)) byKind.set(kind, []);
    byKind.get(kind).push(ms);
    const key = JSON.stringify(params);
    if (!byQuery.has(key)) byQuery.set(key, []);
    byQuery.get(key).push(ms);
  }
}
const f = (n) => n.toFixed(2).padStart(7);
console.log(`searches: ${queries.length} queries x ${rounds} rounds, one at a time, after a warm-up pass (${cold} over the deadline there); ${empty} found nothing, ${failures} over the deadline`);
console.log('kind            count   p50 ms  p99 ms  max ms');
const all = [];
for (const [kind, times] of byKind) {
  all.push(...times);
  times.sort((a, b) => a - b);
  console.log(`${kind.padEnd(15)} ${String(times.length).padStart(5)} ${f(quantile(times, 0.5))} ${f(quantile(times, 0.99))} ${f(times.at(-1))}`);
}
all.sort((a, b) => a - b);
console.log(`${'all'.padEnd(15)} ${String(all.length).padStart(5)} ${f(quantile(all, 0.5))} ${f(quantile(all, 0.99))} ${f(all.at(-1))}`);
// What to work on: the queries slowest at their median.
const medians = [...byQuery].map(([key, times]) => [key, times.sort((a, b) => a - b)[Math.floor(times.length / 2)]]);
console.log('\nslowest at the median (ms):');
for (const [key, ms] of medians.sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${f(ms)}  ${key}`);

const rss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const words = ['pump', 'filter', 'yacht', 'seal', 'kit', 'مضخه', 'motor', 'ring'];
console.log(`\nmemory under ${distinct} distinct searches (RSS of the API, MB):`);
console.log(`  before ${rss().toFixed(1)}`);
const started = performance.now();
for (let i = 1; i <= distinct; i++) {
  await fetch(`${base}/api/products/search?q=${encodeURIComponent(`${words[i % words.length]} ${i.toString(36)}`)}&limit=1`)
    .then((r) => r.arrayBuffer());
  if (i % (distinct / 4) === 0) console.log(`  after ${String(i).padStart(6)}: ${rss().toFixed(1)}  (${((performance.now() - started) / i).toFixed(2)} ms per search)`);
}
