// Bytes a phone downloads to show a page: Debian's Chromium (Playwright, from tests/e2e),
// a 375×812 viewport, a fresh profile per page (cold cache), the page loaded until the
// network is idle and 3 s more (the banner carousel and route chunks come after the first
// idle), without scrolling (lazy images far below the fold are not counted).
// Sums the bytes on the wire (CDP encodedDataLength: headers and compressed bodies), all
// of them and images only. Figures only, nothing asserted.
//
//   node benchmarks/images/bytes.mjs BASE_URL PATH... (DPR=1 by default; DPR=3 for a modern phone)
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const { chromium } = createRequire(path.join(here, '../../tests/e2e/package.json'))('@playwright/test');
const [base, ...pages] = process.argv.slice(2);
const dpr = Number(process.env.DPR ?? 1);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
for (const p of pages) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: dpr, isMobile: true,
    hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map();
  let all = 0;
  let images = 0;
  let imageCount = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    all += e.encodedDataLength;
    if (types.get(e.requestId) === 'Image') {
      images += e.encodedDataLength;
      imageCount += 1;
    }
  });
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000);
  await page.waitForLoadState('networkidle');
  console.log(`${p.padEnd(32)} ${(all / 1000).toFixed(0).padStart(7)} kB in all, ${(images / 1000).toFixed(0).padStart(7)} kB ` +
    `in ${imageCount} images (375 px, DPR ${dpr})`);
  await context.close();
}
await browser.close();
