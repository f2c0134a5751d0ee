// Hostile HTTP and JSON (docs/security.md, "Malformed or ambiguous input"): every malformed or
// out-of-range input gets a 4xx with a JSON message, nothing changes, and the server keeps serving
// (the test build runs with ASan and UBSan, so a memory error or undefined behaviour would kill
// it).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, call, login, psql, rawRequest, statusOf, FIXTURE_SQL, ADMIN, productBody as product } from './helpers.mjs';

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

const count = (table) => Number(psql(api.db.url, '-tAc', `SELECT count(*) FROM ${table}`).trim());

async function expectJson4xx(res, label) {
  assert.ok(res.status >= 400 && res.status < 500, `${label}: status ${res.status} ${res.text}`);
  assert.equal(typeof res.body?.message, 'string', `${label}: a JSON message`);
}

test('bodies that are not JSON, too deep, or ambiguous are refused with 400 and change nothing', async () => {
  const before = count('products');
  const bodies = {
    'invalid UTF-8': Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    'nested 17 deep': '['.repeat(17) + ']'.repeat(17),
    'nested objects': JSON.stringify(Array.from({ length: 40 }).reduce((v) => ({ v }), {})),
    'duplicate keys': '{"name":"A","name":"B","description":"long enough text","price":"1","category":"marine-spares"}',
    'duplicate nested': `{"images":[],"x":{"a":1,"a":2},"name":"Chain"}`,
    'trailing garbage': '{"name":"A"} {"name":"B"}',
    'comments': '{"name":"A" /* hi */}',
    'a bare string': '"name"',
    'an array': '[]',
    'empty': '',
    'NaN': '{"price": NaN}',
    'huge exponent': '{"price": 1e999}',
  };
  for (const [label, body] of Object.entries(bodies)) {
    const res = await fetch(`${api.base}/api/products`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: admin }, body });
    const text = await res.text();
    await expectJson4xx({ status: res.status, text, body: JSON.parse(text) }, label);
  }
  assert.equal(count('products'), before);
});

test('wrong types and out-of-range values are field errors, not crashes', async () => {
  const before = count('products');
  const cases = {
    'name a number': product({ name: 5 }),
    'inStock a string': product({ inStock: 'yes' }),
    'images a string': product({ images: '/uploads/a.png' }),
    'images of numbers': product({ images: [1, 2] }),
    'images too many': product({ images: Array(65).fill('/uploads/a.png') }),
    'price huge': product({ price: 1e300 }),
    'price huge text': product({ price: '9'.repeat(400) }),
    'price negative': product({ price: -1 }),
    'price an object': product({ price: { value: 1 } }),
    'category unknown': product({ category: 'weapons' }),
    'NUL in the name': product({ name: 'Anchor\u0000Chain' }),
    'javascript: image': product({ image: 'javascript:alert(1)' }),
    'id of another form': product({ id: "product_1; DROP TABLE products" }),
  };
  for (const [label, body] of Object.entries(cases)) {
    await expectJson4xx(await call(api.base, 'POST', '/api/products', { body, cookie: admin }), label);
  }
  for (const order of [1e20, -5, 2 ** 63, 1.5, '2']) {
    const res = await call(api.base, 'POST', '/api/banners', {
      body: { title: 'T', description: 'T', image: '/uploads/b.webp', displayOrder: order }, cookie: admin,
    });
    await expectJson4xx(res, `displayOrder ${order}`);
  }
  assert.equal(count('products'), before);
  assert.equal(count('banners'), 3);
});

test('SQL injection strings in paths, queries and bodies are data: 4xx, 404 or empty, never 500, nothing changes', async () => {
  const before = psql(api.db.url, '-tAc', 'SELECT md5(string_agg(p::text, \',\' ORDER BY id)) FROM products p');
  const evil = ["' OR '1'='1", "1; DROP TABLE products; --", "product_1000' --", '"; SELECT pg_sleep(5); --', "%27%20OR%201=1"];
  for (const s of evil) {
    const e = encodeURIComponent(s);
    for (const path of [`/api/products/${e}`, `/api/products/category/${e}`, `/api/products/recent/${e}`,
      `/api/products?category=${e}`, `/uploads/${e}`]) {
      const res = await call(api.base, 'GET', path);
      assert.ok([200, 400, 404].includes(res.status), `${path}: ${res.status}`);
      if (res.status === 200) assert.ok(Array.isArray(res.body), path);
    }
    for (const [method, path] of [['PATCH', `/api/products/${e}`], ['DELETE', `/api/products/${e}`],
      ['PATCH', `/api/banners/${e}`], ['DELETE', `/api/admin/sub-users/${e}`]]) {
      const res = await call(api.base, method, path, { body: method === 'DELETE' ? undefined : { name: s }, cookie: admin });
      assert.ok([400, 404].includes(res.status), `${method} ${path}: ${res.status}`);
    }
    const login = await call(api.base, 'POST', '/api/admin/login', { body: { username: s, password: s } });
    assert.ok([401, 429].includes(login.status), `login ${s}: ${login.status}`);
  }
  assert.equal(psql(api.db.url, '-tAc', 'SELECT md5(string_agg(p::text, \',\' ORDER BY id)) FROM products p'), before);
});

// (Obsolete header line folding is not here: RFC 9112 lets a server replace it with spaces,
// which Beast does.)
test('hostile HTTP framing: each gets a 4xx and the server keeps answering', async () => {
  const cases = {
    'bad method token': 'G@T / HTTP/1.1\r\nHost: x\r\n\r\n',
    'bad version': 'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
    'absolute target': 'GET http://evil/api/products HTTP/1.1\r\nHost: x\r\n\r\n',
    'NUL in target': 'GET /api/\0products HTTP/1.1\r\nHost: x\r\n\r\n',
    'header without colon': 'GET /healthz HTTP/1.1\r\nHost x\r\n\r\n',
    'two content lengths': 'POST /api/admin/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!',
    'length and chunked': 'POST /api/admin/login HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    'bad chunk size': 'POST /api/admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    'huge chunk size': 'POST /api/admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffffff\r\n',
    'negative length': 'POST /api/admin/login HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
  };
  for (const [label, raw] of Object.entries(cases)) {
    const answer = await rawRequest(api.base, raw, 2000);
    const status = statusOf(answer);
    assert.ok(status >= 400 && status < 500, `${label}: ${JSON.stringify(answer.slice(0, 120))}`);
    assert.match(answer, /\r\n\r\n\{"message":"[^"]+"/, `${label}: a JSON message`);
  }
  assert.equal((await call(api.base, 'GET', '/healthz')).status, 200);
});
