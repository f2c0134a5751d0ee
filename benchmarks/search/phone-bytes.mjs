// The bytes a phone downloads for a page, by kind (HTML, JS, CSS, fonts, images, the API's
// JSON, other), as transferred: CDP's encodedDataLength (headers and compressed bodies), Debian's
// Chromium through Playwright (tests/e2e), a fresh context per page (cold cache), 375×812,
// loaded until the network is idle and 3 s more, without scrolling (lazy images below the fold
// are not asked for). Figures only, nothing asserted.
//
//   node benchmarks/search/phone-bytes.mjs BASE_URL PATH...   (DPR=2 by default; DPR=1 or 3)
//   ACCEPT_ENCODING="gzip, deflate": what a browser without brotli would receive (every request
//   sends that header instead of Chromium's own, which names br). LIST=1: each request too.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const { chromium } = createRequire(path.join(here, '../../tests/e2e/package.json'))('playwright-core');
const [base, ...pages] = process.argv.slice(2);
if (!base || !pages.length) {
  console.error('usage: node phone-bytes.mjs BASE_URL PATH...');
  process.exit(2);
}
const dpr = Number(process.env.DPR ?? 2);
const KINDS = { Document: 'html', Script: 'js', Stylesheet: 'css', Font: 'fonts', Image: 'images', Fetch: 'json', XHR: 'json' };
const COLUMNS = ['html', 'js', 'css', 'fonts', 'images', 'json', 'other'];
const kB = (n) => (n / 1000).toFixed(1);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
console.log(`| page (375 px, DPR ${dpr}) | all kB | requests | ${COLUMNS.join(' | ')} |`);
console.log(`|---|---:|---:|${COLUMNS.map(() => '---:').join('|')}|`);
for (const p of pages) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: dpr,
    isMobile: true, hasTouch: true,
    ...(process.env.ACCEPT_ENCODING ? { extraHTTPHeaders: { 'Accept-Encoding': process.env.ACCEPT_ENCODING } } : {}) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const kinds = new Map();
  const sums = Object.fromEntries(COLUMNS.map((c) => [c, 0]));
  let all = 0;
  let requests = 0;
  const listed = [];
  const urls = new Map();
  cdp.on('Network.responseReceived', (e) => {
    kinds.set(e.requestId, KINDS[e.type] ?? 'other');
    urls.set(e.requestId, `${new URL(e.response.url).pathname} ${e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? ''}`);
  });
  cdp.on('Network.loadingFinished', (e) => {
    all += e.encodedDataLength;
    requests += 1;
    sums[kinds.get(e.requestId) ?? 'other'] += e.encodedDataLength;
    listed.push(`  ${kB(e.encodedDataLength).padStart(6)} ${(kinds.get(e.requestId) ?? 'other').padEnd(6)} ${urls.get(e.requestId)}`);
  });
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000);
  await page.waitForLoadState('networkidle');
  const shown = await page.locator('main p[role=status]').first().innerText().catch(() => '');
  console.log(`| \`${p}\` ${shown ? `(${shown})` : ''} | **${kB(all)}** | ${requests} | ${COLUMNS.map((c) => kB(sums[c])).join(' | ')} |`);
  if (process.env.LIST) console.log(listed.sort().reverse().join('\n'));
  await context.close();
}
await browser.close();
