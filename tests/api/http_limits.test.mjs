// The session's transport rules: malformed requests, header and body limits, keep-alive.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWithData, rawRequest, statusOf } from './helpers.mjs';

let api;
before(async () => { api = await startWithData(''); });
after(async () => { await api?.close(); });

test('a malformed request line gets 400 with a JSON message, then the connection closes', async () => {
  const raw = await rawRequest(api.base, 'GARBAGE\r\n\r\n');
  assert.equal(statusOf(raw), 400);
  assert.match(raw, /\{"message":"Malformed request"\}/);
});

test('a malformed target gets 400', async () => {
  const raw = await rawRequest(api.base, 'GET /api/products/%ZZ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  assert.equal(statusOf(raw), 400);
});

test('huge headers get 431', async () => {
  const raw = await rawRequest(api.base, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20000)}\r\n\r\n`);
  assert.equal(statusOf(raw), 431);
  assert.match(raw, /"message"/);
});

test('a body over the route limit gets 413 without being read', async () => {
  const raw = await rawRequest(api.base,
    `POST /api/products HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n{`);
  assert.equal(statusOf(raw), 413);
});

test('a chunked body over the limit gets 413', async () => {
  const chunk = 'a'.repeat(32 * 1024);
  const size = chunk.length.toString(16);
  const body = `${size}\r\n${chunk}\r\n`.repeat(3) + '0\r\n\r\n';
  const raw = await rawRequest(api.base, `POST /api/products HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n${body}`);
  assert.equal(statusOf(raw), 413);
});

test('keep-alive carries several requests on one connection', async () => {
  const one = 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n';
  const raw = await rawRequest(api.base, one + one + 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  assert.equal(raw.match(/HTTP\/1\.1 200 OK/g)?.length, 3);
});

test('HTTP/1.0 without keep-alive is answered and closed', async () => {
  const raw = await rawRequest(api.base, 'GET /healthz HTTP/1.0\r\n\r\n');
  assert.match(raw, /^HTTP\/1\.0 200 OK/);
});
