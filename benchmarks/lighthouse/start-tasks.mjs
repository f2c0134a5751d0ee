// The app's start on a server-rendered page, in CPU time, which a busy machine stretches far
// less than wall time: loads URL RUNS times in Debian's Chromium with Lighthouse's phone screen,
// traces each load until the page has hydrated and a second more, and prints per load the
// main thread's largest task after the first contentful paint and the blocking time those
// tasks would make under Lighthouse's 4x CPU slowdown (each task's CPU time x 4, less 50 ms),
// then the medians and what the largest tasks ran. Figures only, nothing asserted.
//
//   node benchmarks/lighthouse/start-tasks.mjs URL [RUNS=7]
import puppeteer from 'puppeteer-core';

const [url, runsArg] = process.argv.slice(2);
if (!url) {
  console.error('usage: node start-tasks.mjs URL [RUNS]');
  process.exit(2);
}
const runs = Number(runsArg ?? 7);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});

const hydrated = () => {
  const header = document.querySelector('#root header');
  return header !== null && Object.keys(header).some((k) => k.startsWith('__reactProps'));
};

async function load() {
  const page = await browser.newPage();
  await page.emulate({
    viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  });
  await page.tracing.start({
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(hydrated, { timeout: 60_000, polling: 100 });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString()).traceEvents;
  await page.close();
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const main = events.find((e) => e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain');
  const onMain = (e) => e.pid === fcp.pid && e.tid === main.tid && e.ph === 'X';
  const tasks = events.filter((e) => e.name === 'RunTask' && onMain(e) && e.ts >= fcp.ts && e.tdur);
  const what = (task) => {
    const inside = events.filter(
      (e) => onMain(e) && e.ts >= task.ts && e.ts < task.ts + task.dur && e.name !== 'RunTask' && e.tdur,
    );
    const top = inside.sort((a, b) => b.tdur - a.tdur)[0];
    const named = inside.find((e) => e.args?.data?.url || e.args?.data?.name || e.args?.data?.functionName);
    const script = String(named?.args.data.url || named?.args.data.functionName || named?.args.data.name || '').replace(
      /^.*\//,
      '',
    );
    return `${top?.name ?? ''} ${script}`.trim();
  };
  const cpu = tasks.map((t) => t.tdur / 1000);
  const largest = tasks.sort((a, b) => b.tdur - a.tdur)[0];
  if (process.env.DEBUG)
    console.log(
      tasks
        .slice(0, 5)
        .map((t) => `${((t.ts - fcp.ts) / 1000).toFixed(0)} ms: ${(t.tdur / 1000).toFixed(1)} ${what(t)}`),
    );
  return {
    largest: largest.tdur / 1000,
    what: what(largest),
    blocking: cpu.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0),
    over: cpu.filter((ms) => 4 * ms > 50).length,
  };
}

const rows = [];
for (let i = 0; i < runs; i++) rows.push(await load());
await browser.close();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`${url}: the main thread's tasks after the first paint, ms of CPU`);
for (const r of rows)
  console.log(
    `  largest ${r.largest.toFixed(1).padStart(5)}  (${r.what})  blocking at 4x ${r.blocking.toFixed(0).padStart(4)}  tasks over 12.5 ms: ${r.over}`,
  );
console.log(
  `  median: largest ${median(rows.map((r) => r.largest)).toFixed(1)} ms, blocking at 4x ${median(rows.map((r) => r.blocking)).toFixed(0)} ms`,
);
