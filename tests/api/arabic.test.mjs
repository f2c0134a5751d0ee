// Arabic (docs/arabic.md), the server's half against the real server: the Arabic
// content fields of products, banners and settings round-trip (create, update, clear with
// ""); the page HTML of /ar/... (the page server's, against the API) is right to left with Arabic titles, falling back to the
// English field by field; every page names its other language (hreflang, og:locale); the
// sitemap lists both languages with xhtml:link alternates; /ar paths are insights pages.
import { test, before, after } from 'node:test';
import { execFileSync } from 'node:child_process';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startWithData, startPages, call, login, root, FIXTURE_SQL, ADMIN, productBody } from './helpers.mjs';

const SITE = 'https://marine.example';
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
// product_1000 has an Arabic name and description; the others have none.
const ARABIC_SQL = `UPDATE products SET name_ar = 'مرساة بدون ساق 1 طن', description_ar = 'مرساة من طراز هول بدون ساق، 1000 كغ، معتمدة.'
  WHERE id = 'product_1000';`;

// The build's inert list of the Arabic pages' chunk and stylesheet (frontend/vite.config.ts),
// which an Arabic page makes real links.
const ARABIC_LINKS = [...(/<template id="arabic-assets">(.*?)<\/template>/s
  .exec(fs.readFileSync(path.join(root, 'frontend/dist/index.html'), 'utf8'))?.[1] ?? '').matchAll(/<link [^>]*>/g)].map((m) => m[0]);

