#!/usr/bin/env node
// Public initial JavaScript of the built SPA (frontend/dist), gzipped, and its largest modules.
// Usage: node benchmarks/lighthouse/bundle-size.mjs [DIST_DIR]   (prints figures, asserts nothing)
//
// "Initial" = the entry script and the modules index.html preloads: what every public page
// downloads before it renders. Route chunks (category, product, contact, staff) are listed
// separately. Sizes are gzip level 9 (what the build precompresses and nginx serves with
// gzip_static), in kB of 1000 bytes. Per-module figures come from the source maps: a module's
// share of a chunk's minified bytes times the chunk's gzipped size (an estimate).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? new URL('../../frontend/dist', import.meta.url).pathname);
// Not the Arabic pages' chunk in <template id="arabic-assets">: only those pages fetch it.
const html = fs
  .readFileSync(path.join(dist, 'index.html'), 'utf8')
  .replace(/<template id="arabic-assets">[\s\S]*?<\/template>/, '');
// The module script and preloads stand as start-app.js's data-module and data-preload, which it
// asks for once the page is painted (frontend/vite.config.ts, startAfterPaint).
const initial = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ...html.matchAll(/data-(?:module|preload)="([^"]+)"/g),
]
  .flatMap((m) => m[1].split(' '))
  .filter(Boolean)
  .map((href) => href.replace(/^\//, ''));

const kB = (n) => (n / 1000).toFixed(1).padStart(6);
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decodeVlq(s) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of s) {
    let d = B64.indexOf(ch);
    const more = d & 32;
    d &= 31;
    value += d << shift;
    if (more) shift += 5;
    else {
      out.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Minified bytes of each source (grouped by npm package or src/ path) in one chunk. */
function modules(file) {
  const mapFile = `${file}.map`;
  if (!fs.existsSync(mapFile)) return new Map();
  const code = fs.readFileSync(file, 'utf8').split('\n');
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const group = (p) => {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(p);
    return m ? m[1] : p.replace(/^.*?\/src\//, 'src/');
  };
  const bytes = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, i) => {
    const text = code[i] ?? '';
    let col = 0;
    const points = [];
    for (const seg of line ? line.split(',').map(decodeVlq) : []) {
      col += seg[0];
      if (seg.length > 1) {
        source += seg[1];
        points.push([col, source]);
      } else points.push([col, -1]);
    }
    points.forEach(([start, src], k) => {
      const end = k + 1 < points.length ? points[k + 1][0] : text.length;
      const key = src < 0 ? '(bundler glue)' : group(map.sources[src]);
      bytes.set(key, (bytes.get(key) ?? 0) + Buffer.byteLength(text.slice(start, end)));
    });
  });
  return bytes;
}

let total = 0;
const shares = new Map();
console.log('Public initial JavaScript (entry + modulepreload), gzip -9:');
for (const rel of initial) {
  const file = path.join(dist, rel);
  const buf = fs.readFileSync(file);
  const size = gz(buf);
  total += size;
  console.log(`  ${kB(size)} kB  ${rel}  (${kB(buf.length)} kB minified)`);
  for (const [mod, n] of modules(file)) shares.set(mod, (shares.get(mod) ?? 0) + (n / buf.length) * size);
}
console.log(`  ${kB(total)} kB  total (${(total / 1024).toFixed(1)} KiB); budget 116.5 kB (the build fails over it: frontend/initial-js-budget.ts)`);

console.log('\nLargest modules of the initial JavaScript (estimated gzip share):');
for (const [mod, n] of [...shares].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
  console.log(`  ${kB(n)} kB  ${mod}`);
}

console.log('\nOther chunks (loaded on demand), gzip -9:');
const others = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`))
  .map((f) => [f, gz(fs.readFileSync(path.join(dist, 'assets', f)))])
  .sort((a, b) => b[1] - a[1]);
for (const [f, size] of others) console.log(`  ${kB(size)} kB  assets/${f}`);
const css = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.css'));
for (const f of css) console.log(`\nCSS: ${kB(gz(fs.readFileSync(path.join(dist, 'assets', f))))} kB  assets/${f}`);
