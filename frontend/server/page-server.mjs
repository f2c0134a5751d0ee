// The page server (docs/first-paint.md): every public page's whole document, rendered by
// the app's own routes (dist-server/entry-server.js, `npm run build`) with the data their
// loaders ask the C++ API for, and kept (page-store.mjs). nginx sends it every page path and,
// with PAGES_DIR, serves the kept pages itself as files. Plain node:http, no dependencies.
//
//   GET|HEAD <any path>  → the page (200, 404 with noindex, a redirect), gzip or brotli by
//                          Accept-Encoding, ETag (304 on revisit); 503 when it cannot render in
//                          time (nginx then serves the static index.html)
//   GET /healthz         → 200 {"status":"ok","pages":N,"bytes":N,"generation":"N"|null}: what is
//                          kept (nginx sends /healthz to the API: this one is for the tests and
//                          the compose health check on the private network)
//
// Environment: API_URL (the API, http://HOST:PORT, required), SITE_URL (the public origin
// for canonical URLs; default: the first of ALLOWED_ORIGINS, else http:// and the request's
// Host), PAGES_HOST (127.0.0.1),
// PAGES_PORT (8091; 0: any free port), PAGES_DIR (where nginx reads pages; unset: memory only),
// PAGES_CACHE_BYTES (32 MiB; 0 keeps nothing), PAGES_TEMPLATE (dist/index.html),
// RENDER_TIMEOUT_MS (2500), GENERATION_POLL_MS (100), NOW_OFFSET_SECONDS (unset: 0; the desks'
// clock shift, as the API's: docs/desks.md, "The clock"; refused with APP_ENV=production).
// Prints `listening on http://HOST:PORT` when ready; stops on SIGTERM/SIGINT.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { RenderReads, installFetch, watchGeneration, withReads } from './api-link.mjs';
import { compressPage, sendPage, sendText } from './page-answer.mjs';
import { PageStore } from './page-store.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const env = process.env;
const number = (name, fallback) => {
  const value = env[name] === undefined || env[name] === '' ? fallback : Number(env[name]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not '${env[name]}'`);
  return value;
};

const apiUrl = (env.API_URL ?? '').replace(/\/+$/, '');
if (!/^https?:\/\/[^/]+$/.test(apiUrl)) throw new Error('API_URL must be the API origin, e.g. http://127.0.0.1:8081');
// As the API's: SITE_URL, else the first of ALLOWED_ORIGINS (its sitemap names the same pages).
const siteUrl = (env.SITE_URL || (env.ALLOWED_ORIGINS ?? '').split(',')[0] || '').trim().replace(/\/+$/, '');
const renderTimeout = number('RENDER_TIMEOUT_MS', 2500);
// May be negative: a run may set the clock back as well as forward.
// As the API: the deployed site (APP_ENV=production) never runs on a shifted clock.
if (env.APP_ENV === 'production' && env.NOW_OFFSET_SECONDS !== undefined) {
  throw new Error('NOW_OFFSET_SECONDS is for tests: it is refused with APP_ENV=production (docs/desks.md)');
}
const nowOffsetMs = Number(env.NOW_OFFSET_SECONDS || 0) * 1000;
if (!Number.isInteger(nowOffsetMs)) throw new Error(`NOW_OFFSET_SECONDS must be whole seconds, not '${env.NOW_OFFSET_SECONDS}'`);
const entry = env.RENDER_ENTRY ?? join(here, '..', 'dist-server', 'entry-server.js');
const template = readFileSync(env.PAGES_TEMPLATE ?? join(here, '..', 'dist', 'index.html'), 'utf8');
const { renderDocument, warmUpUrls } = await import(pathToFileURL(entry).href);

installFetch(apiUrl, renderTimeout);
const store = new PageStore({
  maxBytes: number('PAGES_CACHE_BYTES', 32 * 1024 * 1024),
  dir: env.PAGES_DIR ? resolve(env.PAGES_DIR) : undefined,
  // A new build's pages start afresh: its own directories.
  build: createHash('sha256').update(template).digest('hex').slice(0, 12),
});

/** The longest request target answered; a page URL is far shorter. */
const MAX_TARGET = 4096;
const inFlight = new Map(); // url → its render, shared by requests arriving meanwhile

async function renderPage(url, origin) {
  const started = performance.now();
  const reads = new RenderReads();
  const controller = new AbortController();
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(Object.assign(new Error(`no page in ${renderTimeout} ms`), { timedOut: true }));
    }, renderTimeout);
  });
  try {
    const out = await Promise.race([
      withReads(reads, () => renderDocument({ url, template, origin, signal: controller.signal, nowOffsetMs })),
      deadline,
    ]);
    const ms = performance.now() - started;
    if (out.redirect) return { ...out, ms };
    const page = await compressPage(out.html);
    if (out.status === 200 && out.cacheKey) store.keep(out.cacheKey, page, reads.generation());
    return { status: out.status, page, ms };
  } finally {
    clearTimeout(timer);
  }
}

function renderOnce(url, origin) {
  let pending = inFlight.get(url);
  if (!pending) {
    pending = renderPage(url, origin).finally(() => inFlight.delete(url));
    inFlight.set(url, pending);
  }
  return pending;
}

async function handle(req, res) {
  if (req.url === '/healthz') {
    const stats = { status: 'ok', pages: store.size, bytes: store.bytes, generation: store.generation ?? null };
    return sendText(res, 200, JSON.stringify(stats), { 'content-type': 'application/json' });
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'method not allowed\n', { allow: 'GET, HEAD' });
  if (!req.url?.startsWith('/') || req.url.length > MAX_TARGET) return sendText(res, 414, 'request target too long\n');
  // Prefixed, not resolved: "//host/x" is the path "//host/x" (no page), not the host's "/x".
  const { pathname, search } = new URL(`http://page${req.url}`);
  // A query string may change the page (a category's ?q=): only the plain path is looked up,
  // as it is (a page is kept under its canonical path: "/ar/" is rendered, as the router says).
  if (!search) {
    const kept = store.find(pathname);
    if (kept) return sendPage(req, res, 200, kept);
  }
  try {
    const out = await renderOnce(req.url, siteUrl || `http://${req.headers.host ?? 'localhost'}`);
    if (out.redirect) return sendText(res, out.status ?? 302, '', { location: out.redirect, 'cache-control': 'no-cache' });
    return sendPage(req, res, out.status, out.page, { 'server-timing': `render;dur=${out.ms.toFixed(1)}` });
  } catch (e) {
    if (!e?.timedOut) console.error(`render_failed url=${JSON.stringify(req.url)}: ${e?.stack ?? e}`);
    else console.error(`render_timeout url=${JSON.stringify(req.url)}`);
    if (!res.headersSent) sendText(res, 503, 'page unavailable\n', { 'retry-after': '1' });
  }
}

const server = createServer((req, res) => void handle(req, res));
server.keepAliveTimeout = 60_000;
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;

// Each kind of page rendered once before listening, without data: the first render of a route
// loads and compiles its code (100-400 ms), which would otherwise fall on a visitor.
for (const url of warmUpUrls ?? ['/', '/ar']) {
  const reads = new RenderReads();
  reads.offline = true;
  try {
    await withReads(reads, () => renderDocument({ url, template, origin: 'http://localhost' }));
  } catch (e) {
    console.error(`warm-up of ${url} failed: ${e?.stack ?? e}`);
  }
}

const watcher = watchGeneration(apiUrl, number('GENERATION_POLL_MS', 100), (generation) => store.follow(generation));
const host = env.PAGES_HOST ?? '127.0.0.1';
server.listen(number('PAGES_PORT', 8091), host, () => {
  const { port } = server.address();
  console.log(`listening on http://${host}:${port}`);
});
const stop = () => {
  watcher.stop();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
