import puppeteer from 'puppeteer-core';
const [base, runsArg, ...names] = process.argv.slice(2);
const cats = ['devtools.timeline','disabled-by-default-devtools.timeline','loading','blink.user_timing','toplevel'];
const res = new Map(names.map((n) => [n, []]));
for (let r = 0; r < Number(runsArg); r++) for (const name of names) {
  const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'], ignoreDefaultArgs: ['--hide-scrollbars'] });
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: cats }, transferMode: 'ReportEvents' });
  await page.goto(name.startsWith('http') ? name : `${base}/${name}.html`, { waitUntil: 'load' });
  await new Promise((resolve) => setTimeout(resolve, 300));
  await cdp.send('Tracing.end');
  await complete;
  await browser.close();
  const layout = events.filter((e) => e.name === 'Layout' && e.ph === 'X').sort((a, b) => b.dur - a.dur)[0];
  const task = events.find((e) => e.name === 'RunTask' && e.tid === layout.tid && e.ts <= layout.ts && e.ts + e.dur >= layout.ts);
  const within = (n) => events.filter((e) => e.name === n && e.ph === 'X' && e.tid === task.tid && e.ts >= task.ts && e.ts < task.ts + task.dur).reduce((s, e) => s + (e.tdur ?? 0) / 1000, 0);
  const commit = events.filter((e) => e.name === 'DocumentLoader::CommitNavigation' && e.ph === 'X' && e.tid === task.tid).sort((a, b) => b.dur - a.dur)[0];
  res.get(name).push([task.tdur / 1000, within('UpdateLayoutTree'), within('Layout'), within('Paint'), (commit?.tdur ?? 0) / 1000]);
}
const med = (a) => a.slice().sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const [n, rows] of res) console.log(n.padEnd(4), ['task', 'style', 'layout', 'paint', 'commit'].map((k, i) => `${k} ${med(rows.map((r) => r[i])).toFixed(1)}`).join('  '));
