// Image uploads over HTTP (docs/security.md, "Hostile uploads"; docs/operations.md, "Images in
// the sizes a screen needs"): POST /api/upload (staff, repeated 'images') and POST
// /api/upload/banner (admin, 'file'). The body is multipart, streamed to the media store with the
// limits enforced while it arrives; files are told by their bytes and decoded before they are
// published under a content-hash name; nothing is left behind.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startWithData, call, login, rawRequest, statusOf, root, ADMIN } from './helpers.mjs';

const fixtures = path.join(root, 'tests/fixtures/images');
const fixture = (name) => fs.readFileSync(path.join(fixtures, name));
const MiB = 1024 * 1024;

let api;
let admin;
let sub;
let media;
before(async () => {
  media = fs.mkdtempSync(path.join(os.tmpdir(), 'marine-uploads-'));
  api = await startWithData('', { ADMIN_PASSWORD: ADMIN.password, MEDIA_DIR: media, LOG_LEVEL: process.env.DEBUG_LOG ? 'debug' : 'warn' });
  admin = await login(api.base, ADMIN.username, ADMIN.password);
  await call(api.base, 'POST', '/api/admin/sub-users', { body: { name: 'Deck Hand', username: 'deck_hand', password: 'rope-knot' }, cookie: admin });
  sub = await login(api.base, 'deck_hand', 'rope-knot');
});
after(async () => {
  if (process.env.DEBUG_LOG) console.error(api.stderr());
  await api?.close();
  fs.rmSync(media, { recursive: true, force: true });
});

// files: [[fieldName, bytes, clientName, clientType]]
async function upload(route, files, cookie) {
  const form = new FormData();
  for (const [field, bytes, name = 'photo.png', type = 'image/png'] of files) form.append(field, new Blob([bytes], { type }), name);
  const res = await fetch(api.base + route, { method: 'POST', body: form, headers: cookie ? { cookie } : {} });
  const text = await res.text();
  let body = text;
  try { body = JSON.parse(text); } catch { /* not JSON */ }
  return { status: res.status, body, text, headers: res.headers };
}
const images = (...files) => files.map((bytes) => ['images', bytes]);
const incoming = () => fs.readdirSync(path.join(media, '.incoming'));
const stored = () => fs.readdirSync(path.join(media, 'images')).sort();

