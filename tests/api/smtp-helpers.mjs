// A real SMTP server for the API tests (smtp_sink.py, Debian's python3-aiosmtpd) on a port of
// its own: started, stopped and started again on the same port (the relay's outages), and
// the mail it took, read back as JSON lines.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from './helpers.mjs';

async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

export async function smtpSink() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marine-smtp-'));
  const inbox = path.join(dir, 'inbox.jsonl');
  const port = await freePort();
  let child = null;
  const received = () => (fs.existsSync(inbox) ? fs.readFileSync(inbox, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : []);
  const sink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async start() {
      child = spawn('/usr/bin/python3', [path.join(root, 'tests/api/smtp_sink.py'), String(port), inbox], { stdio: ['ignore', 'pipe', 'inherit'] });
      // Listened to, never closed: the sink keeps its stdout for as long as it runs.
      let out = '';
      await new Promise((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          out += chunk;
          if (out.includes('ready')) resolve();
        });
        child.once('exit', () => reject(new Error(`the SMTP sink did not start: ${out}`)));
      });
    },
    async stop() {
      if (!child) return;
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
      child = null;
    },
    // Polls until `done(mails)` holds, up to `ms`; the mails then.
    async until(done, ms = 30000) {
      const started = Date.now();
      for (;;) {
        const mails = received();
        if (done(mails) || Date.now() - started > ms) return mails;
        await sleep(200);
      }
    },
    async close() {
      await sink.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await sink.start();
  return sink;
}
