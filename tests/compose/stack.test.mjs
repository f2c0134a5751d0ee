// The shipped docker-compose.yml, run for real (docs/operations.md, "Docker Compose"): PostgreSQL,
// two API replicas, two page servers and nginx, reached through the published web port as a visitor and the staff
// would. The images are built beforehand (tests/compose/stack.sh); these tests start the stack,
// restart it, take its database away and finally tear it down, in this order.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const project = process.env.COMPOSE_PROJECT_NAME;
const site = `http://127.0.0.1:${process.env.WEB_PORT}`;
const admin = { username: process.env.ADMIN_USERNAME || 'admin', password: process.env.ADMIN_PASSWORD };
assert.ok(project && process.env.WEB_PORT && admin.password, 'run by tests/compose/stack.sh');

// Asynchronous, so that the event loop runs meanwhile: fetch's pooled connections to the site
// learn that `down` closed them instead of being reused afterwards.
const run = async (cmd, args) => (await promisify(execFile)(cmd, args, { cwd: root, encoding: 'utf8' })).stdout.trim();
const compose = (...args) => run('docker-compose', ['-f', 'docker-compose.yml', ...args]);
const docker = (...args) => run('docker', args);
const sleep = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });
const containers = async (service) => (await compose('ps', '-q', service)).split('\n').filter(Boolean);
const inspect = (id, format) => docker('inspect', '-f', format, id);
// The API replicas publish no port; the tests reach each one on the compose network.
const addresses = async (service, port) => Promise.all((await containers(service)).map(async (id) => `http://${await inspect(id, '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}')}:${port}`));
const replicas = () => addresses('api', 8081);

// Polls until every container of the project reports healthy (a bound that tells a slow
// start from one that never comes).
async function untilHealthy(services = ['db', 'api', 'pages', 'web'], ms = 180_000) {
  let states = {};
  for (const started = Date.now(); Date.now() - started < ms; await sleep(1000)) {
    states = {};
    for (const service of services) {
      for (const id of await containers(service)) states[`${service}/${id.slice(0, 12)}`] = await inspect(id, '{{.State.Health.Status}}');
    }
    if (Object.keys(states).length >= services.length && Object.values(states).every((s) => s === 'healthy')) return states;
  }
  assert.fail(`not healthy after ${ms / 1000}s: ${JSON.stringify(states)}`);
}

async function call(base, method, route, { body, cookie, form } = {}) {
  const headers = {};
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + route, { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)), signal: AbortSignal.timeout(15_000) })
    .catch((e) => { throw new Error(`${method} ${base}${route}: ${e.cause?.code ?? e.cause?.message ?? e.message}`); });
  const text = await res.text();
  let parsed = text;
  try { parsed = text ? JSON.parse(text) : null; } catch { /* not JSON */ }
  return { status: res.status, headers: res.headers, body: parsed, text };
}
const metaTag = (html, key) => new RegExp(`<meta property="${key}" content="([^"]*)"`).exec(html)?.[1];

// whatever fails, nothing of the project stays (stack.sh does it too, should node itself die)
after(() => compose('down', '-v', '--remove-orphans'));

let cookie;
let product;
let image;

test('`up` starts db, two API replicas, two page servers and web; every health check turns healthy', async () => {
  await compose('up', '-d', '--no-build');
  const states = await untilHealthy();
  assert.equal((await containers('api')).length, 2, 'two API replicas (deploy.replicas)');
  assert.equal((await containers('pages')).length, 2, 'two page servers (deploy.replicas)');
  assert.equal(Object.keys(states).length, 6, JSON.stringify(states));
});

test('the API, page server and web containers run as unprivileged users, pid 1 included', async () => {
  for (const [service, user] of [['api', 'marine'], ['pages', 'pages'], ['web', 'nginx']]) {
    for (const id of await containers(service)) {
      assert.equal(await inspect(id, '{{.Config.User}}'), user, service);
      const [uid, pid1Uid] = (await docker('exec', id, 'sh', '-c', 'id -u; awk \'/^Uid:/ {print $2}\' /proc/1/status')).split('\n');
      assert.notEqual(uid, '0', `${service} exec user`);
      assert.notEqual(pid1Uid, '0', `${service} main process`);
    }
  }
});

