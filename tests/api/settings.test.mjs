// The site settings (docs/frontend.md, "Site settings"): GET /api/settings for anyone, cached with
// an ETag; PUT /api/admin/settings for the administrator only, validated field by field; a change
// is seen on the next read and the next page, on every API instance.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { startWithData, startServer, startPages, call, login, FIXTURE_SQL, ADMIN } from './helpers.mjs';

const ORIGIN = 'https://marine.example';
let a;
let b;  // a second instance on the same database
let pagesA;  // a page server against a, and one against b
let pagesB;
let admin;
let subUser;
before(async () => {
  const env = { ADMIN_PASSWORD: ADMIN.password, ALLOWED_ORIGINS: ORIGIN, SITE_URL: ORIGIN };
  a = await startWithData(FIXTURE_SQL, { ...env, SITE_NAME: 'Blue Harbour', SITE_PHONE: '971501234567' });
  b = await startServer({ ...env, DATABASE_URL: a.db.url, SITE_NAME: 'Ignored After The First Start' });
  pagesA = await startPages(a.base, { env: { SITE_URL: ORIGIN } });
  pagesB = await startPages(b.base, { env: { SITE_URL: ORIGIN } });
  admin = await login(a.base, ADMIN.username, ADMIN.password);
  const created = await call(a.base, 'POST', '/api/admin/sub-users', {
    cookie: admin, body: { name: 'Deck Hand', username: 'deck_hand', password: 'rope-knot' },
  });
  assert.equal(created.status, 201, created.text);
  subUser = await login(a.base, 'deck_hand', 'rope-knot');
});
after(async () => {
  await pagesA?.stop();
  await pagesB?.stop();
  await b?.stop();
  await a?.close();
});

const put = (body, opts = {}) => call(a.base, 'PUT', '/api/admin/settings', { cookie: admin, body, ...opts });
const current = async () => (await call(a.base, 'GET', '/api/settings')).body;

// Polls until `ok`, up to `ms`.
async function eventually(ms, read, ok) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() - started > ms) return value;
    await sleep(10);
  }
}

test('the first start seeds the settings from the environment, the rest from the placeholders', async () => {
  const s = await current();
  assert.equal(s.companyName, 'Blue Harbour');
  assert.equal(s.phone, '971501234567');
  assert.equal(s.whatsappNumber, '971501234567', 'WhatsApp follows the phone unless given');
  assert.equal(s.legalEntity, 'Example Marine Services LLC');
  assert.deepEqual(s.businessHours, [
    { days: 'Sunday to Thursday', hours: '8:00 AM-6:00 PM' }, { days: 'Friday to Saturday', hours: '9:00 AM-5:00 PM' },
  ]);
  assert.deepEqual(Object.keys(s.categoryDescriptions), ['marine-spares', 'vessel-chartering', 'vessel-sales-purchase']);
  assert.deepEqual(s.social, { instagram: '', facebook: '', linkedin: '', youtube: '', tiktok: '' });
  assert.equal(s.pricesIncludeVat, false);
  assert.equal((await call(b.base, 'GET', '/api/settings')).body.companyName, 'Blue Harbour', 'the second start changed nothing');
});

test('only the administrator may change them; a foreign page may not', async () => {
  const body = await current();
  assert.equal((await call(a.base, 'PUT', '/api/admin/settings', { body })).status, 401);
  assert.equal((await call(a.base, 'PUT', '/api/admin/settings', { cookie: subUser, body })).status, 403);
  assert.equal((await put(body, { origin: 'https://evil.example' })).status, 403);
  assert.equal((await put(body, { origin: ORIGIN })).status, 200);
  assert.equal((await call(a.base, 'GET', '/api/admin/settings', { cookie: admin })).status, 405);
});

test('PUT takes the object GET answers, and answers what it stored (texts trimmed)', async () => {
  const wanted = { ...(await current()), companyName: '  Blue Harbour Marine  ', heroText: 'First line.\nSecond line.' };
  const r = await put(wanted);
  assert.equal(r.status, 200, r.text);
  assert.equal(r.headers.get('cache-control'), 'no-store');
  assert.equal(r.body.companyName, 'Blue Harbour Marine');
  assert.deepEqual(await current(), r.body);
});

