// Server rendering's cost per page (docs/first-paint.md): the page server's answer on a miss
// of its page cache (a URL with a query is always rendered, so `?bench=N` renders every time:
// the route loaders' API reads, React, both compressions) and on a hit, one request at a time.
//   node benchmarks/render/pages.mjs PAGE_SERVER_URL API_URL [requests per page, default 200]
// Prints p50/p99 in ms of the whole answer and, for a miss, of the render alone (its
// Server-Timing: loaders and React, before compression), for each page and kind.
const [base, api] = process.argv.slice(2, 4);
const runs = Number(process.argv[4] ?? 200);
if (!base || !api) {
  console.error('usage: node benchmarks/render/pages.mjs PAGE_SERVER_URL API_URL [runs]');
  process.exit(2);
}

const recent = await (await fetch(`${api}/api/products/recent/6`)).json();
const pages = ['/', '/contact', '/category/marine-spares', '/category/vessel-chartering', `/product/${recent[0].id}`, '/search?q=anchor'];
const all = [...pages, ...pages.map((p) => `/ar${p === '/' ? '' : p}`)];

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
async function time(url) {
  const t0 = performance.now();
  const r = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const html = await r.text();
  const ms = performance.now() - t0;
  if (r.status !== 200 || !/<div id="root"><[a-z]/.test(html)) throw new Error(`${url}: ${r.status}, no rendered markup`);
  const render = Number(/render;dur=([\d.]+)/.exec(r.headers.get('server-timing') ?? '')?.[1] ?? NaN);
  return { ms, render };
}

const f = (n) => (Number.isNaN(n) ? '      -' : n.toFixed(2).padStart(7));
console.log(`page                               kind   p50 ms  p99 ms  render p50  render p99  (${runs} requests each)`);
for (const page of all) {
  for (const kind of ['miss', 'hit']) {
    if (kind === 'hit' && page.includes('?')) continue; // a search is never kept
    const times = [];
    const renders = [];
    for (let i = 0; i < runs; i++) {
      const join = page.includes('?') ? '&' : '?';
      const { ms, render } = await time(`${base}${page}${kind === 'miss' ? `${join}bench=${i}` : ''}`);
      times.push(ms);
      renders.push(render);
    }
    times.sort((a, b) => a - b);
    renders.sort((a, b) => a - b);
    console.log(`${page.padEnd(34)} ${kind.padEnd(5)} ${f(quantile(times, 0.5))} ${f(quantile(times, 0.99))}     ${f(quantile(renders, 0.5))}     ${f(quantile(renders, 0.99))}`);
  }
}