let api;
let pages;  // the page server, against api
let dir;
let admin;
before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marine-arabic-'));
  api = await startWithData(FIXTURE_SQL + ARABIC_SQL, { SITE_URL: SITE, SITE_NAME: 'Blue Harbour', ADMIN_PASSWORD: ADMIN.password });
  pages = await startPages(api.base, { env: { SITE_URL: SITE } });
  admin = await login(api.base, ADMIN.username, ADMIN.password);
});
after(async () => {
  await pages?.stop();
  await api?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (p) => call(pages.url, 'GET', p);
const title = (html) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const tag = (html, attr, key) => new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)[1]);
const alternates = (html) => Object.fromEntries(
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" ?\/>/gi)].map((m) => [m[1], m[2]]));
const letters = (n) => 'ب'.repeat(n);

test('products: nameAr and descriptionAr are in every answer, round-trip, clear with "" and keep their limits in characters', async () => {
  const listed = (await call(api.base, 'GET', '/api/products')).body;
  assert.equal(listed.find((p) => p.id === 'product_1000').nameAr, 'مرساة بدون ساق 1 طن');
  assert.equal(listed.find((p) => p.id === 'product_2000').nameAr, '', 'always present, "" without a translation');
  assert.equal(listed.find((p) => p.id === 'product_2000').descriptionAr, '');

  const created = await call(api.base, 'POST', '/api/products', {
    cookie: admin, body: productBody({ nameAr: ` ${letters(200)} `, descriptionAr: 'سلسلة مرساة ذات وصلات.' }),
  });
  assert.equal(created.status, 201, created.text);
  assert.equal(created.body.nameAr, letters(200), 'trimmed; 200 Arabic letters fit a limit of 200');
  const id = created.body.id;
  const read = async () => (await call(api.base, 'GET', `/api/products/${id}`)).body;
  assert.equal((await read()).descriptionAr, 'سلسلة مرساة ذات وصلات.');

  const renamed = await call(api.base, 'PATCH', `/api/products/${id}`, { cookie: admin, body: { nameAr: 'سلسلة مرساة' } });
  assert.equal(renamed.status, 200, renamed.text);
  assert.equal((await read()).nameAr, 'سلسلة مرساة');
  assert.equal((await read()).descriptionAr, 'سلسلة مرساة ذات وصلات.', 'an absent field keeps its value');

  const cleared = await call(api.base, 'PATCH', `/api/products/${id}`, { cookie: admin, body: { nameAr: '', descriptionAr: '' } });
  assert.equal(cleared.status, 200, cleared.text);
  assert.deepEqual([(await read()).nameAr, (await read()).descriptionAr], ['', '']);

  const tooLong = await call(api.base, 'PATCH', `/api/products/${id}`, { cookie: admin, body: { nameAr: letters(201) } });
  assert.equal(tooLong.status, 400);
  assert.ok(tooLong.body.errors.some((e) => e.field === 'nameAr'), tooLong.text);
  const notText = await call(api.base, 'PATCH', `/api/products/${id}`, { cookie: admin, body: { descriptionAr: 5 } });
  assert.equal(notText.status, 400);

  // The activity log records the translation's changes like any other field.
  const log = (await call(api.base, 'GET', `/api/admin/activity?entity=product&entityId=${id}`, { cookie: admin })).body;
  const rename = log.entries.find((e) => e.action === 'update' && e.changes.nameAr?.after === 'سلسلة مرساة');
  assert.deepEqual(rename?.changes, { nameAr: { before: letters(200), after: 'سلسلة مرساة' } });
});

test('banners: titleAr, descriptionAr and buttonTextAr round-trip and clear with ""', async () => {
  // The fixture holds three, the most there may be.
  assert.equal((await call(api.base, 'DELETE', '/api/banners/banner_0', { cookie: admin })).status, 204);
  const created = await call(api.base, 'POST', '/api/banners', {
    cookie: admin, body: { title: 'Winter offer', description: 'Ten per cent off chains.', buttonText: 'Shop', titleAr: 'عرض الشتاء',
      descriptionAr: 'خصم عشرة بالمئة على السلاسل.', buttonTextAr: 'تسوق', isActive: true, displayOrder: 5 },
  });
  assert.equal(created.status, 201, created.text);
  assert.deepEqual([created.body.titleAr, created.body.descriptionAr, created.body.buttonTextAr],
    ['عرض الشتاء', 'خصم عشرة بالمئة على السلاسل.', 'تسوق']);
  const active = (await call(api.base, 'GET', '/api/banners/active')).body;
  assert.equal(active.find((b) => b.id === created.body.id).titleAr, 'عرض الشتاء');
  assert.equal(active.find((b) => b.id === 'banner_1').titleAr, '');

  const updated = await call(api.base, 'PATCH', `/api/banners/${created.body.id}`, {
    cookie: admin, body: { titleAr: '', buttonTextAr: letters(100) },
  });
  assert.equal(updated.status, 200, updated.text);
  assert.deepEqual([updated.body.titleAr, updated.body.descriptionAr, updated.body.buttonTextAr],
    ['', 'خصم عشرة بالمئة على السلاسل.', letters(100)]);
  const tooLong = await call(api.base, 'PATCH', `/api/banners/${created.body.id}`, { cookie: admin, body: { buttonTextAr: letters(101) } });
  assert.equal(tooLong.status, 400);
  assert.ok(tooLong.body.errors.some((e) => e.field === 'buttonTextAr'), tooLong.text);
  assert.equal((await call(api.base, 'DELETE', `/api/banners/${created.body.id}`, { cookie: admin })).status, 204);
});

test('settings: the Arabic texts and hours round-trip, may be left out, and clear with ""', async () => {
  const settings = (await call(api.base, 'GET', '/api/settings')).body;
  assert.equal(settings.companyNameAr, '');
  assert.deepEqual(settings.businessHoursAr, []);
  assert.deepEqual(settings.categoryDescriptionsAr, { 'marine-spares': '', 'vessel-chartering': '', 'vessel-sales-purchase': '' });

  const arabic = {
    companyNameAr: 'الميناء الأزرق', addressAr: 'مكتب 101، برج المثال، الجداف، دبي', heroHeadingAr: 'كل ما تحتاجه سفينتك',
    heroTextAr: 'قطع غيار وتأجير وبيع.', businessHoursAr: [{ days: 'الأحد إلى الخميس', hours: '8:00 ص - 6:00 م' }],
    categoryDescriptionsAr: { 'marine-spares': 'قطع غيار أصلية.', 'vessel-chartering': '', 'vessel-sales-purchase': 'وساطة السفن.' },
  };
  const saved = await call(api.base, 'PUT', '/api/admin/settings', { cookie: admin, body: { ...settings, ...arabic } });
  assert.equal(saved.status, 200, saved.text);
  const read = (await call(api.base, 'GET', '/api/settings')).body;
  for (const [key, value] of Object.entries(arabic)) assert.deepEqual(read[key], value, key);
  assert.equal(read.companyName, 'Blue Harbour');

  const tooLong = await call(api.base, 'PUT', '/api/admin/settings', { cookie: admin, body: { ...read, companyNameAr: letters(101) } });
  assert.equal(tooLong.status, 400);
  assert.ok(tooLong.body.errors.some((e) => e.field === 'companyNameAr'), tooLong.text);

  // Left out: no translation (a PUT replaces the settings).
  const { companyNameAr, businessHoursAr, categoryDescriptionsAr, ...withoutArabic } = read;
  assert.equal((await call(api.base, 'PUT', '/api/admin/settings', { cookie: admin, body: { ...withoutArabic, addressAr: '' } })).status, 200);
  const cleared = (await call(api.base, 'GET', '/api/settings')).body;
  assert.deepEqual([cleared.companyNameAr, cleared.addressAr, cleared.businessHoursAr, cleared.categoryDescriptionsAr['marine-spares']],
    ['', '', [], '']);
  assert.equal(cleared.heroHeadingAr, 'كل ما تحتاجه سفينتك');
  // Back to what the page tests below expect: an Arabic company name.
  assert.equal((await call(api.base, 'PUT', '/api/admin/settings', { cookie: admin, body: { ...cleared, companyNameAr: 'الميناء الأزرق' } })).status, 200);
});

test('every English page names its Arabic page (hreflang, og:locale) and is otherwise unchanged', async () => {
  for (const [p, english] of [['/', '/'], ['/contact', '/contact'], ['/category/marine-spares', '/category/marine-spares'],
    ['/product/product_1000', '/product/product_1000']]) {
    const html = (await page(p)).text;
    assert.match(html, /^<!doctype html>\s*<html lang="en">\s*<head>/, p);
    assert.deepEqual(alternates(html), { en: SITE + english, ar: SITE + (english === '/' ? '/ar' : `/ar${english}`), 'x-default': SITE + english }, p);
    assert.equal(tag(html, 'property', 'og:locale'), 'en_US', p);
    assert.equal(tag(html, 'property', 'og:locale:alternate'), 'ar_AE', p);
    assert.ok(!html.includes('arabic-'), `${p}: no Arabic assets on an English page`);
    assert.ok(html.includes('<noscript>This website needs JavaScript to show the catalogue.</noscript>'), p);
  }
  const product = (await page('/product/product_1000')).text;
  assert.equal(title(product), 'Stockless Anchor 1 t | Blue Harbour');
  assert.equal(jsonLd(product).name, 'Stockless Anchor 1 t');
});

test('Arabic pages: rtl, their chunk and stylesheet linked, Arabic title and description, canonical /ar URL, alternates, JSON-LD in Arabic, the same data embed', async () => {
  const r = await page('/ar/product/product_1000');
  assert.equal(r.status, 200);
  const html = r.text;
  assert.match(html, /^<!doctype html>\s*<html lang="ar" dir="rtl">\s*<head>/, html.slice(0, 80));
  assert.ok(ARABIC_LINKS.length > 0 && ARABIC_LINKS.every((l) => html.includes(l)) && !html.includes('<template id="arabic-assets"'),
    'the Arabic chunk and stylesheet as real links');
  assert.equal(title(html), 'مرساة بدون ساق 1 طن | الميناء الأزرق');
  // what a browser without JavaScript says under the first screen, in Arabic too
  assert.ok(html.includes('<noscript>يحتاج هذا الموقع إلى JavaScript لعرض الكتالوج.</noscript>'));
  assert.match(tag(html, 'name', 'description'), /^4,850\.00\sدرهم لكل وحدة\/يوم · مرساة من طراز هول/);
  assert.match(html, /<link rel="canonical" href="https:\/\/marine\.example\/ar\/product\/product_1000" ?\/>/);
  assert.equal(tag(html, 'property', 'og:url'), `${SITE}/ar/product/product_1000`);
  assert.equal(tag(html, 'property', 'og:locale'), 'ar_AE');
  assert.equal(tag(html, 'property', 'og:locale:alternate'), 'en_US');
  assert.deepEqual(alternates(html), { en: `${SITE}/product/product_1000`, ar: `${SITE}/ar/product/product_1000`, 'x-default': `${SITE}/product/product_1000` });
  const ld = jsonLd(html);
  assert.deepEqual([ld.name, ld.category, ld.url, ld.offers.seller.name],
    ['مرساة بدون ساق 1 طن', 'المستلزمات البحرية', `${SITE}/ar/product/product_1000`, 'الميناء الأزرق']);
  // The page-data embed is the English page's: the same query and JSON (both languages' fields).
  const embedded = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)[1]);
  const product = embedded.queries.find((q) => JSON.stringify(q.queryKey) === '["products","detail","product_1000"]').state.data;
  assert.equal(product.nameAr, 'مرساة بدون ساق 1 طن');
  assert.equal(product.name, 'Stockless Anchor 1 t');
});

