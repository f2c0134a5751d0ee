// A listing's specifications over the API (docs/product-specs.md): written by
// POST/PATCH /api/products and read back by the public reads, field errors named
// "specs.<key>", unknown keys refused, null clearing a field; the product page's link
// preview and JSON-LD (the page server's, started against the API) carry them, and an
// hourly rate its suffix and minimum.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, startPages, call, login, ADMIN, productBody } from './helpers.mjs';

let api;
let pages;
let admin;
before(async () => {
  api = await startWithData('', { ADMIN_PASSWORD: ADMIN.password, SITE_URL: 'https://marine.example' });
  pages = await startPages(api.base, { env: { SITE_URL: 'https://marine.example' } });
  admin = await login(api.base, ADMIN.username, ADMIN.password);
});
after(async () => {
  await pages?.stop();
  await api?.close();
});

const create = (body) => call(api.base, 'POST', '/api/products', { body, cookie: admin });
const patch = (id, body) => call(api.base, 'PATCH', `/api/products/${id}`, { body, cookie: admin });
const charter = (specs) => productBody({
  name: 'Azimut 68 Flybridge', category: 'vessel-chartering', price: '2500.00',
  description: 'Flybridge motor yacht for day charters from Dubai Harbour.', specs,
});
const fullCharterSpecs = {
  vesselType: 'yacht', lengthM: 20.7, beamM: 5.35, draftM: 1.6, yearBuilt: 2019, builder: 'Azimut', model: '68 Fly',
  flag: 'UAE', guests: 25, cabins: 4, crew: 3, engines: '2 x MAN V12 1400 hp', cruiseSpeedKn: 28.5,
  location: 'Dubai Harbour', rateBasis: 'hour', minimumHours: 3,
};

test('round trip: every field of each category is stored and read back, on the public reads too', async () => {
  const r = await create(charter(fullCharterSpecs));
  assert.equal(r.status, 201, r.text);
  assert.deepEqual(r.body.specs, fullCharterSpecs);
  assert.deepEqual(Object.keys(r.body.specs), Object.keys(fullCharterSpecs), 'the order pages list them in');
  const read = await call(api.base, 'GET', `/api/products/${r.body.id}`);
  assert.deepEqual(read.body.specs, fullCharterSpecs);
  const list = await call(api.base, 'GET', '/api/products/category/vessel-chartering');
  assert.deepEqual(list.body.find((p) => p.id === r.body.id).specs, fullCharterSpecs);

  const sale = { vesselType: 'crew boat', lengthM: 24, yearBuilt: 2009, guests: 60, condition: 'used', engineHours: 14500 };
  const s = await create(productBody({ category: 'vessel-sales-purchase', specs: sale }));
  assert.equal(s.status, 201, s.text);
  assert.deepEqual(s.body.specs, sale);
  const part = { brand: 'Volvo Penta', partNumber: '3582732', condition: 'new' };
  const p = await create(productBody({ specs: { ...part, brand: '  Volvo Penta ' } }));
  assert.equal(p.status, 201, p.text);
  assert.deepEqual(p.body.specs, part, 'text is trimmed');
  assert.deepEqual((await create(productBody())).body.specs, {}, 'no specs: an empty object');
});

test('field errors are named by path, with the messages the staff forms show', async () => {
  const cases = [
    [{ lengthM: 0.4 }, 'specs.lengthM', 'Length must be between 0.5 and 500 m'],
    [{ beamM: 5.355 }, 'specs.beamM', 'Beam must have at most 2 decimals'],
    [{ draftM: '1.6' }, 'specs.draftM', 'Draft must be a number'],
    [{ yearBuilt: 1899 }, 'specs.yearBuilt', `Year built must be between 1900 and ${new Date().getUTCFullYear() + 1}`],
    [{ guests: 2001 }, 'specs.guests', 'Guests must be between 1 and 2000'],
    [{ crew: 2.5 }, 'specs.crew', 'Crew must be a whole number'],
    [{ vesselType: 'submarine' }, 'specs.vesselType',
      'Vessel type must be one of: yacht, catamaran, speedboat, dhow, tug, barge, crew boat, supply vessel, landing craft, workboat, other'],
    [{ rateBasis: 'month' }, 'specs.rateBasis', 'Rate basis must be one of: hour, day, week'],
    [{ rateBasis: 'day', minimumHours: 3 }, 'specs.minimumHours', 'Minimum hours applies to an hourly rate only'],
    [{ rateBasis: 'hour', minimumHours: 25 }, 'specs.minimumHours', 'Minimum hours must be between 1 and 24'],
    [{ builder: 'x'.repeat(101) }, 'specs.builder', 'Builder must be at most 100 characters'],
    [{ engineHours: 10 }, 'specs.engineHours', 'Engine hours is not a specification of Vessel Chartering'],
    [{ location: ['Dubai'] }, 'specs.location', 'A specification must be text, a number or null'],
  ];
  for (const [specs, field, message] of cases) {
    const r = await create(charter(specs));
    assert.equal(r.status, 400, `${JSON.stringify(specs)} → ${r.text}`);
    assert.deepEqual(r.body.errors, [{ field, message }], JSON.stringify(specs));
  }
  const notAnObject = await create(charter('yacht'));
  assert.equal(notAnObject.status, 400);
  assert.equal(notAnObject.body.errors[0].field, 'specs');
});

