// What Lighthouse's own trace costs the page's main thread. Lighthouse 12 records, besides the
// timeline, the source text of every script the page compiles (the trace categories
// disabled-by-default-devtools.v8-source-rundown and -sources). Chromium writes it on the main
// thread, in a task of its own after each script's compile: on a page whose code is asked for
// after the first paint, inside the window where Total Blocking Time is counted.
//
// Loads URL RUNS times in Debian's Chromium (a phone's viewport), traced alternately with
// Lighthouse's timeline categories alone and with the two source categories too, and prints per
// run the main-thread tasks that wrote a source of over 100 kB (wall / CPU ms) and the main
// thread's CPU in the 1.5 s after the app's first script compiled. Figures only.
//
//   node benchmarks/lighthouse/trace-overhead.mjs URL [RUNS=8]
import puppeteer from 'puppeteer-core';

const [url, runsArg] = process.argv.slice(2);
if (!url) {
  console.error('usage: node trace-overhead.mjs URL [RUNS]');
  process.exit(2);
}
const runs = Number(runsArg ?? 8);
const timeline = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'toplevel',
  'blink',
  'loading',
];
const sources = ['disabled-by-default-devtools.v8-source-rundown', 'disabled-by-default-devtools.v8-source-rundown-sources'];

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

async function traceOnce(categories) {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories }, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 800));
  await cdp.send('Tracing.end');
  await complete;
  await page.close();
  return events;
}

function summary(events) {
  const firstCompile = events.find((e) => e.name === 'v8.compileModule' && e.args?.data?.url?.includes('/assets/'));
  if (!firstCompile) return 'no module script compiled';
  const { pid, tid } = firstCompile;
  const tasks = events.filter(
    (e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ts >= firstCompile.ts - 50_000 && e.ts < firstCompile.ts + 1_500_000,
  );
  const cpu = tasks.reduce((sum, t) => sum + (t.tdur ?? 0), 0) / 1000;
  const written = events.filter((e) => e.name === 'ScriptCatchup' && e.pid === pid && (e.args?.data?.length ?? 0) > 100_000);
  const holding = written.map((w) => tasks.find((t) => t.ts <= w.ts && t.ts + t.dur >= w.ts)).filter(Boolean);
  const list = holding.map((t) => `${(t.dur / 1000).toFixed(1)}/${(t.tdur / 1000).toFixed(1)}`).join(', ');
  return `main thread ${cpu.toFixed(0)} ms CPU; tasks writing a script's source: ${list || 'none'}`;
}

for (let run = 1; run <= runs; run++) {
  const withSources = run % 2 === 0;
  const events = await traceOnce(withSources ? [...timeline, ...sources] : timeline);
  console.log(`${String(run).padStart(2)} ${withSources ? 'with sources   ' : 'timeline alone '} ${summary(events)}`);
}
await browser.close();
