// The desks in the settings (docs/desks.md): the first start's desk made from the settings,
// GET/PUT /api/admin/settings/desks for the administrator only, validated with field errors
// by path, activity-logged, and shown at once in the public GET /api/settings with only the
// agents on duty and no e-mail.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, call, login, psql, FIXTURE_SQL, ADMIN } from './helpers.mjs';

const ORIGIN = 'https://marine.example';
let api;
let admin;
let subUser;
before(async () => {
  api = await startWithData(FIXTURE_SQL, {
    ADMIN_PASSWORD: ADMIN.password, ALLOWED_ORIGINS: ORIGIN, SITE_URL: ORIGIN,
    SITE_NAME: 'Blue Harbour', SITE_PHONE: '971501234567',
  });
  admin = await login(api.base, ADMIN.username, ADMIN.password);
  const created = await call(api.base, 'POST', '/api/admin/sub-users', {
    cookie: admin, body: { name: 'Deck Hand', username: 'deck_hand', password: 'rope-knot' },
  });
  assert.equal(created.status, 201, created.text);
  subUser = await login(api.base, 'deck_hand', 'rope-knot');
});
after(async () => {
  await api?.close();
});

const PATH = '/api/admin/settings/desks';
const getDesks = (cookie = admin) => call(api.base, 'GET', PATH, { cookie });
const putDesks = (body, cookie = admin) => call(api.base, 'PUT', PATH, { cookie, body });
const publicSettings = async () => (await call(api.base, 'GET', '/api/settings')).body;

const week = (sunThu, fri = [], sat = []) => ({
  sun: sunThu, mon: sunThu, tue: sunThu, wed: sunThu, thu: sunThu, fri, sat,
});
const office = [{ from: '08:00', to: '18:00' }];
const desk = (id, categories, fields = {}) => ({
  id, name: `${id} desk`, nameAr: 'مكتب', phone: '971501110000', email: `${id}@example.com`,
  agents: [
    { name: 'Omar', nameAr: 'عمر', whatsapp: '971501110001', active: true },
    { name: 'Rashid', nameAr: '', whatsapp: '971501110003', active: false },
  ],
  hours: week(office, [], [{ from: '09:00', to: '13:00' }]),
  exceptions: [
    { from: '2026-12-02', to: '2026-12-03', name: 'National Day', nameAr: 'اليوم الوطني', closed: true },
    {
      from: '2027-02-08', to: '2027-03-09', name: 'Ramadan', nameAr: 'رمضان', closed: false,
      hours: week([{ from: '09:00', to: '15:00' }]),
    },
  ],
  categories,
  ...fields,
});
const threeDesks = () => [
  desk('parts', ['marine-spares']),
  desk('charter', ['vessel-chartering'], { hours: week(office, [{ from: '10:00', to: '16:00' }]) }),
  desk('sales', ['vessel-sales-purchase']),
];

test('a fresh database has one desk made from the settings, stored at the first start', async () => {
  const r = await getDesks();
  assert.equal(r.status, 200, r.text);
  assert.equal(r.headers.get('cache-control'), 'no-store');
  assert.deepEqual(r.body, {
    desks: [{
      id: 'general', name: 'Blue Harbour', nameAr: '', phone: '971501234567', email: 'info@example.com',
      agents: [{ name: 'Blue Harbour', nameAr: '', whatsapp: '971501234567', active: true }],
      // The settings' "Sunday to Thursday 8:00 AM-6:00 PM" and "Friday to Saturday 9:00 AM-5:00 PM".
      hours: week(office, [{ from: '09:00', to: '17:00' }], [{ from: '09:00', to: '17:00' }]),
      exceptions: [],
      categories: ['marine-spares', 'vessel-chartering', 'vessel-sales-purchase'],
    }],
  });
  const stored = psql(api.db.url, '-At', '-c', "SELECT desks -> 0 ->> 'id' FROM site_settings").trim();
  assert.equal(stored, 'general');
  const [general] = (await publicSettings()).desks;
  assert.equal(general.id, 'general');
  assert.equal('email' in general, false);
  assert.deepEqual(general.agents, [{ name: 'Blue Harbour', nameAr: '', whatsapp: '971501234567' }]);
});