test('unknown keys are refused, and a key unfit to echo is not echoed', async () => {
  const r = await create(charter({ lengthOverall: 20 }));
  assert.equal(r.status, 400);
  assert.deepEqual(r.body.errors, [{ field: 'specs.lengthOverall', message: 'Unknown specification' }]);
  const odd = await create(charter({ ['<script>'.repeat(20)]: 1 }));
  assert.equal(odd.status, 400);
  assert.deepEqual(odd.body.errors, [{ field: 'specs', message: 'Unknown specification' }]);
  const many = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`k${i}`, 1]));
  assert.equal((await create(charter(many))).status, 400);
});

test('PATCH sets and clears single fields (null), keeps the others; specs: null clears them all', async () => {
  const r = await create(charter({ vesselType: 'yacht', lengthM: 20.7, guests: 25, rateBasis: 'hour', minimumHours: 3 }));
  assert.equal(r.status, 201, r.text);
  const id = r.body.id;
  let p = await patch(id, { specs: { lengthM: null, minimumHours: null, guests: 30, location: 'Dubai Marina' } });
  assert.equal(p.status, 200, p.text);
  assert.deepEqual(p.body.specs, { vesselType: 'yacht', guests: 30, location: 'Dubai Marina', rateBasis: 'hour' });
  p = await patch(id, { name: 'Renamed Yacht' });
  assert.deepEqual(p.body.specs, { vesselType: 'yacht', guests: 30, location: 'Dubai Marina', rateBasis: 'hour' }, 'untouched');
  p = await patch(id, { specs: { location: '' } });
  assert.equal(p.body.specs.location, undefined, 'a blank text clears the field');
  p = await patch(id, { category: 'vessel-sales-purchase' });
  assert.deepEqual(p.body.specs, { vesselType: 'yacht', guests: 30 }, 'a new category keeps only what fits it');
  p = await patch(id, { specs: null });
  assert.deepEqual(p.body.specs, {});
  assert.deepEqual((await call(api.base, 'GET', `/api/products/${id}`)).body.specs, {});
});

test('the product page: per hour with its minimum, the specs in the link preview and in JSON-LD', async () => {
  const r = await create(charter(fullCharterSpecs));
  const html = (await call(pages.url, 'GET', `/product/${r.body.id}`)).text;
  const description = /<meta property="og:description" content="([^"]*)"/.exec(html)[1];
  assert.match(description, /^AED\u00a02,500\.00 per hour · Minimum 3 hours · Vessel type: Yacht · Length: 20\.7 m/);
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)[1]);
  const length = ld.additionalProperty.find((x) => x.propertyID === 'lengthM');
  assert.deepEqual(length, { '@type': 'PropertyValue', propertyID: 'lengthM', name: 'Length', value: 20.7, unitCode: 'MTR', unitText: 'm' });
  assert.equal(ld.additionalProperty.find((x) => x.propertyID === 'guests').value, 25);
  assert.equal(ld.additionalProperty.find((x) => x.propertyID === 'location').value, 'Dubai Harbour');

  const weekly = await create(charter({ rateBasis: 'week' }));
  const weeklyHtml = (await call(pages.url, 'GET', `/product/${weekly.body.id}`)).text;
  assert.match(weeklyHtml, /<meta property="og:description" content="AED\u00a02,500\.00 per week · Flybridge/);
  const weeklyLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(weeklyHtml)[1]);
  assert.deepEqual(weeklyLd.additionalProperty, [{ '@type': 'PropertyValue', propertyID: 'rateBasis', name: 'Rate basis', value: 'Week' }]);
  const plain = await create(productBody());
  assert.doesNotMatch((await call(pages.url, 'GET', `/product/${plain.body.id}`)).text, /additionalProperty|per hour/);
});