test('admin login through the site: a wrong password is refused, the right one gives a session', async () => {
  const wrong = await call(site, 'POST', '/api/admin/login', { body: { username: admin.username, password: 'not-the-password' } });
  assert.equal(wrong.status, 401, wrong.text);
  const r = await call(site, 'POST', '/api/admin/login', { body: admin });
  assert.equal(r.status, 200, r.text);
  cookie = r.headers.get('set-cookie').split(';')[0];
  assert.match(cookie, /^marine_session=/);
});

test('a product with an uploaded image: created through the site, image and product served by both replicas', async () => {
  const form = new FormData();
  form.append('images', new Blob([fs.readFileSync(path.join(root, 'tests/fixtures/images/tiny.png'))], { type: 'image/png' }), 'anchor.png');
  const up = await call(site, 'POST', '/api/upload', { cookie, form });
  assert.equal(up.status, 201, up.text);
  [image] = up.body.urls;
  assert.match(image, /^\/uploads\/images\/[0-9a-f]{32}\.webp$/);

  const created = await call(site, 'POST', '/api/products', { cookie, body: {
    name: 'Compose Anchor', description: 'Stockless anchor, 1 t.', price: '4850.00', category: 'marine-spares',
    image, images: [], inStock: true, isVisible: true, showContactForPricing: false } });
  assert.equal(created.status, 201, created.text);
  product = created.body;

  const viaSite = await fetch(site + image);
  assert.equal(viaSite.status, 200);
  assert.equal(viaSite.headers.get('content-type'), 'image/webp');
  const bytes = Buffer.from(await viaSite.arrayBuffer());
  const bases = await replicas();
  assert.equal(bases.length, 2);
  for (const base of bases) {
    const got = await fetch(base + image);
    assert.equal(got.status, 200, `${base}${image}`);
    assert.ok(bytes.equals(Buffer.from(await got.arrayBuffer())), 'the same file on the shared media volume');
    assert.equal((await call(base, 'GET', `/api/products/${product.id}`)).body.name, 'Compose Anchor', base);
  }
});

test('the public read API answers through the site', async () => {
  const recent = await call(site, 'GET', '/api/products/recent/6');
  assert.equal(recent.status, 200);
  assert.deepEqual(recent.body.map((p) => p.id), [product.id]);
  const byCategory = await call(site, 'GET', '/api/products/category/marine-spares');
  assert.equal(byCategory.status, 200);
  assert.equal(byCategory.body.length, 1);
  assert.equal((await call(site, 'GET', `/api/products/${product.id}`)).body.image, image);
  assert.equal((await call(site, 'GET', '/api/banners/active')).status, 200);
  assert.equal((await call(site, 'GET', '/api/settings')).status, 200);
});

test('the home page and the product page carry their Open Graph tags (from the page server) and the SPA', async () => {
  const home = await call(site, 'GET', '/');
  assert.equal(home.status, 200);
  assert.match(home.headers.get('content-type'), /^text\/html/);
  assert.ok(metaTag(home.text, 'og:title'), home.text.slice(0, 600));
  assert.equal(metaTag(home.text, 'og:url'), `${site}/`);
  // The page comes rendered by a page server from the SPA's own routes, which the app then
  // hydrates (docs/first-paint.md): the root holds the page.
  assert.match(home.text, /<div id="root"><[a-z]/, 'a page server rendered the page');
  assert.match(home.text, /<header\b/);

  const page = await call(site, 'GET', `/product/${product.id}`);
  assert.equal(page.status, 200);
  assert.match(metaTag(page.text, 'og:title'), /^Compose Anchor \| /);
  assert.equal(metaTag(page.text, 'og:url'), `${site}/product/${product.id}`);
  assert.equal(metaTag(page.text, 'og:image'), `${site}${image.replace('.webp', '-share.jpg')}`);
  assert.match(page.headers.get('content-security-policy'), /script-src 'self'/);
  assert.match(page.text, /<div id="root"><[a-z]/, 'the product page rendered too');
  assert.match(page.text, /Compose Anchor/);
  const script = /<script defer src="\/start-app\.js" data-module="(\/assets\/[^"]+\.js)"/.exec(page.text)[1];
  assert.equal((await fetch(site + script)).status, 200, 'the page names the assets web serves');
  assert.equal((await fetch(`${site}/early-taps.js`)).status, 200, 'and the script that keeps early taps');
  assert.equal((await fetch(`${site}/start-app.js`)).status, 200, 'and the one that starts the app');
});