test('only the administrator reads and writes the desks', async () => {
  const body = { desks: (await getDesks()).body.desks };
  assert.equal((await getDesks(null)).status, 401);
  assert.equal((await putDesks(body, null)).status, 401);
  assert.equal((await getDesks(subUser)).status, 403);
  assert.equal((await putDesks(body, subUser)).status, 403);
  assert.equal((await call(api.base, 'PUT', PATH, { cookie: admin, body, origin: 'https://evil.example' })).status, 403);
  assert.equal((await putDesks(body)).status, 200);
});

test('each broken rule answers 400 naming its field by path, and nothing is stored', async () => {
  const before = (await getDesks()).body;
  const cases = [
    ['overlapping ranges', (d) => { d[0].hours.thu = [{ from: '08:00', to: '12:00' }, { from: '11:00', to: '18:00' }]; },
      'desks.0.hours.thu.1'],
    ['a range ending before it starts', (d) => { d[1].hours.sun = [{ from: '18:00', to: '08:00' }]; }, 'desks.1.hours.sun.0'],
    ['a time that is no time', (d) => { d[0].hours.mon = [{ from: '08:00', to: '25:00' }]; }, 'desks.0.hours.mon.0'],
    ['an unknown category', (d) => { d[0].categories.push('submarines'); }, 'desks.0.categories.1'],
    ['a category named twice', (d) => { d[1].categories.push('marine-spares'); }, 'desks.1.categories.1'],
    ['6 desks', (d) => { d.push(desk('d4', []), desk('d5', []), desk('d6', [])); }, 'desks'],
    ['a bad agent number', (d) => { d[1].agents[0].whatsapp = '0501110001'; }, 'desks.1.agents.0.whatsapp'],
    ['a bad phone', (d) => { d[2].phone = '+971 50 111 0000'; }, 'desks.2.phone'],
    ['a bad e-mail', (d) => { d[2].email = 'sales@'; }, 'desks.2.email'],
    ['a duplicate id', (d) => { d[2].id = 'parts'; }, 'desks.2.id'],
    ['no agent on duty', (d) => { d[1].agents.forEach((a) => { a.active = false; }); }, 'desks.1.agents'],
    ['an exception ending before it starts', (d) => { d[2].exceptions[0].to = '2026-12-01'; }, 'desks.2.exceptions.0.to'],
    ['an exception of 367 days', (d) => { d[0].exceptions[0].to = '2027-12-03'; }, 'desks.0.exceptions.0.to'],
    ['a date that is no date', (d) => { d[0].exceptions[1].from = '2027-02-30'; }, 'desks.0.exceptions.1.from'],
    ['an unknown key', (d) => { d[0].colour = 'blue'; }, 'desks.0.colour'],
    ['an unknown agent key', (d) => { d[0].agents[0].role = 'boss'; }, 'desks.0.agents.0.role'],
    ['a key that is not plain text is not named back', (d) => { d[0]['<b>\u202e'] = 1; }, 'desks.0'],
  ];
  for (const [name, change, field] of cases) {
    const desks = threeDesks();
    change(desks);
    const r = await putDesks({ desks });
    assert.equal(r.status, 400, `${name}: ${r.text}`);
    assert.ok(r.body.errors.some((e) => e.field === field), `${name}: ${field} in ${r.text}`);
  }
  const message = (await putDesks({ desks: threeDesks().map((d, i) => (i === 1 ? { ...d, agents: [{ ...d.agents[0], whatsapp: '123' }] } : d)) }))
    .body.errors.find((e) => e.field === 'desks.1.agents.0.whatsapp').message;
  assert.equal(message, 'WhatsApp number must be a UAE number in digits with the country code: 971 then 8 or 9 digits');
  assert.equal((await putDesks({ desks: threeDesks(), extra: 1 })).status, 400);
  assert.equal((await putDesks({})).status, 400);
  assert.deepEqual((await getDesks()).body, before, 'nothing was stored');
});