test('staff upload each accepted format; what is published is our re-encoding, in every size, served with the right type', async () => {
  const names = ['tiny.png', 'tiny.jpg', 'tiny.gif', 'tiny.webp'];
  const r = await upload('/api/upload', images(...names.map(fixture)), sub);
  assert.equal(r.status, 201, r.text);
  assert.equal(r.body.urls.length, 4);
  for (const [i, url] of r.body.urls.entries()) {
    assert.match(url, /^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
    const variants = [[url, 'image/webp'], [url.replace('.webp', '-800.webp'), 'image/webp'],
      [url.replace('.webp', '-400.webp'), 'image/webp'], [url.replace('.webp', '-share.jpg'), 'image/jpeg']];
    for (const [variant, type] of variants) {
      const got = await fetch(api.base + variant);
      assert.equal(got.status, 200, variant);
      assert.equal(got.headers.get('content-type'), type);
      assert.equal(got.headers.get('x-content-type-options'), 'nosniff');
      assert.match(got.headers.get('cache-control'), /max-age=31536000/);
      assert.notDeepEqual(Buffer.from(await got.arrayBuffer()), fixture(names[i]), 'never the upload itself');
    }
  }
  assert.deepEqual(incoming(), []);
});

test('our extension comes from the bytes, never from the client name or type', async () => {
  const r = await upload('/api/upload', [['images', fixture('tiny.jpg'), 'evil.html', 'text/html']], admin);
  assert.equal(r.status, 201, r.text);
  assert.match(r.body.urls[0], /\/images\/[0-9a-f]{32}\.webp$/);
});

test('the same photo uploaded twice is stored once', async () => {
  const before = stored().length;
  const a = await upload('/api/upload', images(fixture('banner.jpg')), admin);
  const b = await upload('/api/upload', images(fixture('banner.jpg')), sub);
  assert.equal(a.body.urls[0], b.body.urls[0]);
  assert.equal(stored().length, before + 4, 'one image: its four variants');
});

test('who may upload: staff for product images, the admin only for banners', async () => {
  const anon = await upload('/api/upload', images(fixture('tiny.png')));
  assert.equal(anon.status, 401);
  assert.equal((await upload('/api/upload/banner', [['file', fixture('tiny.png')]])).status, 401);
  const subBanner = await upload('/api/upload/banner', [['file', fixture('tiny.png')]], sub);
  assert.equal(subBanner.status, 403);
  assert.equal(subBanner.body.error, 'Forbidden');
  const ok = await upload('/api/upload/banner', [['file', fixture('banner.jpg')]], admin);
  assert.equal(ok.status, 201, ok.text);
  assert.match(ok.body.url, /^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
});

test('anything that is not a whole PNG, JPEG, GIF or WebP image is refused with 415', async () => {
  const before = stored();
  const cases = [
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    Buffer.from('<!DOCTYPE html><title>x</title>'),
    fixture('fake.png'),
    fixture('tiny.jpg').subarray(0, 700),
    fixture('tiny.webp').subarray(0, 200),
  ];
  for (const bytes of cases) {
    const r = await upload('/api/upload', images(bytes), admin);
    assert.equal(r.status, 415, r.text);
    assert.ok(r.body.message);
  }
  const banner = await upload('/api/upload/banner', [['file', Buffer.from('GIF89a but not really')]], admin);
  assert.equal(banner.status, 415);
  assert.equal(banner.body.error, 'The file is not a valid image');
  // One bad file spoils the upload: the good one beside it is not published either.
  const mixed = await upload('/api/upload', images(fixture('tiny.png').subarray(0, 100), Buffer.from('x'.repeat(50))), admin);
  assert.equal(mixed.status, 415);
  assert.deepEqual(stored(), before);
  assert.deepEqual(incoming(), []);
});

test('a decompression bomb is refused from its header', async () => {
  const r = await upload('/api/upload', images(fixture('bomb.png')), admin);
  assert.equal(r.status, 413, r.text);
  assert.match(r.body.message, /megapixels/);
});

test('limits: 5 files of 5 MB for products, one file under 10 MB for a banner (413)', async () => {
  const six = await upload('/api/upload', images(...Array(6).fill(fixture('tiny.png'))), admin);
  assert.equal(six.status, 413);
  assert.equal(six.body.message, 'At most 5 images can be uploaded at once');
  const fifty = await upload('/api/upload', images(...Array(50).fill(fixture('tiny.png'))), admin);
  assert.equal(fifty.status, 413, 'a 50-file upload');
  const big = Buffer.concat([fixture('tiny.jpg'), Buffer.alloc(5 * MiB)]);
  const tooBig = await upload('/api/upload', images(big), admin);
  assert.equal(tooBig.status, 413);
  assert.equal(tooBig.body.message, 'Each image must be 5MB or smaller');
  const bannerBig = await upload('/api/upload/banner', [['file', Buffer.concat([fixture('tiny.jpg'), Buffer.alloc(10 * MiB)])]], admin);
  assert.equal(bannerBig.status, 413);
  assert.equal(bannerBig.body.error, 'File size must be less than 10MB');
  const twoBanners = await upload('/api/upload/banner', [['file', fixture('tiny.png')], ['file', fixture('tiny.png')]], admin);
  assert.equal(twoBanners.status, 413);
  assert.deepEqual(incoming(), []);
});

test('a declared body beyond the limit is refused before it is sent (and the client still reads the 413)', async () => {
  const boundary = 'b0undary';
  const raw = `POST /api/upload HTTP/1.1\r\nHost: x\r\nCookie: ${admin}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
    `Content-Length: ${40 * MiB}\r\nExpect: 100-continue\r\n\r\n`;
  const answer = await rawRequest(api.base, raw);
  assert.equal(statusOf(answer), 413, answer);
  assert.doesNotMatch(answer, /100 Continue/);
});

test('an unauthenticated client is not invited to send its body', async () => {
  const raw = 'POST /api/upload HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n' +
    'Content-Length: 1000000\r\nExpect: 100-continue\r\n\r\n';
  const answer = await rawRequest(api.base, raw);
  assert.equal(statusOf(answer), 401, answer);
  assert.doesNotMatch(answer, /100 Continue/);
});

test('a chunked body is parsed as it streams, and the connection serves the next request', async () => {
  const boundary = 'xYz';
  const file = fixture('tiny.gif');
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.gif"\r\nContent-Type: image/gif\r\n\r\n`),
    file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  let chunked = '';
  for (let at = 0; at < body.length; at += 100) {
    const piece = body.subarray(at, at + 100);
    chunked += piece.length.toString(16) + '\r\n' + piece.toString('latin1') + '\r\n';
  }
  chunked += '0\r\n\r\n';
  const head = `POST /api/upload HTTP/1.1\r\nHost: x\r\nCookie: ${admin}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
    'Transfer-Encoding: chunked\r\n\r\n';
  const next = 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';
  const answer = await rawRequest(api.base, Buffer.from(head + chunked + next, 'latin1'));
  const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
  assert.deepEqual(statuses, [201, 200], answer);
  assert.match(answer, /\/uploads\/images\/[0-9a-f]{32}\.webp/);
});

test('bad requests: no file, another field, not multipart, broken multipart', async () => {
  const none = await upload('/api/upload', [], admin);
  assert.equal(none.status, 400);
  const form = new FormData();
  form.append('note', 'hello');
  const textOnly = await fetch(api.base + '/api/upload', { method: 'POST', body: form, headers: { cookie: admin } });
  assert.equal(textOnly.status, 400);
  assert.equal((await textOnly.json()).message, 'No image was uploaded');
  const other = await upload('/api/upload', [['other', fixture('tiny.png')]], admin);
  assert.equal(other.status, 400);
  assert.equal(other.body.message, "Unexpected file field 'other'");
  const json = await call(api.base, 'POST', '/api/upload', { body: { images: [] }, cookie: admin });
  assert.equal(json.status, 415);
  const broken = await call(api.base, 'POST', '/api/upload', {
    body: '--b\r\nContent-Disposition: form-data; name="images"; filename="a"\r\n\r\nno closing delimiter',
    headers: { 'content-type': 'multipart/form-data; boundary=b' }, cookie: admin,
  });
  assert.equal(broken.status, 400);
  assert.equal(broken.body.message, 'Malformed multipart body');
  assert.deepEqual(incoming(), []);
});

test('an uploaded image can be a product image', async () => {
  const up = await upload('/api/upload', images(fixture('tiny.webp'), fixture('tiny.png')), sub);
  const [image, ...rest] = up.body.urls;
  const created = await call(api.base, 'POST', '/api/products', {
    body: { name: 'Mooring Line', description: 'Nylon mooring line, 24 mm, 220 m coil.', price: '950.00', category: 'marine-spares', image, images: rest },
    cookie: sub,
  });
  assert.equal(created.status, 201, created.text);
  assert.equal(created.body.image, image);
  assert.deepEqual(created.body.images, rest);
});
