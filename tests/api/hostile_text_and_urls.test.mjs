// Hostile text and URLs (docs/security.md, "Hostile text" and "URLs we store"), against the real
// server: the link and image-URL rules (open redirects, mixed content, credentials, traversal after
// decoding), control characters in every text field, limits in characters, a price as a JSON
// number, a creation time to come, Transfer-Encoding other than chunked, and proxy headers from a
// client that is not our proxy. Each refusal is a 400 with a field error and changes nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, startServer, call, login, psql, rawRequest, statusOf, FIXTURE_SQL, ADMIN, productBody as product } from './helpers.mjs';

let api;
let admin;
before(async () => {
  api = await startWithData(FIXTURE_SQL, { ADMIN_PASSWORD: ADMIN.password });
  admin = await login(api.base, ADMIN.username, ADMIN.password);
});
after(async () => {
  if (process.env.DEBUG_LOG) console.error(api.stderr());
  await api?.close();
});

const snapshot = () => psql(api.db.url, '-tAc',
  "SELECT md5(coalesce((SELECT string_agg(p::text, ',' ORDER BY id) FROM products p), '') || " +
  "coalesce((SELECT string_agg(b::text, ',' ORDER BY id) FROM banners b), '') || " +
  "coalesce((SELECT string_agg(u.name || u.username, ',' ORDER BY id) FROM users u), ''))");
const banner = (fields = {}) => ({
  title: 'Season', description: 'Season', buttonText: 'Learn More', buttonLink: '/contact', backgroundColor: 'gradient-ocean',
  iconClass: 'fas fa-anchor', image: '/uploads/b.webp', displayOrder: 1, ...fields,
});

// A 400 whose field errors name `field`; the state of the database is checked by the caller.
async function refused(method, path, body, field, label) {
  const res = await call(api.base, method, path, { body, cookie: admin });
  assert.equal(res.status, 400, `${label}: ${res.status} ${res.text}`);
  assert.ok(res.body.errors?.some((e) => e.field === field), `${label}: a field error for ${field}: ${res.text}`);
  return res.body.errors.find((e) => e.field === field).message;
}

test('banner links that a browser or React Router would take to another host, or that run script, are refused', async () => {
  const before = snapshot();
  const hostile = ['/\\evil.example', '/\\/evil.example', '/%5Cevil.example', '/%5cevil.example', '/%2F%2Fevil.example',
    '//evil.example', '/./\\evil.example', '/javascript:alert(1)', 'javascript:alert(1)', 'http://example.com/offer',
    'https://user:pass@example.com/', '/a\u0000b', ' /\\evil.example', '\\\\evil.example'];
  for (const link of hostile) {
    assert.equal(await refused('PATCH', '/api/banners/banner_2', { buttonLink: link }, 'buttonLink', link), 'Must be a valid URL');
    await refused('POST', '/api/banners', banner({ buttonLink: link }), 'buttonLink', `create ${link}`);
  }
  assert.equal(snapshot(), before, 'nothing changed');
  for (const link of ['', '/', '/category/marine-spares', '/contact?from=banner#form', 'https://example.com/offer']) {
    const res = await call(api.base, 'PATCH', '/api/banners/banner_2', { body: { buttonLink: link }, cookie: admin });
    assert.equal(res.status, 200, `${link}: ${res.text}`);
    assert.equal(res.body.buttonLink, link);
  }
});

test('image URLs: only our media files (checked after decoding) or https without credentials', async () => {
  const before = snapshot();
  for (const url of ['http://example.com/a.png', 'https://user:pass@example.com/a.png', '/uploads/%2e%2e/x.png',
    '/uploads/%2E%2E/%2e%2e/etc/passwd', '/uploads/a%5Cb.png', '/uploads/x.html', '//cdn.example.com/a.png',
    'javascript:alert(1)', 'data:image/png;base64,AA']) {
    assert.equal(await refused('POST', '/api/products', product({ image: url }), 'image', url), 'Must be a valid image URL');
    await refused('POST', '/api/products', product({ images: [url] }), 'images', `images ${url}`);
    await refused('PATCH', '/api/banners/banner_2', { image: url }, 'image', `banner ${url}`);
  }
  assert.equal(snapshot(), before);
  const ok = await call(api.base, 'POST', '/api/products', {
    body: product({ image: 'https://cdn.example.com/a.jpg', images: ['/uploads/demo/a.svg'] }), cookie: admin,
  });
  assert.equal(ok.status, 201, ok.text);
});