test('Arabic pages fall back to the English field by field', async () => {
  const html = (await page('/ar/product/product_2000')).text;
  // No Arabic name: the English one, isolated in the right-to-left title (docs/security.md,
  // "Direction controls"), so that its words keep their order.
  assert.equal(title(html), '\u2068Harbour Tug Al Bahr\u2069 | الميناء الأزرق', 'no Arabic name: the English one');
  assert.match(tag(html, 'name', 'description'), /^تواصل معنا لمعرفة السعر · ASD tug/);
  const category = (await page('/ar/category/vessel-chartering')).text;
  assert.equal(title(category), 'تأجير السفن | الميناء الأزرق');
  const english = (await call(api.base, 'GET', '/api/settings')).body.categoryDescriptions['vessel-chartering'];
  assert.equal(tag(category, 'name', 'description'), english.replaceAll('&', '&amp;'), 'no Arabic description: the English one');
  const home = (await page('/ar')).text;
  assert.equal(title(home), 'الميناء الأزرق | المستلزمات البحرية وتأجير وبيع السفن في دبي');
  assert.match(home, /<link rel="canonical" href="https:\/\/marine\.example\/ar" ?\/>/);
  assert.match(home, /<script type="application\/json" id="page-data">/);
  const contact = (await page('/ar/contact')).text;
  assert.equal(title(contact), 'اتصل بنا | الميناء الأزرق');
  assert.equal(jsonLd(contact).address.addressLocality, 'دبي');
});

