import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [path, name, width] = process.argv.slice(2);
for (const js of [false, true]) {
  const ctx = await b.newContext({ viewport: { width: Number(width ?? 412), height: 823 }, javaScriptEnabled: js });
  const p = await ctx.newPage();
  await p.goto('http://127.0.0.1:18080' + path, { waitUntil: 'networkidle' });
  await p.waitForTimeout(500);
  await p.screenshot({ path: `/tmp/${name}-${js ? 'app' : 'html'}.png` });
  const box = await p.evaluate(() => { const h = document.querySelector('main h1, main img'); const r = h?.getBoundingClientRect(); return r && [r.x, r.y, r.width, r.height, h.tagName]; });
  console.log(js ? 'app ' : 'html', box, await p.evaluate(() => !!document.getElementById('first-screen')));
  await ctx.close();
}
await b.close();
