// What each brotli level (and gzip's) costs and saves on the pages and API answers nginx
// compresses per request (deploy/nginx/default.conf, `brotli_comp_level`): each PATH fetched
// plain from BASE_URL, then compressed here with Node's zlib (the same brotli library as
// nginx's module) ROUNDS times per level; bytes and the median milliseconds per answer.
// Figures only, nothing asserted.
//
//   node benchmarks/search/compression-levels.mjs BASE_URL PATH...   (ROUNDS=50 by default)
import zlib from 'node:zlib';

const [base, ...paths] = process.argv.slice(2);
if (!base || !paths.length) {
  console.error('usage: node compression-levels.mjs BASE_URL PATH...');
  process.exit(2);
}
const rounds = Number(process.env.ROUNDS ?? 50);
const brotli = (level) => (data) =>
  zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
const gzip = (level) => (data) => zlib.gzipSync(data, { level });
const METHODS = [['gzip 5', gzip(5)], ['gzip 6', gzip(6)],
  ...[1, 3, 4, 5, 6, 7, 9, 11].map((level) => [`br ${level}`, brotli(level)])];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const bodies = [];
for (const p of paths) {
  // fetch asks for gzip itself: the header says no compression, so the bytes are plain
  const response = await fetch(base + p, { headers: { 'accept-encoding': 'identity' } });
  bodies.push([p, Buffer.from(await response.arrayBuffer())]);
}
console.log(`| method | ${bodies.map(([p, b]) => `\`${p}\` (${(b.length / 1000).toFixed(1)} kB) kB / ms`).join(' | ')} |`);
console.log(`|---|${bodies.map(() => '---:').join('|')}|`);
for (const [name, compress] of METHODS) {
  const cells = bodies.map(([, body]) => {
    const times = [];
    let size = 0;
    for (let i = 0; i < rounds; i += 1) {
      const started = process.hrtime.bigint();
      size = compress(body).length;
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    return `${(size / 1000).toFixed(1)} / ${median(times).toFixed(2)}`;
  });
  console.log(`| ${name} | ${cells.join(' | ')} |`);
}
