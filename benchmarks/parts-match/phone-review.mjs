// From a pasted list to its review on a phone (benchmarks/parts-match/run): Debian's Chromium
// at 375 px with the CPU slowed 4× (the DevTools protocol's Emulation.setCPUThrottlingRate),
// /enquiry opened, the list pasted, then timed from pressing 'Find the parts' to the review's
// summary on screen (the server's answer included). Median of 5; prints, asserts nothing.
import { createRequire } from 'node:module';

const { chromium } = createRequire(new URL('../../tests/e2e/package.json', import.meta.url))('playwright');

export async function phoneReview(base, text, runs = 5) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const times = [];
  const parts = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${base}/enquiry`);
      // Hydrated (as tests/e2e/public-support.ts's appReady): before that the button does nothing.
      await page.waitForFunction(() => {
        const header = document.querySelector('#root header');
        return header !== null && Object.keys(header).some((k) => k.startsWith('__reactProps'));
      });
      const box = page.getByRole('textbox', { name: 'Paste a parts list' });
      await box.fill(text);
      const t0 = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: 'Find the parts' }).click();
      const shown = await page.getByRole('heading', { name: 'Review the list' }).waitFor({ timeout: 60_000 }).then(() => true, () => false);
      if (!shown) {
        console.log('  a run did not show the review within 60 s (left out)');
        await context.close();
        continue;
      }
      // The review painted: the next frame after it is in the DOM.
      const t1 = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
      const answered = await page.evaluate(() => {
        const r = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/api/enquiries/match')).at(-1);
        return r ? { end: r.responseEnd, bytes: r.encodedBodySize, decoded: r.decodedBodySize } : null;
      });
      times.push(t1 - t0);
      if (answered) {
        parts.push(`answer ${(answered.end - t0).toFixed(0)} ms (${(answered.bytes / 1024).toFixed(0)} KiB on the wire, `
          + `${(answered.decoded / 1024).toFixed(0)} KiB), review ${(t1 - answered.end).toFixed(0)} ms after it`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  times.sort((a, b) => a - b);
  console.log(`  press to review, 375 px, CPU 4×: median ${times[Math.floor(times.length / 2)].toFixed(0)} ms `
    + `(runs ${times.map((t) => t.toFixed(0)).join(', ')} ms)`);
  for (const line of parts) console.log(`    ${line}`);
}