test('an edit of a product changes its page on both page servers and through the site within a second', async () => {
  const route = `/product/${product.id}`;
  const servers = await addresses('pages', 8091);
  assert.equal(servers.length, 2);
  // Each page server and nginx (a file by now) have the page as it is.
  for (const base of [...servers, site]) assert.match((await call(base, 'GET', route)).text, /Compose Anchor/, base);
  const edited = await call(site, 'PATCH', `/api/products/${product.id}`, { cookie, body: { name: 'Compose Bower Anchor' } });
  assert.equal(edited.status, 200, edited.text);
  const written = Date.now();
  const seen = {};
  for (;;) {
    for (const base of [...servers, site]) {
      if (!(base in seen) && /Compose Bower Anchor/.test((await call(base, 'GET', route)).text)) seen[base] = Date.now() - written;
    }
    if (Object.keys(seen).length === 3 || Date.now() - written > 10_000) break;
    await sleep(20);
  }
  console.log(`# page changed after (ms): ${JSON.stringify(seen)}`);
  assert.equal(Object.keys(seen).length, 3, `changed on every page server and the site: ${JSON.stringify(seen)}`);
  for (const [base, ms] of Object.entries(seen)) assert.ok(ms <= 1000, `${base}: ${ms} ms`);
  const back = await call(site, 'PATCH', `/api/products/${product.id}`, { cookie, body: { name: 'Compose Anchor' } });
  assert.equal(back.status, 200, back.text);
});

// The answer's bytes as sent (fetch would decode them) and its header lines.
const rawGet = (route, acceptEncoding) => new Promise((resolve, reject) => {
  http.get(site + route, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, vary: res.rawHeaders.filter((h, i) => i % 2 === 0 && /^vary$/i.test(h)).length, body: Buffer.concat(chunks) }));
  }).on('error', reject);
});

// Until nginx serves `route` as a kept file (no render: no Server-Timing): each render's page
// data has its own timestamps, so two renders' bytes differ.
async function untilKept(route) {
  for (const started = Date.now(); Date.now() - started < 20_000; await sleep(50)) {
    if ((await fetch(site + route)).headers.get('server-timing') === null) return;
  }
  assert.fail(`${route} was never kept`);
}

test("web sends brotli to a browser that takes it (Debian's modules loaded), gzip or plain bytes otherwise", async () => {
  await untilKept('/category/marine-spares');
  const page = await call(site, 'GET', '/category/marine-spares');
  const script = /<script defer src="\/start-app\.js" data-module="(\/assets\/[^"]+\.js)"/.exec(page.text)[1];
  for (const route of [script, '/category/marine-spares']) {
    const plain = await rawGet(route, '');
    assert.equal(plain.status, 200, route);
    for (const [acceptEncoding, encoding, decode] of [['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip, deflate', 'gzip', zlib.gunzipSync], ['', undefined, (b) => b]]) {
      const r = await rawGet(route, acceptEncoding);
      assert.equal(r.headers['content-encoding'], encoding, `${route} with Accept-Encoding "${acceptEncoding}"`);
      assert.equal(decode(r.body).toString(), plain.body.toString(), `${route}, ${acceptEncoding}: the same bytes decoded`);
      assert.equal(r.vary, 1, `${route}: one Vary line`);
      assert.match(r.headers.vary, /Accept-Encoding/, route);
    }
  }
});

