// Starts the real API binary on a free port against a fresh database of the disposable
// cluster (TEST_DATABASE_URL), and talks to it over real sockets.
import { spawn, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = process.env.MARINE_API_BIN || path.join(root, 'build/dev/marine-api');
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: run through scripts/test');

let counter = 0;

export function databaseUrl(name) {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

export function psql(url, ...args) {
  return execFileSync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', url, ...args], { encoding: 'utf8' });
}

export function createDatabase() {
  const name = `api_${process.pid}_${counter++}`;
  psql(adminUrl, '-c', `DROP DATABASE IF EXISTS ${name}`, '-c', `CREATE DATABASE ${name}`);
  return { name, url: databaseUrl(name), drop: () => psql(adminUrl, '-c', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

// Spawns the server; resolves once it printed its `listening on` line.
export async function startServer(env = {}, { args = [] } = {}) {
  // Each server gets a media store of its own, never the checkout's.
  const media = env.MEDIA_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'marine-api-media-'));
  const child = spawn(bin, args, {
    env: { PATH: process.env.PATH, API_PORT: '0', LOG_LEVEL: 'warn', ...(media ? { MEDIA_DIR: media } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  const base = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in 20 s: ${stderr}`)), 20000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) { clearTimeout(timer); resolve(m[1]); }
    });
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`server exited with ${code}: ${stderr}`)); });
  });
  child.removeAllListeners('exit');
  return {
    base,
    child,
    stderr: () => stderr,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return child.exitCode;
      child.kill(signal);
      const [code] = await once(child, 'exit');
      if (media) fs.rmSync(media, { recursive: true, force: true });
      return code;
    },
  };
}

// docs/desks.md: the first start's desk reads its hours from the settings' rows, and a lead
// sent while its desk is closed adds when it replies to the message. A test that compares a
// lead's message whole takes the hours away (a desk without hours is never closed), so that
// it does not depend on the hour it runs at. After the server's first start (the seed).
export function withoutDeskHours(url) {
  const week = JSON.stringify(Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, []])));
  psql(url, '-c', "UPDATE site_settings SET desks = (SELECT jsonb_agg(jsonb_set(d, '{hours}', '" + week + "'::jsonb) "
    + "|| '{\"exceptions\": []}'::jsonb ORDER BY n) FROM jsonb_array_elements(desks) WITH ORDINALITY AS t(d, n))");
}

// A server over a fresh database loaded with `sql`.
export async function startWithData(sql, env = {}) {
  const db = createDatabase();
  const migrate = spawn(bin, ['migrate'], { env: { PATH: process.env.PATH, DATABASE_URL: db.url, LOG_LEVEL: 'warn' } });
  const [code] = await once(migrate, 'exit');
  if (code !== 0) throw new Error(`migrate failed with ${code}`);
  if (sql) psql(db.url, '-c', sql);
  const server = await startServer({ DATABASE_URL: db.url, ...env });
  return {
    ...server,
    db,
    async close() {
      await server.stop();
      db.drop();
    },
  };
}

// Sends raw bytes and collects the whole answer until the server closes or `ms` pass.
export function rawRequest(base, bytes, ms = 3000) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    let data = '';
    socket.setTimeout(ms, () => { socket.destroy(); resolve(data); });
    socket.on('data', (d) => { data += d; });
    socket.on('end', () => resolve(data));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

export function statusOf(raw) {
  const m = /^HTTP\/1\.1 (\d{3})/.exec(raw);
  return m ? Number(m[1]) : null;
}

export const FIXTURE_SQL = `
INSERT INTO products (id, name, category, description, price, image, images, in_stock, is_visible,
                      show_contact_for_pricing, "timestamp") VALUES
  ('product_1000', 'Stockless Anchor 1 t', 'marine-spares', 'Hall-type stockless anchor, 1,000 kg, class certified.',
   4850.00, '/uploads/demo/anchor.svg', '{/uploads/demo/anchor-1.svg}', true, true, false, '2026-06-01T08:00:00.250Z'),
  ('product_2000', 'Harbour Tug Al Bahr', 'vessel-chartering', 'ASD tug, 50 t bollard pull, crewed day charter.',
   0, '/uploads/demo/tug.svg', '{}', true, true, true, '2026-07-01T08:00:00Z'),
  ('product_3000', 'Unlisted Yacht', 'vessel-sales-purchase', 'Owner has not released this listing yet.',
   2500000, '', '{}', false, false, false, '2026-08-01T08:00:00Z'),
  ('product_4000', 'Crew Boat 24 m', 'vessel-sales-purchase', 'Aluminium crew boat, 2009, 60 passengers, m² deck.',
   1850000.50, '/uploads/demo/crew.svg', '{}', true, true, false, '2026-09-01T08:00:00Z');
INSERT INTO banners (id, title, description, button_text, button_link, image, is_active, display_order) VALUES
  ('banner_2', 'Second', 'Second banner', 'Learn More', '/category/marine-spares', '/uploads/demo/b2.svg', true, 2),
  ('banner_1', 'First', 'First banner', 'Learn More', '', '/uploads/demo/b1.svg', true, 1),
  ('banner_0', 'Hidden', 'Inactive banner', 'Learn More', '', '', false, 0);
`;

// The fixture plus 120 more visible products: /api/products is then over 32 KiB, large
// enough to be gzipped and written by sendfile(2) on the read cache's fast path.
export const MANY_PRODUCTS_SQL = `${FIXTURE_SQL}
INSERT INTO products (id, name, category, description, price, image, images, in_stock, is_visible,
                      show_contact_for_pricing, "timestamp")
SELECT 'bulk_' || i, 'Mooring Rope ' || i, 'marine-spares', repeat('Braided nylon mooring rope. ', 8),
       100 + i, '', '{}', true, true, false, '2026-01-01T00:00:00Z'::timestamptz + i * interval '1 hour'
FROM generate_series(1, 120) AS i;`;

// JSON request helper: returns { status, headers, body (parsed or text) }.
// `signal` (optional) aborts the request, e.g. AbortSignal.timeout(ms) as a hang detector.
export async function call(base, method, path, { body, cookie, origin, headers = {}, signal } = {}) {
  const h = { ...headers };
  if (body !== undefined) h['content-type'] = h['content-type'] || 'application/json';
  if (cookie) h.cookie = cookie;
  if (origin) h.origin = origin;
  const res = await fetch(base + path, {
    method, headers: h, body: body === undefined ? undefined : (typeof body === 'string' ? body : JSON.stringify(body)), signal,
  });
  const text = await res.text();
  let parsed = text;
  try { parsed = text ? JSON.parse(text) : null; } catch { /* not JSON */ }
  return { status: res.status, headers: res.headers, body: parsed, text };
}

// Logs in and returns the session cookie ("marine_session=...") for later requests.
export async function login(base, username, password) {
  const r = await call(base, 'POST', '/api/admin/login', { body: { username, password } });
  if (r.status !== 200) throw new Error(`login ${username} failed: ${r.status} ${r.text}`);
  return r.headers.get('set-cookie').split(';')[0];
}

export const ADMIN = { username: 'admin', password: 'harbour-master-2026' };

// Calls `read` until `ok` holds of its value or `ms` have passed, and returns the last value:
// a test waits on the condition, never on a guess of how long a busy machine takes.
export async function eventually(read, ok, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

// A product body that passes every rule; `fields` replace or add fields.
export const productBody = (fields = {}) => ({
  name: 'Anchor Chain', description: 'Stud link anchor chain, grade U3.', price: '1200.00', category: 'marine-spares',
  image: '/uploads/placeholder.jpg', images: [], inStock: true, isVisible: true, showContactForPricing: false, ...fields,
});

// The page server (frontend/server/page-server.mjs, from the SPA's build: `npm run build`)
// against the API at `api` (its base URL), on a free port; `dir`: where it keeps pages for
// nginx (PAGES_DIR; none: memory only). Resolves once it listens, with its URL, what its
// /healthz says (pages kept, their bytes, the generation) and stop().
export async function startPages(api, { dir, env = {} } = {}) {
  const child = spawn(process.execPath, [path.join(root, 'frontend/server/page-server.mjs')], {
    env: { PATH: process.env.PATH, PAGES_PORT: '0', API_URL: api, ...(dir ? { PAGES_DIR: dir } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`page server did not start in 30 s: ${stderr}`)), 30000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) { clearTimeout(timer); resolve(m[1]); }
    });
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`page server exited with ${code}: ${stderr}`)); });
  });
  child.removeAllListeners('exit');
  return {
    url,
    child,
    stderr: () => stderr,
    stats: async () => (await fetch(`${url}/healthz`)).json(),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return;
      child.kill(signal);
      await once(child, 'exit');
    },
  };
}

// A session that takes the catalogue's tables (or those named) and holds them: statements on
// them hang (until the API's read deadline gives up on them). Returns the release, which ends
// the session.
export function lockCatalogue(url, tables = ['products', 'banners']) {
  const holder = spawn('psql', ['-X', '-q', url, '-c',
    `BEGIN; LOCK TABLE ${tables.join(', ')} IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(600);`],
  { stdio: 'ignore', env: { ...process.env, PGAPPNAME: 'marine-outage-lock' } });
  // The backend keeps the lock until it notices its client is gone: end it.
  const release = () => {
    if (holder.exitCode !== null) return;
    execFileSync('psql', ['-X', '-q', url, '-c', "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'marine-outage-lock'"]);
    holder.kill('SIGKILL');
  };
  const held = () => execFileSync('psql', ['-X', '-qtA', url, '-c',
    `SELECT count(*) FROM pg_locks WHERE mode = 'AccessExclusiveLock' AND relation = '${tables.at(-1)}'::regclass AND granted`], { encoding: 'utf8' }).trim() === '1';
  for (let i = 0; i < 100 && !held(); i++) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  if (!held()) {
    release();
    throw new Error('the catalogue lock was not taken');
  }
  return release;
}
