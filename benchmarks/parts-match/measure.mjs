// Parts-list matching at scale (benchmarks/parts-match/run; docs/parts-lists.md), against a
// running site with a large generated catalogue:
//   node benchmarks/parts-match/measure.mjs http://127.0.0.1:18380 [rounds]   (DATABASE_URL set)
// Prints figures; asserts nothing.
import { execFileSync } from 'node:child_process';
import { phoneReview } from './phone-review.mjs';

const [base, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 20);
const sql = (q) => execFileSync('psql', [process.env.DATABASE_URL, '-tAqc', q], { encoding: 'utf8' }).trim();
const rows = (q) => sql(q).split('\n').filter(Boolean).map((l) => l.split('|'));

// 1,000 visible parts replace an old number of their own (the same every run).
sql(`UPDATE products SET supersedes = ARRAY[upper(substr(md5(id), 1, 4)) || '-' || upper(substr(md5(id), 5, 5))]
     WHERE id IN (SELECT id FROM products WHERE category = 'marine-spares' AND is_visible AND specs ? 'partNumber'
                  ORDER BY id LIMIT 1000) AND supersedes = '{}'`);
const parts = rows(`SELECT id, specs ->> 'partNumber', coalesce(supersedes[1], ''), specs ->> 'brand' FROM products
  WHERE category = 'marine-spares' AND is_visible AND specs ? 'partNumber' ORDER BY id LIMIT 2000`)
  .map(([id, number, old, brand]) => ({ id, number, old, brand }));
const withOld = parts.filter((p) => p.old);
const rnd = (() => { let x = 12345; return (n) => { x = (x * 1103515245 + 12345) % 2 ** 31; return x % n; }; })();
const pick = (list) => list[rnd(list.length)];
// How people write a number: as printed, lower case without dashes, spaced.
const spell = (n) => [n, n.toLowerCase().replaceAll('-', ''), n.replaceAll('-', ' ')][rnd(3)];
const quantity = (text) => [`${text}`, `${text} x${1 + rnd(9)}`, `${1 + rnd(20)} pcs ${text}`, `${text}\t${1 + rnd(9)}`][rnd(4)];
// One character of the number's digits changed, or its check letter dropped.
function misspell(n) {
  if (rnd(2)) return n.replace(/-[A-Z]$/, '');
  const digits = [...n].map((c, i) => (/\d/.test(c) ? i : -1)).filter((i) => i >= 0);
  const at = pick(digits);
  return n.slice(0, at) + String((Number(n[at]) + 1) % 10) + n.slice(at + 1);
}

async function match(lines) {
  const t = process.hrtime.bigint();
  const res = await fetch(`${base}/api/enquiries/match`, { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lines }) });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`match: ${res.status} ${JSON.stringify(body)}`);
  return [Number(process.hrtime.bigint() - t) / 1e6, body.lines];
}
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

console.log(`== 1. 500 lines, ${rounds} rounds (${parts.length} parts sampled, ${withOld.length} with an old number)`);
const words = ['fuel filter', 'impeller kit', 'racor 2040', 'volvo penta impeller', 'head gasket', 'zinc anode', 'thermostat',
  'wartsila turbo gasket', 'jabsco pump', 'sea strainer'];
const list500 = () => [
  ...Array.from({ length: 250 }, () => quantity(spell(pick(parts).number))),
  ...Array.from({ length: 100 }, () => quantity(spell(pick(withOld).old))),
  ...Array.from({ length: 100 }, () => quantity(pick(words))),
  ...Array.from({ length: 50 }, () => quantity(`ZZ${rnd(1e6)}QX unknown part`)),
];
const times = [];
let statuses = {};
for (let i = 0; i < rounds; i += 1) {
  const [ms, lines] = await match(list500());
  times.push(ms);
  statuses = lines.reduce((a, l) => ({ ...a, [l.status]: (a[l.status] ?? 0) + 1 }), {});
}
times.sort((a, b) => a - b);
console.log(`  POST /api/enquiries/match, 500 lines: p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, `
  + `max ${times.at(-1).toFixed(0)} ms; last answer ${JSON.stringify(statuses)}`);

console.log('== 2. a list of 200 numbers: 100 current, 50 old, 50 misspelt');
const list200 = [
  ...Array.from({ length: 100 }, () => { const p = pick(parts); return { kind: 'current', text: spell(p.number), id: p.id }; }),
  ...Array.from({ length: 50 }, () => { const p = pick(withOld); return { kind: 'old', text: spell(p.old), id: p.id }; }),
  ...Array.from({ length: 50 }, () => { const p = pick(parts); return { kind: 'misspelt', text: misspell(p.number), id: p.id }; }),
];
const [, answered] = await match(list200.map((l) => l.text));
const tally = {};
for (const a of answered) {
  const want = list200[a.line];
  const t = (tally[want.kind] ??= { lines: 0, matched: 0, right: 0, choose: 0, inChoices: 0, missing: 0 });
  t.lines += 1;
  if (a.status === 'matched') { t.matched += 1; if (a.product.id === want.id) t.right += 1; }
  if (a.status === 'choose') { t.choose += 1; if (a.choices.some((c) => c.id === want.id)) t.inChoices += 1; }
  if (a.status === 'missing') t.missing += 1;
}
const share = (n, d) => `${((100 * n) / d).toFixed(0)} %`;
for (const [kind, t] of Object.entries(tally)) {
  console.log(`  ${kind}: ${t.lines} lines; matched ${share(t.matched, t.lines)} (the right part ${t.right}), `
    + `choices ${share(t.choose, t.lines)} (the right part among them ${t.inChoices}), missing ${share(t.missing, t.lines)}`);
}
const all = Object.values(tally).reduce((a, t) => ({ lines: a.lines + t.lines, found: a.found + t.right + t.inChoices }), { lines: 0, found: 0 });
console.log(`  the right part matched or offered: ${share(all.found, all.lines)} of the 200`);

console.log('== 3. a phone (375 px, CPU 4× slower): a pasted list to its review');
console.log('  40 lines:');
await phoneReview(base, list500().slice(0, 40).concat(list500().slice(250, 260)).slice(0, 40).join('\n'));
console.log('  500 lines:');
await phoneReview(base, list500().join('\n'));
