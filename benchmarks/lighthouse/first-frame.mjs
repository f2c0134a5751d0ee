// What the page's first frame costs the main thread: the task that styles, lays out and paints
// the page HTML's first screen (on the category page the largest task before the app starts,
// and one Lighthouse's simulation often counts as blocking, benchmarks/history/lighthouse.md). Loads URL
// RUNS times in Debian's Chromium with a phone's viewport, the page's scripts held back (the
// app's takeover is another task), traces each load and prints the median CPU time of that task
// and of its style, layout and paint. Figures only.
//
// With VARIANTS=DIR, each *.html file of DIR is served in place of the page's HTML (the same
// URL, so the stylesheet and pictures load as usual), the files taken in turn in every round:
// an edited copy of the page (`curl URL > DIR/a.html`, then a part removed or changed in
// DIR/b.html) says what that part costs the first frame, alternating so that a busier moment
// of the machine does not fall on one variant only.
//
//   node benchmarks/lighthouse/first-frame.mjs URL [RUNS=7]
//   VARIANTS=/tmp/variants node benchmarks/lighthouse/first-frame.mjs URL [RUNS]
import { readdirSync, readFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';

const [url, runsArg] = process.argv.slice(2);
if (!url) {
  console.error('usage: [VARIANTS=DIR] node first-frame.mjs URL [RUNS]');
  process.exit(2);
}
const runs = Number(runsArg ?? 7);
const dir = process.env.VARIANTS;
const variants = dir
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.html'))
      .sort()
      .map((f) => [f, readFileSync(`${dir}/${f}`, 'utf8')])
  : [['the page as served', null]];
if (!variants.length) throw new Error(`no .html file in ${dir}`);

// Lighthouse's mobile preset's screen; puppeteer's default --hide-scrollbars left out, as a
// phone's overlay scrollbar is part of what the page draws.
const phone = {
  viewport: {
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  ignoreDefaultArgs: ['--hide-scrollbars'],
  args: ['--no-sandbox', '--disable-gpu'],
});

/** One traced load; the first frame's task as [task, style, layout, paint] ms of CPU, or null. */
async function load(html) {
  const page = await browser.newPage();
  await page.emulate(phone);
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      return request.respond({
        status: 200,
        contentType: 'text/javascript',
        body: '',
      });
    if (html !== null && request.resourceType() === 'document')
      return request.respond({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: html,
      });
    return request.continue();
  });
  await page.tracing.start({
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(url, { waitUntil: 'load' });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString()).traceEvents;
  await page.close();
  // The page's largest layout is the first frame's (a picture's own document lays out too,
  // in a few elements).
  const layout = events.filter((e) => e.name === 'Layout' && e.ph === 'X').sort((a, b) => b.dur - a.dur)[0];
  const sameThread = (e) => e.pid === layout.pid && e.tid === layout.tid && e.ph === 'X';
  const task = events.find(
    (e) => e.name === 'RunTask' && sameThread(e) && e.ts <= layout.ts && layout.ts < e.ts + e.dur,
  );
  // Rarely (once in some fifty loads) the trace held no task around it: that load is left out.
  if (!task) return null;
  const cpu = (name) =>
    events
      .filter((e) => e.name === name && sameThread(e) && e.ts >= task.ts && e.ts < task.ts + task.dur)
      .reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
  return [task.tdur / 1000, cpu('UpdateLayoutTree'), cpu('Layout'), cpu('Paint')];
}

const results = new Map(variants.map(([name]) => [name, []]));
for (let round = 0; round < runs; round++)
  for (const [name, html] of variants) {
    const figures = await load(html);
    if (figures) results.get(name).push(figures);
  }
await browser.close();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const width = Math.max(...variants.map(([name]) => name.length));
console.log(`${url}: the first frame's task, ms of CPU (median of the loads, scripts held back)`);
for (const [name, rows] of results) {
  const column = (i) => median(rows.map((r) => r[i])).toFixed(1);
  const each = rows.map((r) => r[0].toFixed(0)).join(' ');
  console.log(
    `  ${name.padEnd(width)}  task ${column(0)}  style ${column(1)}  layout ${column(2)}  paint ${column(3)}  (${rows.length} loads: ${each})`,
  );
}