test('every field is validated, with its name', async () => {
  const good = await current();
  const cases = [
    [{ phone: '0501234567' }, 'phone'],
    [{ whatsappNumber: '+971501234567' }, 'whatsappNumber'],
    [{ email: 'info@example' }, 'email'],
    [{ companyName: '' }, 'companyName'],
    [{ companyName: 'x'.repeat(101) }, 'companyName'],
    [{ companyName: 'Blue\u0000Harbour' }, 'companyName'],
    [{ legalEntity: ' ' }, 'legalEntity'],
    [{ address: 'a'.repeat(301) }, 'address'],
    [{ heroHeading: '' }, 'heroHeading'],
    [{ heroText: 'b'.repeat(501) }, 'heroText'],
    [{ creditName: '' }, 'creditName'],
    [{ creditUrl: 'http://example.com' }, 'creditUrl'],
    [{ mapUrl: 'javascript:alert(1)' }, 'mapUrl'],
    [{ social: { ...good.social, youtube: 'https://user:pw@youtube.com/' } }, 'social.youtube'],
    [{ social: { ...good.social, myspace: 'https://myspace.com/x' } }, 'social.myspace'],
    [{ categoryDescriptions: { ...good.categoryDescriptions, 'vessel-chartering': '' } }, 'categoryDescriptions.vessel-chartering'],
    [{ businessHours: [] }, 'businessHours'],
    [{ businessHours: Array(8).fill({ days: 'Monday', hours: '9-5' }) }, 'businessHours'],
    [{ businessHours: [{ days: 'Monday' }] }, 'businessHours.0'],
    [{ businessHours: [{ days: 'Monday', hours: '' }] }, 'businessHours.0.hours'],
    [{ pricesIncludeVat: 'yes' }, 'pricesIncludeVat'],
    [{ phone: 971501234567 }, 'phone'],
    [{ favouriteColour: 'blue' }, 'favouriteColour'],
  ];
  for (const [change, field] of cases) {
    const r = await put({ ...good, ...change });
    assert.equal(r.status, 400, `${JSON.stringify(change)}: ${r.text}`);
    assert.ok(r.body.errors.some((e) => e.field === field), `${field} in ${r.text}`);
  }
  const missing = { ...good };
  delete missing.businessHours;
  assert.equal((await put(missing)).status, 400);
  assert.equal((await put('{"companyName": ')).status, 400);
  assert.deepEqual(await current(), good, 'nothing was stored');
});

test('a change shows at once on this instance (ETag changes) and soon on the other', async () => {
  const before1 = await call(a.base, 'GET', '/api/settings');
  const etag = before1.headers.get('etag');
  assert.ok(etag);
  assert.equal((await call(a.base, 'GET', '/api/settings', { headers: { 'if-none-match': etag } })).status, 304);
  await call(b.base, 'GET', '/api/settings');  // b has it cached too
  const r = await put({ ...before1.body, companyName: 'Harbour Two', phone: '971509998888' });
  assert.equal(r.status, 200, r.text);
  const after1 = await call(a.base, 'GET', '/api/settings', { headers: { 'if-none-match': etag } });
  assert.equal(after1.status, 200);
  assert.notEqual(after1.headers.get('etag'), etag);
  const onB = await eventually(3000, async () => (await call(b.base, 'GET', '/api/settings')).body, (s) => s.companyName === 'Harbour Two');
  assert.equal(onB.companyName, 'Harbour Two');
});

test('the page HTML carries the settings: title, JSON-LD and the embedded JSON for the first paint', async () => {
  const s = await current();
  const r = await put({
    ...s, companyName: 'Harbour </script> Three', phone: '971507776666', pricesIncludeVat: true,
    social: { ...s.social, instagram: 'https://instagram.com/harbour3' }, mapUrl: 'https://maps.example.com/harbour3',
  });
  assert.equal(r.status, 200, r.text);
  for (const [pages, api] of [[pagesA, a], [pagesB, b]]) {
    const contact = await eventually(3000, async () => (await call(pages.url, 'GET', '/contact')).text,
      (html) => html.includes('Harbour &lt;/script&gt; Three'));
    assert.match(contact, /<title>Contact Us \| Harbour &lt;\/script&gt; Three<\/title>/);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(contact)[1]);
    assert.equal(ld['@type'], 'LocalBusiness');
    assert.equal(ld.telephone, '+971507776666');
    assert.deepEqual(ld.sameAs, ['https://instagram.com/harbour3']);
    assert.equal(ld.hasMap, 'https://maps.example.com/harbour3');
    assert.equal(ld.openingHoursSpecification[0].opens, '08:00');
    // The settings for the first paint: the app's query cache in the page, as the API answers them.
    const embedded = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(contact)[1];
    assert.doesNotMatch(embedded, /<\/script/i);
    const settings = JSON.parse(embedded).queries.find((q) => JSON.stringify(q.queryKey) === '["site-settings"]');
    assert.deepEqual(settings.state.data, (await call(api.base, 'GET', '/api/settings')).body);
  }
  const home = (await call(pagesA.url, 'GET', '/')).text;
  const graph = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(home)[1])['@graph'];
  assert.deepEqual(graph.map((n) => n['@type']), ['Organization', 'WebSite']);
  assert.deepEqual(graph[0].sameAs, ['https://instagram.com/harbour3']);
  const product = (await call(pagesA.url, 'GET', '/product/product_1000')).text;
  assert.match(product, /content="AED\u00a04,850\.00 per unit\/day incl\. VAT/);
  const offer = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(product)[1]).offers;
  assert.equal(offer.seller.name, 'Harbour </script> Three');
});
