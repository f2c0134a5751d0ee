// The figures of benchmarks/catalogue-io/run: import (dry run, apply) and export, each
// against a fresh API process whose peak RSS is read from /proc after the measure.
import fs from 'node:fs';
import http from 'node:http';
import { startWithData, call, login, ADMIN } from '../../tests/api/helpers.mjs';

const peakMb = (pid) => {
  const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return (Number(m[1]) / 1024).toFixed(1);
};
const seconds = (t0) => ((performance.now() - t0) / 1000).toFixed(2);
const row = (n) => ({
  row: n + 2, sku: `BENCH-${n}`, name: `Impeller kit ${n}`, category: 'marine-spares', nameAr: `طقم دافعة ${n}`,
  description: 'Water pump impeller with gasket, neoprene, six blades.', price: `${1000 + (n % 5000)}.50`,
  inStock: 'true', isVisible: 'true', showContactForPricing: 'false', image: '/uploads/demo/impeller.svg',
  partNumbers: `OEM-${n}|X-${n}`, brand: 'Jabsco',
});
const batches = (rows, maxBytes = 3_000_000) => {
  const out = [[]];
  let size = 0;
  for (const r of rows) {
    const b = Buffer.byteLength(JSON.stringify(r)) + 1;
    if (size + b > maxBytes && out.at(-1).length) { out.push([]); size = 0; }
    out.at(-1).push(r);
    size += b;
  }
  return out;
};

// A POST without fetch's 300 s wait for the answer's head: a 50,000-row commit may take longer.
const longPost = (base, path, cookie) => new Promise((resolve, reject) => {
  const req = http.request(`${base}${path}`, { method: 'POST', headers: { cookie } }, (res) => {
    let text = '';
    res.on('data', (d) => { text += d; });
    res.on('end', () => resolve({ status: res.statusCode, text, body: text ? JSON.parse(text) : null }));
  });
  req.on('error', reject);
  req.end();
});

async function site(sql = '') {
  // ASAN_OPTIONS is handed on for a sanitizer build (quarantine_size_mb=0: freed memory is
  // not kept resident, or the peak says more about the sanitizer than about the export).
  const asan = process.env.ASAN_OPTIONS ? { ASAN_OPTIONS: process.env.ASAN_OPTIONS } : {};
  const api = await startWithData(sql, { ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn', ...asan });
  const admin = await login(api.base, ADMIN.username, ADMIN.password);
  return { api, admin };
}

async function importRows(n) {
  const { api, admin } = await site();
  try { await measureImport(api, admin, n); } finally { await api.close(); }
}

async function measureImport(api, admin, n) {
  const rows = Array.from({ length: n }, (_, i) => row(i));
  let t0 = performance.now();
  const dry = await call(api.base, 'POST', '/api/admin/products/import', { body: { dryRun: true, rows }, cookie: admin });
  const dryTime = seconds(t0);
  t0 = performance.now();
  const s = await call(api.base, 'POST', '/api/admin/products/import/sessions', { cookie: admin });
  const path = `/api/admin/products/import/sessions/${s.body.session}`;
  const parts = batches(rows);
  for (const part of parts) {
    const r = await call(api.base, 'POST', `${path}/rows`, { body: { rows: part }, cookie: admin });
    if (r.status !== 200) throw new Error(`batch: ${r.status} ${r.text.slice(0, 200)}`);
  }
  const done = await longPost(api.base, `${path}/commit`, admin);
  const applyTime = seconds(t0);
  if (done.status !== 200) throw new Error(`commit: ${done.status} ${done.text.slice(0, 200)}`);
  console.log(`import ${n} rows: dry run ${dryTime} s (${dry.body.summary.create} to create); apply ${applyTime} s `
    + `in ${parts.length} batches (${done.body.summary.create} created); API peak RSS ${peakMb(api.child.pid)} MB`);
}

async function exportProducts(n) {
  const sql = `INSERT INTO products (id, name, category, description, price, image, images, in_stock, is_visible,
    show_contact_for_pricing, name_ar, sku, part_numbers)
    SELECT 'bench_' || i, 'Mooring Rope ' || i, 'marine-spares', repeat('Braided nylon mooring rope. ', 4), 100 + i,
           '/uploads/demo/rope.svg', '{}', true, true, false, 'حبل ' || i, 'R-' || i, ARRAY['OEM-' || i]
    FROM generate_series(1, ${n}) AS i;`;
  const { api, admin } = await site(sql);
  try { await measureExport(api, admin, n); } finally { await api.close(); }
}

async function measureExport(api, admin, n) {
  const before = peakMb(api.child.pid);
  const t0 = performance.now();
  const res = await fetch(`${api.base}/api/admin/products/export.csv`, { headers: { cookie: admin } });
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  console.log(`export ${n} products: ${seconds(t0)} s, ${(bytes / 1e6).toFixed(1)} MB; API peak RSS ${before} MB `
    + `before, ${peakMb(api.child.pid)} MB after`);
}

const sizes = process.argv.slice(2).map(Number);
// SKIP_IMPORT=1: the export only.
if (!process.env.SKIP_IMPORT) for (const n of sizes.length ? sizes : [10000, 50000]) await importRows(n);
await exportProducts(Number(process.env.EXPORT_SIZE || 100000));
