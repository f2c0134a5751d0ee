// A search keystroke on a category page to its updated results, at CPU throttling (Chrome
// DevTools Protocol, Emulation.setCPUThrottlingRate; Debian's Chromium through Playwright from
// tests/e2e), on a phone-sized viewport, once the app has taken over the server-rendered page.
// Figures only, nothing asserted.
//
//   node benchmarks/search/keystroke.mjs BASE_URL [CATEGORY, default marine-spares] [RATE, default 4]
//
// For each keystroke, in the page (performance.now()):
// - echo: the input event's timeStamp (the browser took the key, before any script) to the
//   frame after it: the letter shown, the page's own work for the keystroke;
// - results: the same start to the frame after the count line or the cards changed. It
//   includes the pause the page waits for before asking (RESULTS_PAUSE_MS, 50 ms), the
//   request and the render;
// - after the pause: the search request's start (Resource Timing) to that same frame: the
//   round trip and the render without the pause;
// - the answer in: the response's end to that frame: the page's parse and render.
// STUB=1 takes the server's time out: each search is answered in the browser (Playwright's
// route) by one of two answers fetched beforehand (the category, and 'pump' in it), in turn,
// so every keystroke changes the list; what is left is the page's own work.
// Keystrokes: the words below typed letter by letter, each letter once the previous one's
// results are there (or 5 s passed), then erased letter by letter. A keystroke whose results
// look the same as before (same count and cards) changes nothing on screen and has no figure.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const { chromium } = createRequire(path.join(here, '../../tests/e2e/package.json'))('playwright-core');
const [base, category = 'marine-spares', rateArg = '4'] = process.argv.slice(2);
if (!base) {
  console.error('usage: node keystroke.mjs BASE_URL [CATEGORY] [RATE]');
  process.exit(2);
}
const rate = Number(rateArg);
const WORDS = (process.env.WORDS ?? 'pump anchor filter').split(' ');
const median = (xs) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : Number.NaN);
const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(0)} ms` : '-');

/** In the page: the clocks above, each keystroke's figures pushed to window.__keys. */
const installClock = () => {
  window.__keys = [];
  const input = document.querySelector('main input[type=search]');
  const status = document.querySelector('main p[role=status]');
  // The results' section, which stays while the list inside changes (to an error, say).
  const list = status.parentElement.parentElement;
  let pending = null;
  input.addEventListener(
    'input',
    (e) => {
      const key = { start: e.timeStamp, echo: Number.NaN, results: Number.NaN, request: Number.NaN, render: Number.NaN, status: 0 };
      pending = key;
      requestAnimationFrame(() => (key.echo = performance.now() - key.start));
    },
    { capture: true },
  );
  new MutationObserver(() => {
    const key = pending;
    if (!key) return;
    pending = null;
    requestAnimationFrame(() => {
      const at = performance.now();
      const asked = performance
        .getEntriesByType('resource')
        .filter((r) => r.name.includes('/api/products/search') && r.startTime >= key.start)
        .at(-1);
      key.results = at - key.start;
      key.request = asked ? at - asked.startTime : Number.NaN;
      key.status = asked?.responseStatus ?? 0;
      key.render = asked ? at - asked.responseEnd : Number.NaN;
      window.__keys.push(key);
    });
  }).observe(list, { childList: true, subtree: true, characterData: true });
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
const page = await context.newPage();
if (process.env.STUB === '1') {
  const answers = [];
  for (const q of ['', 'pump']) {
    const url = `${base}/api/products/search?category=${category}${q && `&q=${q}`}&limit=24`;
    // A busy server may miss its deadline (503): asked again, a few times.
    for (let tries = 0; tries < 20; tries += 1) {
      const r = await fetch(url);
      if (r.ok) {
        answers.push(await r.text());
        break;
      }
    }
  }
  if (answers.length < 2) throw new Error('the server did not answer the two searches');
  let turn = 0;
  await page.route('**/api/products/search?*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: answers[turn++ % 2] }),
  );
}
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
await page.goto(`${base}/category/${category}`);
// The app has hydrated the server-rendered page once React's properties are on the search box
// (as tests/e2e/public-support.ts's appReady sees it).
await page.waitForFunction(
  () => {
    const box = document.querySelector('main input[type=search]');
    return box && document.querySelector('main p[role=status]') && Object.keys(box).some((k) => k.startsWith('__reactProps'));
  },
  null,
  { timeout: 60_000 },
);
await page.waitForLoadState('networkidle');
const total = await page.locator('main p[role=status]').innerText();
await page.evaluate(installClock);
const search = page.locator('main input[type=search]');
await search.focus();

const keys = [];
let silent = 0;
async function press(key) {
  const before = await page.evaluate(() => window.__keys.length);
  await page.keyboard.press(key);
  try {
    await page.waitForFunction((n) => window.__keys.length > n, before, { timeout: 5_000 });
    keys.push(await page.evaluate(() => window.__keys.at(-1)));
  } catch {
    silent += 1;
  }
  // Past the pause: the next keystroke is a search of its own.
  await page.waitForTimeout(300);
}
for (const word of WORDS) {
  for (const letter of word) await press(letter);
  for (const _ of word) await press('Backspace');
}
await browser.close();

const of = (field) => keys.map((k) => k[field]).filter(Number.isFinite);
const line = (name, xs) => `${name} median ${ms(median(xs))}, max ${ms(Math.max(...xs))}`;
console.log(`${process.env.STUB === '1' ? '(answers stubbed) ' : ''}/category/${category}, CPU ${rate}x, 412 px: '${total}'; ${keys.length} keystrokes timed, ${silent} changed nothing`);
const failed = keys.filter((k) => k.status >= 400).length;
console.log(`  answers: ${keys.length - failed} ok, ${failed} failed (an error shown instead of results)`);
console.log(`  ${line('echo (letter shown)', of('echo'))}`);
console.log(`  ${line('results (pause of 50 ms included)', of('results'))}`);
console.log(`  ${line('after the pause (request start to results shown)', of('request'))}`);
console.log(`  ${line('the answer in to results shown', of('render'))}`);