test('a page description is cut at 160 characters, not bytes, in both languages', async () => {
  const created = await call(api.base, 'POST', '/api/products', {
    cookie: admin,
    body: productBody({
      description: 'Ancre à jas, bâti élégant, qualité sûre ‘été’. '.repeat(10),
      nameAr: 'سلسلة طويلة', descriptionAr: 'سلسلة مرساة مجلفنة للسفن. '.repeat(20),
    }),
  });
  assert.equal(created.status, 201, created.text);
  for (const path of [`/ar/product/${created.body.id}`, `/product/${created.body.id}`]) {
    const description = tag((await page(path)).text, 'name', 'description');
    assert.ok(description.endsWith('…'), description);
    assert.ok([...description].length <= 160 && [...description].length > 140, `${path}: ${[...description].length}: ${description}`);
  }
});

test('any other /ar/ path, and an unknown or hidden product, is the Arabic 404', async () => {
  // Each names what was not found, in the app's words (frontend/src/i18n/ar.json).
  for (const [p, missing] of [['/ar/nope', '404 - الصفحة غير موجودة'], ['/ar/product/unknown', 'المنتج غير موجود'],
    ['/ar/product/product_3000', 'المنتج غير موجود'], ['/ar/category/boats', 'الفئة غير موجودة'],
    ['/ar/contact/x', '404 - الصفحة غير موجودة'], ['/ar/ar', '404 - الصفحة غير موجودة']]) {
    const r = await page(p);
    assert.equal(r.status, 404, p);
    assert.match(r.text, /^<!doctype html>\s*<html lang="ar" dir="rtl">/, p);
    assert.equal(title(r.text), missing, p);
    assert.equal(tag(r.text, 'name', 'robots'), 'noindex', p);
    assert.doesNotMatch(r.text, /canonical|Unlisted Yacht/, p);
  }
  // Not Arabic: the English 404.
  const arabic = await page('/arabic');
  assert.equal(arabic.status, 404);
  assert.match(arabic.text, /^<!doctype html>\s*<html lang="en">/);
  assert.equal(title(arabic.text), '404 - Page Not Found');
});