test('the 3-banner limit holds across the two replicas', async () => {
  const bases = await replicas();
  const banner = (n) => ({ title: `Season ${n}`, description: `Season ${n}`, buttonText: 'Learn More', isActive: true, displayOrder: n });
  for (let n = 0; n < 3; n++) {
    const r = await call(bases[n % 2], 'POST', '/api/banners', { cookie, body: banner(n) });
    assert.equal(r.status, 201, `${bases[n % 2]}: ${r.text}`);
  }
  for (const base of bases) {
    const fourth = await call(base, 'POST', '/api/banners', { cookie, body: banner(9) });
    assert.equal(fourth.status, 409, base);
    assert.deepEqual(fourth.body, { message: 'Maximum 3 banners allowed. Please delete an existing banner before creating a new one.' });
  }
  assert.equal((await call(site, 'GET', '/api/banners/active')).body.length, 3);
});

test('/metrics is not on the site, only on the private network', async () => {
  assert.equal((await fetch(`${site}/metrics`)).status, 404);
  const [replica] = await replicas();
  assert.equal((await fetch(`${replica}/metrics`)).status, 401, 'the API listens on 0.0.0.0: a token is required');
  const direct = await fetch(`${replica}/metrics`, { headers: { authorization: `Bearer ${process.env.METRICS_TOKEN}` } });
  assert.equal(direct.status, 200, 'the API does serve it to the compose network, with the token');
});

test('down (volumes kept) and up again: the product, its image and the banners are all still there', async () => {
  await compose('down');
  await compose('up', '-d', '--no-build');
  await untilHealthy();
  assert.equal((await call(site, 'GET', `/api/products/${product.id}`)).body.name, 'Compose Anchor');
  assert.equal((await fetch(site + image)).status, 200);
  assert.equal((await call(site, 'GET', '/api/banners/active')).body.length, 3);
  const again = await call(site, 'POST', '/api/admin/login', { body: admin });
  assert.equal(again.status, 200, 'the admin account survives too');
  cookie = again.headers.get('set-cookie').split(';')[0];
});

test('the database stopped: the API answers 503 through the site, and recovers when it is back', async () => {
  await untilKept(`/product/${product.id}`);
  await compose('stop', 'db');
  try {
    assert.equal((await fetch(`${site}/readyz`)).status, 503);
    const staffRead = await call(site, 'GET', '/api/banners', { cookie });
    assert.equal(staffRead.status, 503, staffRead.text);
    assert.equal(typeof staffRead.body.message, 'string');
    assert.equal((await fetch(`${site}/healthz`)).status, 200, 'the API processes themselves live on');
    // A page kept before is still a file nginx serves (docs/first-paint.md).
    const kept = await call(site, 'GET', `/product/${product.id}`);
    assert.equal(kept.headers.get('server-timing'), null, 'the kept file');
    assert.equal(kept.status, 200);
    assert.match(kept.text, /<div id="root"><[a-z][^]*Compose Anchor/);
  } finally {
    await compose('start', 'db');
  }
  // every replica ready again (nginx alternates between them)
  const bases = await replicas();
  let ready = [];
  for (const started = Date.now(); Date.now() - started < 60_000; await sleep(500)) {
    ready = await Promise.all(bases.map(async (base) => (await fetch(`${base}/readyz`)).status));
    if (ready.every((status) => status === 200)) break;
  }
  assert.deepEqual(ready, [200, 200], 'ready again once the database is back');
  for (let i = 0; i < 2; i++) {
    const staffRead = await call(site, 'GET', '/api/banners', { cookie });
    assert.equal(staffRead.status, 200, staffRead.text);
    assert.equal(staffRead.body.length, 3);
  }
});

test('down -v leaves no container, network or volume of the project behind', async () => {
  await compose('down', '-v', '--remove-orphans');
  const label = `label=com.docker.compose.project=${project}`;
  assert.equal(await docker('ps', '-a', '-q', '--filter', label), '', 'containers');
  assert.equal(await docker('network', 'ls', '-q', '--filter', label), '', 'networks');
  assert.equal(await docker('volume', 'ls', '-q', '--filter', label), '', 'volumes');
});
