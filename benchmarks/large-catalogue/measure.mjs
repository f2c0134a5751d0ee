// The browser-side figures of a large catalogue on a running site (benchmarks/large-catalogue/run):
// the category page's DOM at first load, how long its first screen takes, a search keystroke
// to updated results, and the staff table's time to interactive, each at CPU throttling 1x and
// 4x (Chrome DevTools Protocol, Emulation.setCPUThrottlingRate). Figures only, nothing asserted.
//
//   node measure.mjs BASE_URL ADMIN_USERNAME ADMIN_PASSWORD [CATEGORY]
//
// Playwright comes from tests/e2e/node_modules (Debian's Chromium, as the e2e tests use).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../tests/e2e/package.json'));
const { chromium } = require('playwright-core');

const [base, username, password, category = 'marine-spares'] = process.argv.slice(2);
if (!base || !username || !password) {
  console.error('usage: node measure.mjs BASE_URL ADMIN_USERNAME ADMIN_PASSWORD [CATEGORY]');
  process.exit(2);
}
const RATES = [1, 4];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(0)} ms` : '-');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});

async function throttledPage(context, rate) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}

/**
 * In the page, from its first script on: the frame after the first element matching `selector`
 * was added (performance.now(), from navigation start), in `window.__firstSeen`. Playwright's
 * own wait for an element polls at growing intervals (up to 500 ms apart), so the time read
 * once it returns can be that much late; the figures before 2026-11-26 were read that way.
 */
const installFirstSeenClock = (selector) => {
  const seen = () => {
    if (window.__firstSeen !== undefined || !document.querySelector(selector)) return;
    window.__firstSeen = null;
    requestAnimationFrame(() => (window.__firstSeen = performance.now()));
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
};

/**
 * In the page: the time from each input event of the search box (its timeStamp: when the
 * browser took the key, before any script ran) to the frame after the count line changed.
 * Not keydown: Playwright sends the key's down and its text as two protocol messages, and the
 * gap between them is the harness's, not the page's.
 */
const installKeystrokeClock = () => {
  window.__latencies = [];
  const input = document.querySelector('input[type=search]');
  const status = document.querySelector('p[role=status]');
  let t0 = 0;
  input.addEventListener('input', (e) => (t0 = e.timeStamp), { capture: true });
  new MutationObserver(() => {
    if (!t0) return;
    const start = t0;
    t0 = 0;
    requestAnimationFrame(() => window.__latencies.push(performance.now() - start));
  }).observe(status, { childList: true, subtree: true, characterData: true });
};

async function categoryFigures(context, rate) {
  const page = await throttledPage(context, rate);
  await page.addInitScript(installFirstSeenClock, 'p[role=status]');
  await page.addInitScript(() => {
    let seen = false;
    // The first screen seen, then gone (or the app's own count line without one).
    const taken = () => {
      if (document.getElementById('first-screen')) return !(seen = true);
      if (!seen && !document.querySelector('#root p[role=status]')) return false;
      window.__appAt = performance.now();
      return true;
    };
    new MutationObserver((_, observer) => taken() && observer.disconnect()).observe(document, { childList: true, subtree: true });
  });
  const url = `${base}/category/${category}`;
  await page.goto(url);
  await page.locator('p[role=status]').waitFor();
  const waited = await page.evaluate(() => performance.now());
  await page.waitForFunction(() => typeof window.__firstSeen === 'number');
  const firstScreen = await page.evaluate(() => window.__firstSeen);
  // The page HTML's first screen (count line and first cards) comes before the app: the DOM,
  // the cards and the keystrokes are the app's, once it has taken over.
  await page.waitForFunction(() => typeof window.__appAt === 'number', null, { timeout: 60_000 });
  const appAt = await page.evaluate(() => window.__appAt);
  const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
  const cards = await page.locator('[data-product]').count();
  const status = await page.locator('p[role=status]').innerText();

  // Keystrokes that change the count: a letter typed into the empty box, then cleared (back to
  // the whole category, the widest re-render), for several letters.
  await page.evaluate(installKeystrokeClock);
  const search = page.locator('input[type=search]');
  await search.focus();
  const typed = [];
  const cleared = [];
  for (const key of ['9', 'z', 'q', 'k', 'j', '5']) {
    for (const [press, into] of [
      [key, typed],
      ['Backspace', cleared],
    ]) {
      const before = await page.evaluate(() => window.__latencies.length);
      await page.keyboard.press(press);
      try {
        await page.waitForFunction((n) => window.__latencies.length > n, before, { timeout: 3_000 });
        into.push(await page.evaluate(() => window.__latencies.at(-1)));
      } catch {
        // This letter did not change the count (every product has it, or none): no figure.
      }
    }
  }
  await page.close();
  return { rate, firstScreen, appAt, waited, dom, cards, status, typed, cleared };
}

async function staffFigures(page, cdp, rate) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.reload();
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .waitFor({ timeout: 60_000 });
  const waited = await page.evaluate(() => performance.now());
  await page.waitForFunction(() => typeof window.__firstSeen === 'number');
  const interactive = await page.evaluate(() => window.__firstSeen);
  const rows = await page.locator('tbody tr').count();
  const count = await page.getByText(/^Showing \d+ of \d+ products/).innerText();
  // A search in the staff table (one input event: 'pump' pasted), to the frame after its count
  // line changed; given up after 5 s when nothing changes (then no figure).
  await page.getByLabel('Search').fill('');
  const latency = await page.evaluate(async () => {
    const line = [...document.querySelectorAll('p[aria-live]')].find((p) => p.textContent.startsWith('Showing'));
    const input = document.querySelector('input[type=search]');
    const before = line.textContent;
    const t0 = performance.now();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    setter.call(input, 'pump');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    while (line.textContent === before) {
      if (performance.now() - t0 > 5000) return Number.NaN;
      await new Promise((r) => requestAnimationFrame(r));
    }
    await new Promise((r) => requestAnimationFrame(r));
    return performance.now() - t0;
  });
  return { rate, interactive, waited, rows, count, latency };
}

const context = await browser.newContext({ baseURL: base, viewport: { width: 412, height: 823 } });
for (const rate of RATES) {
  const f = await categoryFigures(context, rate);
  console.log(
    `category ${category}, CPU ${rate}x: first screen ${ms(f.firstScreen)} after navigation start, ` +
      `(Playwright's wait: ${ms(f.waited)}), the app's page ${ms(f.appAt)}: ${f.dom} DOM elements, ${f.cards} cards, '${f.status}'`,
  );
  console.log(
    `  search keystroke → updated results: typed median ${ms(median(f.typed))} (max ${ms(Math.max(...f.typed))}), ` +
      `cleared median ${ms(median(f.cleared))} (max ${ms(Math.max(...f.cleared))}), ${f.typed.length + f.cleared.length} keystrokes`,
  );
}

// The staff screen: logged in through its form once, then reloaded at each throttling rate.
const staff = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
const staffPage = await staff.newPage();
await staffPage.addInitScript(installFirstSeenClock, 'button[aria-label^="Edit "]');
const cdp = await staff.newCDPSession(staffPage);
await staffPage.goto('/admin');
await staffPage.getByLabel('Username').fill(username);
await staffPage.getByLabel('Password').fill(password);
await staffPage.getByRole('button', { name: 'Access Admin Panel' }).click();
await staffPage
  .getByRole('button', { name: /^Edit / })
  .first()
  .waitFor({ timeout: 60_000 });
for (const rate of RATES) {
  const f = await staffFigures(staffPage, cdp, rate);
  console.log(
    `staff table /admin, CPU ${rate}x: interactive (first Edit button) ${ms(f.interactive)} after navigation start ` +
      `(Playwright's wait: ${ms(f.waited)}), ` +
      `${f.rows} rows, '${f.count}'; a search ('pump') → count ${ms(f.latency)}`,
  );
}
await browser.close();