test('control characters are a field error in every text field, never a 500 or a silent cut', async () => {
  const before = snapshot();
  for (const bad of ['T\u0000x', 'T\u0001x', 'T\u001bx', 'T\u007fx', 'T\u0085x']) {
    const label = JSON.stringify(bad);
    for (const field of ['name', 'description']) {
      await refused('POST', '/api/products', product({ [field]: `${bad} long enough text` }), field, `product ${field} ${label}`);
    }
    for (const field of ['title', 'description', 'buttonText', 'backgroundColor', 'iconClass']) {
      await refused('PATCH', '/api/banners/banner_2', { [field]: bad }, field, `banner ${field} ${label}`);
      await refused('POST', '/api/banners', banner({ [field]: bad }), field, `banner create ${field} ${label}`);
    }
    await refused('POST', '/api/admin/sub-users', { name: `Deck${bad}`, username: 'deck_hand', password: 'rope-knot' }, 'name', `sub-user ${label}`);
    await refused('POST', '/api/admin/sub-users', { name: 'Deck', username: `deck${bad}`, password: 'rope-knot' }, 'username', `username ${label}`);
    await refused('POST', '/api/admin/sub-users', { name: 'Deck', username: 'deck_hand', password: `rope${bad}knot` }, 'password', `password ${label}`);
  }
  // One line only, except in descriptions (a text area): line breaks and tabs are kept there.
  await refused('POST', '/api/products', product({ name: 'Anchor\nChain' }), 'name', 'a line break in a name');
  assert.equal(snapshot(), before, 'nothing changed');
  const multi = await call(api.base, 'POST', '/api/products', { body: product({ description: 'Line one.\nLine two.\tTabbed.' }), cookie: admin });
  assert.equal(multi.status, 201, multi.text);
  assert.equal(multi.body.description, 'Line one.\nLine two.\tTabbed.');
  // A NUL in a login is not an account (a database would end the text there).
  const res = await call(api.base, 'POST', '/api/admin/login', { body: { username: 'admin\u0000x', password: ADMIN.password } });
  assert.equal(res.status, 401);
});

test('text limits count characters: 200 é or Arabic letters fit a 200-character field, 201 do not', async () => {
  const arabic = 'مرحبا'.repeat(40); // 200 characters, 400 bytes
  const res = await call(api.base, 'PATCH', '/api/banners/banner_2', { body: { title: 'é'.repeat(200) }, cookie: admin });
  assert.equal(res.status, 200, res.text);
  assert.equal(res.body.title, 'é'.repeat(200));
  assert.equal(await refused('PATCH', '/api/banners/banner_2', { title: 'é'.repeat(201) }, 'title', '201 é'),
    'title must be at most 200 characters');
  const named = await call(api.base, 'POST', '/api/products', { body: product({ name: arabic }), cookie: admin });
  assert.equal(named.status, 201, named.text);
  assert.equal(await refused('POST', '/api/products', product({ name: `${arabic}م` }), 'name', '201 Arabic letters'),
    'Product name must be at most 200 characters');
  const user = await call(api.base, 'POST', '/api/admin/sub-users', { body: { name: 'é'.repeat(100), username: 'accent_user', password: 'ééééé1' }, cookie: admin });
  assert.equal(user.status, 201, user.text);
});

test('a price sent as a JSON number is refused like any other wrong type, never rounded', async () => {
  const before = snapshot();
  for (const price of [12.345, 5e-324, 12, 0, -1, 1e300]) {
    const message = await refused('POST', '/api/products', product({ price }), 'price', `price ${price}`);
    assert.match(message, /string/);
    await refused('PATCH', '/api/products/product_1000', { price }, 'price', `patch price ${price}`);
  }
  await refused('POST', '/api/products', product({ price: '12.345' }), 'price', 'three decimals as text');
  assert.equal(snapshot(), before);
});