test('a PUT answers what it stored, shows at once in the public settings, and is activity-logged', async () => {
  const cached = await publicSettings();  // fills the read cache
  assert.equal(cached.desks.length, 1);
  const wanted = threeDesks();
  wanted[2].categories = [];  // left out: it goes to the first desk
  wanted[0].name = '  Parts  ';
  const r = await putDesks({ desks: wanted });
  assert.equal(r.status, 200, r.text);
  assert.equal(r.body.desks[0].name, 'Parts');
  assert.deepEqual(r.body.desks[0].categories, ['marine-spares', 'vessel-sales-purchase']);
  assert.deepEqual(r.body.desks[1].hours.fri, [{ from: '10:00', to: '16:00' }]);
  assert.deepEqual(r.body.desks[0].exceptions, wanted[0].exceptions);
  assert.deepEqual((await getDesks()).body, r.body, 'the round trip');

  const shown = (await publicSettings()).desks;
  assert.deepEqual(shown.map((d) => d.id), ['parts', 'charter', 'sales']);
  for (const d of shown) {
    assert.equal('email' in d, false);
    assert.deepEqual(d.agents, [{ name: 'Omar', nameAr: 'عمر', whatsapp: '971501110001' }], 'only the agents on duty');
  }
  assert.deepEqual(Object.keys(shown[0]), ['id', 'name', 'nameAr', 'phone', 'agents', 'hours', 'exceptions', 'categories']);

  const log = await call(api.base, 'GET', '/api/admin/activity?entity=settings', { cookie: admin });
  const [entry] = log.body.entries;
  assert.equal(entry.action, 'update');
  assert.equal(entry.entityId, 'desks');
  assert.equal(entry.actor.username, ADMIN.username);
  assert.deepEqual(entry.changes.desks.after.map((d) => d.id), ['parts', 'charter', 'sales']);
  assert.deepEqual(entry.changes.desks.before.map((d) => d.id), ['general']);
});

test('saving the other settings with the object GET answers leaves the desks alone', async () => {
  const before = (await getDesks()).body;
  const settings = await publicSettings();
  const r = await call(api.base, 'PUT', '/api/admin/settings', { cookie: admin, body: { ...settings, companyName: 'Blue Harbour Marine' } });
  assert.equal(r.status, 200, r.text);
  assert.deepEqual(r.body.desks.map((d) => d.id), ['parts', 'charter', 'sales']);
  assert.deepEqual((await getDesks()).body, before);
});

test("the settings' phone and WhatsApp number are the general desk's, whichever screen changes them", async () => {
  const settings = await publicSettings();
  // The settings' side: the general desk's phone and its first on-duty agent follow.
  let r = await call(api.base, 'PUT', '/api/admin/settings', {
    cookie: admin, body: { ...settings, phone: '97143334444', whatsappNumber: '971509990001' },
  });
  assert.equal(r.status, 200, r.text);
  let desks = (await getDesks()).body.desks;
  assert.equal(desks[0].phone, '97143334444');
  assert.deepEqual(desks[0].agents.map((a) => [a.whatsapp, a.active]), [['971509990001', true], ['971501110003', false]]);
  assert.equal(desks[1].phone, '971501110000', 'the other desks keep their numbers');
  // An off-duty agent's number given to the settings: that agent comes first, on duty.
  r = await call(api.base, 'PUT', '/api/admin/settings', {
    cookie: admin, body: { ...(await publicSettings()), whatsappNumber: '971501110003' },
  });
  assert.equal(r.status, 200, r.text);
  desks = (await getDesks()).body.desks;
  assert.deepEqual(desks[0].agents.map((a) => [a.whatsapp, a.active]), [['971501110003', true], ['971509990001', true]]);

  // The desks' side: the settings take the general desk's phone and first on-duty agent.
  desks[0].phone = '97145556666';
  desks[0].agents[0].active = false;
  r = await putDesks({ desks });
  assert.equal(r.status, 200, r.text);
  const after = await publicSettings();
  assert.equal(after.phone, '97145556666');
  assert.equal(after.whatsappNumber, '971509990001');
  assert.deepEqual(after.desks[0].agents.map((a) => a.whatsapp), ['971509990001']);
});
