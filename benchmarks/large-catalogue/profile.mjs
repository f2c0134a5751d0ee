// Where the time of a large catalogue's slow moments goes (docs/large-catalogues.md): a CPU
// profile (Chrome DevTools Protocol, Profiler) of search keystrokes on a category page, of the
// category page's load (the page's main thread from navigation until its products have been
// shown for 2 s: a worker's time is not in it), or of the staff product table's load, in Debian's Chromium at a chosen CPU throttling, summed by
// function (self time) and by script file. For reading, not for figures: the sampling profiler
// slows the page down. Build the SPA unminified (`npx vite build --minify false`) for names.
//
//   node profile.mjs BASE_URL keystrokes [CATEGORY] [RATE]
//   node profile.mjs BASE_URL load [CATEGORY] [RATE]
//   node profile.mjs BASE_URL staff ADMIN_USERNAME ADMIN_PASSWORD [RATE]
//
// Playwright comes from tests/e2e/node_modules, as in measure.mjs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../tests/e2e/package.json'));
const { chromium } = require('playwright-core');

const [base, what, ...rest] = process.argv.slice(2);
if (!base || !['keystrokes', 'load', 'staff'].includes(what)) {
  console.error('usage: node profile.mjs BASE_URL keystrokes|load [CATEGORY] [RATE] | staff USER PASSWORD [RATE]');
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});

/** Self time per function and per file, and the total of the profile, in ms. */
function summarise(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const dt = (deltas[i + 1] ?? 0) / 1000;
    self.set(id, (self.get(id) ?? 0) + dt);
  });
  const byFunction = new Map();
  const byFile = new Map();
  const inclusive = new Map();
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (f) => `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}`;
  let total = 0;
  for (const [id, ms] of self) {
    const { callFrame: f } = byId.get(id);
    const file = f.url ? f.url.replace(/^.*\//, '') : '';
    const name = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byFile.set(file || f.functionName, (byFile.get(file || f.functionName) ?? 0) + ms);
    total += ms;
    // Inclusive: every function on the sample's stack, once per sample (recursion counts once).
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const k = label(byId.get(at).callFrame);
      if (!seen.has(k)) seen.add(k);
    }
    for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + ms);
  }
  const top = (m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${v.toFixed(1).padStart(8)} ms  ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`)
      .join('\n');
  return `total ${total.toFixed(0)} ms\nby file:\n${top(byFile, 12)}\nby function (self):\n${top(byFunction, 30)}\nby function (total):\n${top(inclusive, 400)}`;
}

async function profiled(page, cdp, act) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await act();
  const { profile } = await cdp.send('Profiler.stop');
  return summarise(profile);
}

const rate = Number(what === 'staff' ? (rest[2] ?? 4) : (rest[1] ?? 4));
if (what === 'keystrokes') {
  const category = rest[0] ?? 'marine-spares';
  const context = await browser.newContext({ baseURL: base, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`/category/${category}`);
  // The app's page: the page HTML's first screen (with its own inert search box) gone.
  await page.locator('#first-screen').waitFor({ state: 'detached' });
  await page.locator('p[role=status]').waitFor();
  await page.waitForTimeout(1000);
  const search = page.locator('input[type=search]');
  await search.focus();
  console.log(
    await profiled(page, cdp, async () => {
      // As measure.mjs types: the next key once the count line has changed (or after 3 s).
      const status = page.locator('p[role=status]');
      for (const key of ['9', 'Backspace', 'z', 'Backspace', 'q', 'Backspace', 'k', 'Backspace']) {
        const before = await status.innerText();
        await page.keyboard.press(key);
        await page
          .waitForFunction((text) => document.querySelector('p[role=status]')?.textContent !== text, before, {
            timeout: 3_000,
          })
          .catch(() => {});
      }
    }),
  );
} else if (what === 'load') {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  console.log(
    await profiled(page, cdp, async () => {
      await page.goto(`/category/${rest[0] ?? 'marine-spares'}`);
      // The app's own count line (the first screen's is outside #root).
      await page.locator('#root p[role=status]').waitFor({ timeout: 60_000 });
      await page.waitForTimeout(2000);
    }),
  );
} else {
  const [username, password] = rest;
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto('/admin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  const edit = page.getByRole('button', { name: /^Edit / }).first();
  await edit.waitFor({ timeout: 60_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  console.log(
    await profiled(page, cdp, async () => {
      await page.reload();
      await edit.waitFor({ timeout: 60_000 });
    }),
  );
  console.log(`first Edit button ${(await page.evaluate(() => performance.now())).toFixed(0)} ms after navigation start`);
}
await browser.close();
