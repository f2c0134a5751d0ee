// Server rendering's cost per page (docs/first-paint.md): the API's page HTML
// on a miss of its page cache (rendered by the page renderer: a URL with a query is never
// kept, so `?bench=N` renders every time) and on a hit, one request at a time.
//   node benchmarks/render/pages.mjs http://127.0.0.1:8081 [requests per page, default 200]
// Prints p50/p99/max in ms for each page and kind.
const base = process.argv[2];
const runs = Number(process.argv[3] ?? 200);
if (!base) {
  console.error('usage: node benchmarks/render/pages.mjs API_BASE_URL [runs]');
  process.exit(2);
}

const recent = await (await fetch(`${base}/api/products/recent/6`)).json();
const pages = ['', '/contact', '/category/marine-spares', '/category/vessel-chartering', `/product/${recent[0].id}`];
const all = [...pages, ...pages.map((p) => `/ar${p}`)];

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
async function time(url) {
  const t0 = performance.now();
  const r = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const html = await r.text();
  const ms = performance.now() - t0;
  if (r.status !== 200 || !/<div id="root"><div/.test(html)) throw new Error(`${url}: ${r.status}, no rendered markup`);
  return ms;
}

console.log(`page                               kind   p50 ms  p99 ms  max ms  (${runs} requests each)`);
for (const page of all) {
  for (const kind of ['miss', 'hit']) {
    const times = [];
    for (let i = 0; i < runs; i++) times.push(await time(`${base}/_page${page}${kind === 'miss' ? `?bench=${i}` : ''}`));
    times.sort((a, b) => a - b);
    const f = (n) => n.toFixed(2).padStart(7);
    console.log(`${(page || '/').padEnd(34)} ${kind.padEnd(5)} ${f(quantile(times, 0.5))} ${f(quantile(times, 0.99))} ${f(times.at(-1))}`);
  }
}
