// The page renderer (docs/first-paint.md): renders a public page's `#root` from
// the SPA's own components (dist-server/entry-server.js, `npm run build:server`) for the API,
// which asks on a miss of its page cache. Plain node:http, no dependencies, Node 18 or later
// (Debian 12's nodejs, in the compose image).
//
//   POST /render  {"url": "/ar/product/p1", "data": {...}, "settings": {...}}
//                 → 200 text/html (the markup), 204 (the app would redirect), 400, 500
//   GET /healthz  → 200
//
// RENDER_HOST (127.0.0.1) and RENDER_PORT (8091) say where it listens; it prints
// `listening on http://HOST:PORT` when ready and stops on SIGTERM/SIGINT.
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const entry = process.env.RENDER_ENTRY ?? join(here, '..', 'dist-server', 'entry-server.js');
const { render } = await import(pathToFileURL(entry).href);

// A request body larger than this is refused: the API embeds at most 256 KiB of answers.
const MAX_BODY = 2 * 1024 * 1024;

function readBody(req) {
  return new Promise((resolve, reject) => {
    const parts = [];
    let size = 0;
    req.on('data', (part) => {
      size += part.length;
      if (size > MAX_BODY) {
        reject(Object.assign(new Error('body too large'), { status: 413 }));
        req.destroy();
      } else parts.push(part);
    });
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function answer(res, status, body = '', type = 'text/plain; charset=utf-8') {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

const server = createServer(async (req, res) => {
  try {
    if (req.method === 'GET' && req.url === '/healthz') return answer(res, 200, 'ok\n');
    if (req.method !== 'POST' || req.url !== '/render') return answer(res, 404, 'not found\n');
    let input;
    try {
      input = JSON.parse(await readBody(req));
    } catch (e) {
      return answer(res, e.status ?? 400, 'bad request\n');
    }
    if (typeof input?.url !== 'string' || !input.url.startsWith('/')) return answer(res, 400, 'url missing\n');
    const html = await render(input);
    if (html === undefined) return answer(res, 204);
    return answer(res, 200, html, 'text/html; charset=utf-8');
  } catch (e) {
    console.error(`render failed: ${e?.stack ?? e}`);
    if (!res.headersSent) answer(res, 500, 'render failed\n');
  }
});
server.keepAliveTimeout = 60_000;

// Each kind of page rendered once before listening: the first render of a route loads and
// compiles its code (100-400 ms on the test machine), which would otherwise fall on a
// visitor's page and could exceed the API's deadline.
for (const url of [
  '/',
  '/ar',
  '/contact',
  '/search',
  '/enquiry',
  '/category/marine-spares',
  '/product/warm-up',
  '/ar/contact',
]) {
  try {
    await render({ url });
  } catch (e) {
    console.error(`warm-up of ${url} failed: ${e?.stack ?? e}`);
  }
}

const host = process.env.RENDER_HOST ?? '127.0.0.1';
const port = Number(process.env.RENDER_PORT ?? 8091);
server.listen(port, host, () => {
  const { port: bound } = server.address();
  console.log(`listening on http://${host}:${bound}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
