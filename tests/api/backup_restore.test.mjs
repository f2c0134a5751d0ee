// scripts/backup and scripts/restore (docs/operations.md, "Health, metrics and backups"): a backup
// of a running site (database + media files) restored into a fresh PostgreSQL cluster and an empty
// media directory serves the same catalogue: every product, banner and account, and every image
// they name.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startWithData, startServer, call, login, psql, root, ADMIN } from './helpers.mjs';

const fixture = (name) => fs.readFileSync(path.join(root, 'tests/fixtures/images', name));
const cluster = (command, dir) => execFileSync(path.join(root, 'tests/api/pg-cluster.sh'), [command, dir], { encoding: 'utf8' }).trim();
const script = (name, args, env) => spawnSync(path.join(root, 'scripts', name), args, {
  env: { PATH: process.env.PATH, TMPDIR: os.tmpdir(), ...env }, encoding: 'utf8',
});

const cleanup = [];
after(async () => { for (const fn of cleanup.reverse()) await fn(); });
const tempDir = (prefix) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

async function upload(base, cookie, route, field, names) {
  const form = new FormData();
  for (const name of names) form.append(field, new Blob([fixture(name)]), name);
  const res = await fetch(base + route, { method: 'POST', body: form, headers: { cookie } });
  assert.equal(res.status, 201, await res.clone().text());
  return res.json();
}

// Everything a visitor and the admin can read, in a comparable form.
async function snapshot(base, cookie) {
  const get = async (p) => {
    const r = await call(base, 'GET', p, { cookie });
    assert.equal(r.status, 200, `${p}: ${r.text}`);
    return r.body;
  };
  return {
    products: await get('/api/products'),
    banners: await get('/api/banners'),
    subUsers: await get('/api/admin/sub-users'),
  };
}

test('a backup restored into a fresh cluster finds every product, banner, account and image', async () => {
  // --- a site with uploaded images in use -------------------------------------------
  const media = tempDir('marine-backup-src-');
  const api = await startWithData('', { ADMIN_PASSWORD: ADMIN.password, MEDIA_DIR: media });
  cleanup.push(() => api.close());
  const admin = await login(api.base, ADMIN.username, ADMIN.password);
  const { urls } = await upload(api.base, admin, '/api/upload', 'images', ['tiny.png', 'tiny.jpg', 'tiny.webp']);
  const { url: bannerImage } = await upload(api.base, admin, '/api/upload/banner', 'file', ['banner.jpg']);
  const product = (id, fields) => ({
    id, name: `Product ${id}`, category: 'marine-spares', description: 'Restored from a backup.', price: '12.50',
    image: urls[0], images: urls.slice(1), inStock: true, isVisible: true, showContactForPricing: false, ...fields,
  });
  for (const body of [product('product_1'), product('product_2', { isVisible: false, image: urls[2], images: [] }),
    product('product_3', { category: 'vessel-chartering', image: '/uploads/placeholder.jpg', images: [urls[1]] })]) {
    const r = await call(api.base, 'POST', '/api/products', { cookie: admin, body });
    assert.equal(r.status, 201, r.text);
  }
  const banner = await call(api.base, 'POST', '/api/banners', {
    cookie: admin,
    body: { id: 'banner_1', title: 'Backed Up', description: 'Backed Up', buttonText: 'Learn More', buttonLink: '/category/marine-spares',
      backgroundColor: 'gradient-ocean', iconClass: 'fas fa-anchor', image: bannerImage, isActive: true, displayOrder: 1 },
  });
  assert.equal(banner.status, 201, banner.text);
  const sub = await call(api.base, 'POST', '/api/admin/sub-users', { cookie: admin, body: { name: 'Deck Hand', username: 'deck_hand', password: 'rope-knot' } });
  assert.equal(sub.status, 201, sub.text);
  const original = await snapshot(api.base, admin);
  assert.equal(original.products.length, 3);

  // --- backup, while the server runs ------------------------------------------------
  const archive = path.join(tempDir('marine-backup-out-'), 'site.tar.gz');
  const made = script('backup', [archive], { DATABASE_URL: api.db.url, MEDIA_DIR: media });
  assert.equal(made.status, 0, made.stderr);
  assert.equal(fs.statSync(archive).mode & 0o077, 0, 'the archive is private');

  // --- restore into a fresh cluster and an empty media directory ----------------------
  const pgDir = tempDir('marine-backup-pg-');
  const superUrl = cluster('create', pgDir);
  cleanup.push(() => cluster('destroy', pgDir));
  psql(superUrl, '-c', 'CREATE DATABASE restored');
  const restoredUrl = superUrl.replace(/\/postgres$/, '/restored');
  const restoredMedia = path.join(tempDir('marine-backup-dst-'), 'media');
  const restored = script('restore', [archive], { DATABASE_URL: restoredUrl, MEDIA_DIR: restoredMedia });
  assert.equal(restored.status, 0, restored.stderr);
  assert.match(restored.stdout, /restored .*: 3 products/);

  // A second restore into the now full database is refused without --force, and works with it.
  const again = script('restore', [archive], { DATABASE_URL: restoredUrl, MEDIA_DIR: restoredMedia });
  assert.notEqual(again.status, 0);
  assert.match(again.stderr, /--force/);
  const forced = script('restore', [archive, '--force'], { DATABASE_URL: restoredUrl, MEDIA_DIR: restoredMedia });
  assert.equal(forced.status, 0, forced.stderr);

  // --- the restored site answers the same, with the same password, and serves every image
  const copy = await startServer({ DATABASE_URL: restoredUrl, MEDIA_DIR: restoredMedia });
  cleanup.push(() => copy.stop());
  const copyAdmin = await login(copy.base, ADMIN.username, ADMIN.password);
  await login(copy.base, 'deck_hand', 'rope-knot');
  assert.deepEqual(await snapshot(copy.base, copyAdmin), original);
  const images = new Set([...original.products.flatMap((p) => [p.image, ...p.images]), ...original.banners.map((b) => b.image)]);
  assert.ok(images.size >= 5);
  for (const url of images) {
    const want = await fetch(api.base + url);
    const got = await fetch(copy.base + url);
    assert.equal(got.status, 200, url);
    assert.deepEqual(Buffer.from(await got.arrayBuffer()), Buffer.from(await want.arrayBuffer()), url);
  }
  // Every derived size of an upload came along too (the media trees are equal).
  const files = (dir) => execFileSync('find', ['.', '-type', 'f', '!', '-path', './.incoming/*'], { cwd: dir, encoding: 'utf8' })
    .split('\n').filter(Boolean).sort();
  assert.deepEqual(files(restoredMedia), files(media));
});

test('restore refuses what is not a backup archive', async () => {
  const dir = tempDir('marine-backup-bad-');
  const bogus = path.join(dir, 'bogus.tar.gz');
  fs.mkdirSync(path.join(dir, 'content'));
  fs.writeFileSync(path.join(dir, 'content', 'notes.txt'), 'not a backup');
  execFileSync('tar', ['-czf', bogus, '-C', path.join(dir, 'content'), '.']);
  const r = script('restore', [bogus], { DATABASE_URL: 'postgresql://127.0.0.1:1/none', MEDIA_DIR: path.join(dir, 'm') });
  assert.notEqual(r.status, 0);
  assert.match(r.stderr, /not a scripts\/backup archive/);
});
