// GET /uploads/… from MEDIA_DIR, for the cross-origin set-up (nginx serves it locally).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startWithData } from './helpers.mjs';

let api;
let media;
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
  '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

before(async () => {
  media = fs.mkdtempSync(path.join(os.tmpdir(), 'marine-media-'));
  fs.mkdirSync(path.join(media, 'demo'));
  fs.writeFileSync(path.join(media, 'demo', 'dot.png'), png);
  fs.writeFileSync(path.join(media, 'demo', 'ship.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(media, 'secret.txt'), 'not an image');
  fs.writeFileSync(path.join(media, '.hidden.png'), png);
  api = await startWithData('', { MEDIA_DIR: media });
});
after(async () => { await api?.close(); fs.rmSync(media, { recursive: true, force: true }); });

test('serves an image with its type, nosniff and a long cache lifetime', async () => {
  const res = await fetch(`${api.base}/uploads/demo/dot.png`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'image/png');
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  assert.match(res.headers.get('cache-control'), /max-age=31536000/);
  assert.deepEqual(Buffer.from(await res.arrayBuffer()), png);
});

test('an SVG is sandboxed by its Content-Security-Policy', async () => {
  const res = await fetch(`${api.base}/uploads/demo/ship.svg`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'image/svg+xml');
  assert.match(res.headers.get('content-security-policy'), /default-src 'none'/);
});

test('missing files, other types, hidden files and traversal are 404', async () => {
  for (const p of ['/uploads/demo/none.png', '/uploads/secret.txt', '/uploads/.hidden.png',
    '/uploads/..%2Fetc%2Fpasswd.png', '/uploads/demo/..%2F..%2Fsecret.txt', '/uploads/demo', '/uploads/']) {
    const res = await fetch(api.base + p);
    assert.equal(res.status, 404, p);
  }
});

test('the placeholder /uploads/placeholder.jpg (docs/behaviour.md) is installed at start-up', async () => {
  const res = await fetch(`${api.base}/uploads/placeholder.jpg`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'image/jpeg');
  const bytes = Buffer.from(await res.arrayBuffer());
  assert.deepEqual([...bytes.subarray(0, 3)], [0xff, 0xd8, 0xff], 'a JPEG');
  assert.ok(fs.existsSync(path.join(media, 'placeholder.jpg')));
  assert.deepEqual(fs.readdirSync(media).filter((f) => f.includes('.tmp')), [], 'no temporary file left');
});
