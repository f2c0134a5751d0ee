// Operations (docs/operations.md, "Health, metrics and backups"): /metrics in the Prometheus text
// format (requests by route and status, latency histogram, read-cache hits and misses, database
// pool), guarded by METRICS_TOKEN when set; X-Request-Id on every answer, cached ones included, and
// in the log line; LOG_FORMAT=json.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { startWithData, call, rawRequest, statusOf, MANY_PRODUCTS_SQL } from './helpers.mjs';

const TOKEN = 'metrics-token-for-tests-0123';
let api;
before(async () => { api = await startWithData(MANY_PRODUCTS_SQL, { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info', LOG_FORMAT: 'json' }); });
after(async () => { await api?.close(); });

const metrics = async () => {
  const r = await call(api.base, 'GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  assert.equal(r.status, 200, r.text);
  return r.text;
};
// The value of one sample line, 0 when it is absent (series appear with their first event).
const sample = (text, series) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};
const requests = (route, status) => `marine_http_requests_total{route="${route}",status="${status}"}`;

test('/metrics needs the bearer token when METRICS_TOKEN is set', async () => {
  const none = await call(api.base, 'GET', '/metrics');
  assert.equal(none.status, 401);
  assert.match(none.headers.get('www-authenticate'), /^Bearer/);
  assert.doesNotMatch(none.text, /marine_/);
  assert.equal((await call(api.base, 'GET', '/metrics', { headers: { authorization: 'Bearer wrong-token-wrong-token' } })).status, 401);
  const ok = await call(api.base, 'GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  assert.equal(ok.status, 200);
  assert.equal(ok.headers.get('content-type'), 'text/plain; version=0.0.4; charset=utf-8');
  assert.equal(ok.headers.get('cache-control'), 'no-store');
});

test('the text format: every sample has its HELP and TYPE, names and labels are well-formed', async () => {
  await call(api.base, 'GET', '/api/products/recent/6');
  const text = await metrics();
  const typed = new Map();
  for (const line of text.trimEnd().split('\n')) {
    let m;
    if ((m = /^# TYPE (\w+) (counter|gauge|histogram)$/.exec(line))) { typed.set(m[1], m[2]); continue; }
    if (line.startsWith('# HELP ')) continue;
    m = /^([a-z_]+)(\{(\w+="(?:[^"\\]|\\.)*")(,\w+="(?:[^"\\]|\\.)*")*\})? (-?[0-9.e+]+|\+Inf)$/.exec(line);
    assert.ok(m, `not a sample line: ${line}`);
    const family = m[1].replace(/_(bucket|sum|count)$/, '');
    assert.ok(typed.has(m[1]) || typed.get(family) === 'histogram', `no TYPE before ${line}`);
  }
  for (const name of ['marine_http_requests_total', 'marine_http_request_duration_seconds', 'marine_read_cache_hits_total',
    'marine_read_cache_misses_total', 'marine_db_pool_connections', 'marine_db_pool_busy', 'marine_db_pool_queued',
    'marine_db_pool_refused_total', 'marine_read_cache_entries']) {
    assert.ok(typed.has(name), `${name} is missing`);
  }
  assert.equal(sample(text, 'marine_db_pool_connections'), 4);
});

test('requests are counted by route and status, with their latency, cached answers included', async () => {
  const route = 'GET /api/products/:id';
  const t0 = await metrics();
  // A miss, two fast-path hits, a 404 of the same route, and a path no route knows.
  assert.equal((await call(api.base, 'GET', '/api/products/product_2000')).status, 200);
  assert.equal((await call(api.base, 'GET', '/api/products/product_2000')).status, 200);
  assert.equal((await call(api.base, 'GET', '/api/products/product_2000')).status, 200);
  assert.equal((await call(api.base, 'GET', '/api/products/product_404')).status, 404);
  assert.equal((await call(api.base, 'GET', '/no/such/path')).status, 404);
  const t1 = await metrics();
  const delta = (series) => sample(t1, series) - sample(t0, series);
  assert.equal(delta(requests(route, 200)), 3);
  assert.equal(delta(requests(route, 404)), 1);
  assert.equal(delta(requests('unmatched', 404)), 1);
  assert.equal(delta('marine_read_cache_misses_total'), 2, 'the first read and the 404');
  assert.equal(delta('marine_read_cache_hits_total'), 2);
  assert.equal(delta(`marine_http_request_duration_seconds_count{route="${route}"}`), 4);
  assert.equal(delta(`marine_http_request_duration_seconds_bucket{route="${route}",le="+Inf"}`), 4);
  assert.ok(delta(`marine_http_request_duration_seconds_sum{route="${route}"}`) > 0);
  // Buckets are cumulative.
  const buckets = t1.split('\n').filter((l) => l.startsWith(`marine_http_request_duration_seconds_bucket{route="${route}"`))
    .map((l) => Number(l.split(' ').pop()));
  assert.deepEqual(buckets, [...buckets].sort((x, y) => x - y));
});

test('every answer carries an X-Request-Id: fresh ones differ, a well-formed incoming one is kept', async () => {
  const ids = new Set();
  for (const path of ['/api/products/recent/6', '/api/products/recent/6', '/healthz', '/nothing', '/api/products/product_1000']) {
    const r = await call(api.base, 'GET', path);
    const id = r.headers.get('x-request-id');
    assert.match(id ?? '', /^[0-9a-f]{24}$/, path);
    ids.add(id);
  }
  assert.equal(ids.size, 5);
  // nginx passes its $request_id: kept, on the cached fast path too (a repeated read).
  for (let i = 0; i < 2; i++) {
    const r = await call(api.base, 'GET', '/api/products/recent/6', { headers: { 'x-request-id': 'f00dcafe0123456789abcdef01234567' } });
    assert.equal(r.headers.get('x-request-id'), 'f00dcafe0123456789abcdef01234567');
  }
  // Anything that could break a header or a log line is replaced.
  const odd = await call(api.base, 'GET', '/healthz', { headers: { 'x-request-id': 'a"b<c>' } });
  assert.match(odd.headers.get('x-request-id'), /^[0-9a-f]{24}$/);
});

test('the cached fast path writes a valid HTTP answer with the id: small bodies, and large ones by sendfile', async () => {
  for (const [path, size] of [['/api/banners/active', (b) => b.length === 2], ['/api/products', (b) => b.length === 123]]) {
    await call(api.base, 'GET', path);  // the slow path stores it
    // A keep-alive HTTP/1.1 GET without cookie is what the fast path answers; the socket stays
    // open, so the answer is what arrived within the wait.
    const raw = await rawRequest(api.base, `GET ${path} HTTP/1.1\r\nHost: x\r\nX-Request-Id: raw-${path.length}\r\n\r\n`, 800);
    assert.equal(statusOf(raw), 200);
    const split = raw.indexOf('\r\n\r\n');
    const head = raw.slice(0, split);
    const body = raw.slice(split + 4);
    assert.match(head, new RegExp(`\r\nX-Request-Id: raw-${path.length}$`));
    assert.equal(head.match(/X-Request-Id/g).length, 1);
    assert.equal(Buffer.byteLength(body), Number(/\r\nContent-Length: (\d+)/.exec(head)[1]), path);
    assert.ok(size(JSON.parse(body)), path);
  }
});

test('LOG_FORMAT=json: one JSON object a line, the request line with its id', async () => {
  const r = await call(api.base, 'GET', '/api/products/recent/2', { headers: { 'x-request-id': 'log-line-check-1' } });
  assert.equal(r.status, 200);
  let line;
  for (let i = 0; i < 50 && !line; i++) {
    await sleep(50);  // info lines are written in batches, every 100 ms
    line = api.stderr().split('\n').find((l) => l.includes('"log-line-check-1"'));
  }
  assert.ok(line, 'the request was logged');
  const entry = JSON.parse(line);
  assert.equal(entry.msg, 'request');
  assert.equal(entry.level, 'info');
  assert.equal(entry.method, 'GET');
  assert.equal(entry.path, '/api/products/recent/2');
  assert.equal(entry.status, 200);
  assert.equal(entry.request_id, 'log-line-check-1');
  assert.equal(typeof entry.duration_ms, 'number');
  assert.match(entry.ts, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  for (const l of api.stderr().trim().split('\n')) assert.doesNotThrow(() => JSON.parse(l), l);
});