test('sitemap.xml lists every page in both languages with xhtml:link alternates, and stays valid', async () => {
  const r = await call(api.base, 'GET', '/sitemap.xml');
  assert.equal(r.status, 200);
  assert.match(r.text, /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/);
  const urls = [...r.text.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]);
  const locs = urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)[1]);
  for (const p of ['/', '/contact', '/category/vessel-chartering', '/product/product_1000']) {
    assert.ok(locs.includes(SITE + p), p);
    assert.ok(locs.includes(SITE + (p === '/' ? '/ar' : `/ar${p}`)), `ar ${p}`);
  }
  assert.ok(!locs.some((l) => l.includes('product_3000')), 'the invisible product is not listed in either language');
  for (const u of urls) {
    const links = [...u.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => m[1]);
    assert.deepEqual(links, ['en', 'ar', 'x-default'], u);
  }
  const arabicProduct = urls.find((u) => u.includes(`<loc>${SITE}/ar/product/product_1000</loc>`));
  assert.match(arabicProduct, /<lastmod>2026-06-01T08:00:00Z<\/lastmod><xhtml:link rel="alternate" hreflang="en" href="https:\/\/marine\.example\/product\/product_1000"\/>/);
  const file = path.join(dir, 'sitemap.xml');
  fs.writeFileSync(file, r.text);
  execFileSync('xmllint', ['--noout', '--schema', path.join(root, 'tests/fixtures/schemas/sitemap-alternates.xsd'), file],
    { stdio: ['ignore', 'pipe', 'pipe'] });
  // The schema can fail: an alternate without its namespace declared is refused.
  fs.writeFileSync(file, r.text.replace(' xmlns:xhtml="http://www.w3.org/1999/xhtml"', ''));
  assert.throws(() => execFileSync('xmllint', ['--noout', '--schema', path.join(root, 'tests/fixtures/schemas/sitemap-alternates.xsd'), file],
    { stdio: ['ignore', 'pipe', 'pipe'] }));
});

test('insights events accept the Arabic page paths', async () => {
  const send = (body) => call(api.base, 'POST', '/api/events', { body, headers: { 'user-agent': BROWSER } });
  for (const body of [{ type: 'view', path: '/ar' }, { type: 'view', path: '/ar/contact' }, { type: 'view', path: '/ar/category/vessel-chartering' },
    { type: 'whatsapp', path: '/ar/product/product_1000', productId: 'product_1000' }]) {
    const r = await send(body);
    assert.equal(r.status, 204, `${body.path}: ${r.text}`);
  }
  for (const p of ['/ar/', '/ar/admin', '/ar/category/boats', '/ar/ar', '/arabic']) {
    assert.equal((await send({ type: 'view', path: p })).status, 400, p);
  }
});
