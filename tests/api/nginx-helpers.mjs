// nginx from the local template (deploy/nginx/local.conf.template, rendered by
// scripts/lib/nginx.sh, as the local run and the e2e tests use it), for the tests in front
// of a real API.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { root } from './helpers.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitForPort(port, child) {
  const deadline = Date.now() + 10000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const ok = await new Promise((resolve) => {
      const c = net.connect({ host: '127.0.0.1', port }, () => { c.destroy(); resolve(true); });
      c.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// nginx in `dir/name`, serving `dir/site` and `dir/media`, in front of the API on `apiPort`
// and the page servers on `pages.ports` (none given: a port nobody listens on, so pages are
// the static index.html), which keep pages in `pages.dir` (default `dir/pages`); `env` reaches
// nginx_render (NGINX_LIMIT_EXEMPT, say). Returns its base URL and stop().
export async function startNginx(dir, name, apiPort, env = {}, pages = {}) {
  const prefix = path.join(dir, name);
  const port = await freePort();
  const pagesPorts = pages.ports ?? [await freePort()];
  const pagesDir = pages.dir ?? path.join(dir, 'pages');
  fs.mkdirSync(pagesDir, { recursive: true });
  execFileSync('bash', ['-c', 'set -euo pipefail; . scripts/lib/common.sh; . scripts/lib/nginx.sh; nginx_render "$@"', '_',
    prefix, String(port), String(apiPort), path.join(dir, 'site'), path.join(dir, 'media'), pagesPorts.join(' '), pagesDir],
  { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
  const child = spawn('nginx', ['-p', prefix, '-e', path.join(prefix, 'logs/error.log'), '-c', path.join(prefix, 'nginx.conf'),
    '-g', 'daemon off;'], { stdio: 'ignore' });
  await waitForPort(port, child);
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      await once(child, 'exit');
    },
  };
}
