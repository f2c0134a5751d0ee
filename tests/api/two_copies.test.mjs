// The README's "two copies side by side", run as the README writes it: a copy with the default
// ports, then `WEB_PORT=9080 API_PORT=9081 ... scripts/run` beside it; both serve their home
// page, each rendered by its own page server. Only DATA_DIR is a fresh temporary directory
// for each, so that the test never touches a copy someone keeps in the README's directory.
// scripts/test hands its dev build in MARINE_API_BIN, which scripts/run then runs instead of
// building the release preset.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { call, eventually, root } from './helpers.mjs';

/** The README's example: its variables (VAR=value before `scripts/run`). */
function readmeExample() {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const block = /Two copies side by side:\n\n```\n(.+)\n```/.exec(readme);
  assert.ok(block, 'the README has the example');
  const words = block[1].trim().split(/\s+/);
  assert.equal(words.at(-1), 'scripts/run', block[1]);
  return Object.fromEntries(words.slice(0, -1).map((w) => w.split('=')));
}

const portInUse = (port) => new Promise((resolve) => {
  const s = net.connect({ host: '127.0.0.1', port }, () => { s.destroy(); resolve(true); });
  s.on('error', () => resolve(false));
});

/** Starts scripts/run with `vars` and a data directory of its own; resolves once it says it is up. */
function run(vars) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marine-two-copies-'));
  fs.chmodSync(dataDir, 0o755);  // PostgreSQL (as `postgres`) and nginx's workers go through it
  const env = { ...process.env };
  for (const v of ['WEB_PORT', 'API_PORT', 'RENDER_PORT', 'API_INSTANCES', 'DEMO_SIZE']) delete env[v];
  const child = spawn(path.join(root, 'scripts/run'), [], {
    cwd: root, env: { ...env, ...vars, DATA_DIR: dataDir }, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  const up = new Promise((resolve, reject) => {
    child.stdout.on('data', () => { if (output.includes('Ctrl-C stops everything')) resolve(); });
    exited.then((status) => reject(new Error(`scripts/run ${JSON.stringify(vars)} stopped (${status}):\n${output}`)));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    // It stops nginx, the API, the renderer and PostgreSQL itself; only if it hangs, its group.
    const timer = setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } }, 60_000);
    await exited;
    clearTimeout(timer);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { up, stop, output: () => output };
}

test("the README's two copies side by side both serve their home page", { timeout: 600_000 }, async () => {
  const example = readmeExample();
  const second = { web: Number(example.WEB_PORT), api: Number(example.API_PORT) };
  for (const port of [8080, 8081, second.web, second.api]) {
    assert.equal(await portInUse(port), false, `port ${port}, which the README's example uses, is free`);
  }
  const first = run({});
  let copyB;
  try {
    await first.up;
    copyB = run({ WEB_PORT: example.WEB_PORT, API_PORT: example.API_PORT });
    await copyB.up;
    for (const [port, copy] of [[8080, first], [second.web, copyB]]) {
      // A render slower than the API's deadline (a busy machine) is served without markup and
      // not kept: ask until the rendered page comes.
      const home = await eventually(() => call(`http://127.0.0.1:${port}`, 'GET', '/'),
        (r) => r.status === 200 && /<div id="root"><[a-z]/.test(r.text));
      assert.equal(home.status, 200, `${port}: ${home.text.slice(0, 200)}\n${copy.output()}`);
      assert.match(home.text, /<div id="root"><[a-z]/, `${port}: the home page is rendered`);
      const ready = await call(`http://127.0.0.1:${port}`, 'GET', '/readyz');
      assert.equal(ready.body?.status, 'ready', `${port}: its own API answers: ${ready.text}`);
    }
  } finally {
    await copyB?.stop();
    await first.stop();
  }
});