test('a creation timestamp may not lie in the future (a small clock skew is allowed)', async () => {
  const before = snapshot();
  for (const timestamp of ['2999-01-01T00:00:00.000Z', new Date(Date.now() + 3600e3).toISOString(), '2025-02-29T00:00:00Z']) {
    await refused('POST', '/api/products', product({ timestamp }), 'timestamp', timestamp);
    await refused('POST', '/api/banners', banner({ timestamp }), 'timestamp', `banner ${timestamp}`);
  }
  assert.equal(snapshot(), before);
  const skewed = await call(api.base, 'POST', '/api/products', {
    body: product({ timestamp: new Date(Date.now() + 60e3).toISOString() }), cookie: admin,
  });
  assert.equal(skewed.status, 201, `a clock a minute ahead: ${skewed.text}`);
  const recent = (await call(api.base, 'GET', '/api/products/recent/1')).body;
  assert.notEqual(recent[0]?.timestamp?.slice(0, 4), '2999');
});

test('Transfer-Encoding other than a single "chunked" is refused and the connection closed', async () => {
  const body = '{"username":"admin","password":"x"}';
  for (const te of ['xchunked', 'chunked, xchunked', 'gzip, chunked', 'identity', 'chunked\r\nTransfer-Encoding: chunked']) {
    const raw = `POST /api/admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: ${te}\r\n\r\n` +
      `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\nGET /healthz HTTP/1.1\r\nHost: x\r\n\r\n`;
    const answer = await rawRequest(api.base, raw, 2000);
    assert.equal(statusOf(answer), 400, `${te}: ${JSON.stringify(answer.slice(0, 120))}`);
    assert.equal(answer.match(/HTTP\/1\.1 /g).length, 1, `${te}: nothing after the refusal is answered`);
  }
  const chunked = `POST /api/admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n` +
    `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
  assert.equal(statusOf(await rawRequest(api.base, chunked, 2000)), 401, 'chunked itself still works');
});

// Per-address login throttling counts the address the client cannot choose.
test('X-Real-IP and X-Forwarded-For count only from TRUSTED_PROXIES', async () => {
  const env = { DATABASE_URL: api.db.url, LOGIN_MAX_FAILURES_PER_ADDRESS: '3', LOGIN_MAX_FAILURES: '50' };
  const attempt = (server, i, headers) => call(server.base, 'POST', '/api/admin/login', {
    body: { username: `nobody_${i}_${Date.now()}`, password: 'wrong-guess' }, headers,
  });
  // The test client is on loopback; here loopback is not a trusted proxy.
  const strict = await startServer({ ...env, TRUSTED_PROXIES: '192.0.2.1' });
  try {
    psql(api.db.url, '-c', 'DELETE FROM login_throttle');
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await attempt(strict, i, { 'x-real-ip': `198.51.100.${i}`, 'x-forwarded-for': `203.0.113.${i}` })).status);
    }
    assert.ok(statuses.includes(429), `spoofed addresses did not dodge the per-address limit: ${statuses}`);
  } finally {
    await strict.stop();
  }
  // Loopback trusted (the default, nginx on the same host): each named address counts apart.
  const behindNginx = await startServer(env);
  try {
    psql(api.db.url, '-c', 'DELETE FROM login_throttle');
    for (let i = 0; i < 5; i++) {
      const res = await attempt(behindNginx, i, { 'x-real-ip': `198.51.100.${i}` });
      assert.equal(res.status, 401, `attempt ${i} from its own address`);
    }
  } finally {
    await behindNginx.stop();
  }
});

test('a link stored before the rule held is never handed to the SPA', async () => {
  psql(api.db.url, '-c', "UPDATE banners SET button_link = '/\\evil.example' WHERE id = 'banner_1'");
  const listed = await call(api.base, 'GET', '/api/banners', { cookie: admin });
  assert.equal(listed.status, 200);
  assert.equal(listed.body.find((b) => b.id === 'banner_1').buttonLink, '', 'the button goes home instead');
  assert.equal(listed.body.find((b) => b.id === 'banner_2').buttonLink, 'https://example.com/offer');
});
