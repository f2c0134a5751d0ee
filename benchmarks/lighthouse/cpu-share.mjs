// Who has the machine's cores while Lighthouse loads a page: one Lighthouse run (mobile preset)
// under `perf sched record`, then, for the WINDOW ms after the first contentful paint (the time
// Total Blocking Time counts), each thread's time on a core and the page's main thread's time
// split into running, waiting for a core (switched out runnable: preempted) and asleep
// (waiting for work). Lighthouse multiplies the main thread's task times as observed by 4, so a
// task that waits for a core counts as if the page had computed meanwhile. Figures only.
//
//   node benchmarks/lighthouse/cpu-share.mjs URL [WINDOW=500]
//   AT=commit node benchmarks/lighthouse/cpu-share.mjs URL
//
// With AT=commit the window is instead the main-thread task that commits the navigation (the
// largest task of Lighthouse's simulation, before the first paint: lantern-tasks.mjs).
//
// Needs `perf` (Debian: linux-perf) and root. Chromium's trace and perf share one clock
// (CLOCK_MONOTONIC), so the trace's first paint places the window in perf's records.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTrace, threadLabels } from './trace-events.mjs';

const [url, windowArg] = process.argv.slice(2);
if (!url) {
  console.error('usage: node cpu-share.mjs URL [WINDOW_MS]');
  process.exit(2);
}
let windowMs = Number(windowArg ?? 500);
const here = dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'cpu-share-'));
const flags = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

const lighthouse = spawnSync(
  'perf',
  ['sched', 'record', '-o', join(work, 'perf.data'), '--', join(here, 'node_modules/.bin/lighthouse'), url,
    '--output=json', `--output-path=${join(work, 'report.json')}`, '--quiet', '--save-assets', `--chrome-flags=${flags}`],
  { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'pipe'] },
);
if (lighthouse.status !== 0) {
  console.error(`perf or lighthouse failed:\n${lighthouse.stderr}`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(join(work, 'report.json'), 'utf8'));
const { events, fcp, main: mainThread } = readTrace(join(work, 'report-0.trace.json'));
const mainTid = String(mainThread.tid);
const onMain = (e) => e.pid === fcp.pid && e.tid === mainThread.tid && e.ph === 'X';
const commit = events.filter((e) => onMain(e) && e.name === 'DocumentLoader::CommitNavigation').sort((a, b) => b.dur - a.dur)[0];
const commitTask = commit && events.find((e) => onMain(e) && e.name === 'RunTask' && e.ts <= commit.ts && e.ts + e.dur >= commit.ts + commit.dur);
if (process.env.AT === 'commit' && !commitTask) throw new Error('no navigation commit task in the trace');
const window = process.env.AT === 'commit' ? { ts: commitTask.ts, dur: commitTask.dur } : { ts: fcp.ts, dur: windowMs * 1000 };
windowMs = window.dur / 1000;
const from = window.ts / 1e6;
const until = from + windowMs / 1000;

// Every context switch: which thread left each core (and in what state), which came on.
const script = execFileSync('perf', ['script', '-i', join(work, 'perf.data'), '-F', 'cpu,time,event,trace'], {
  maxBuffer: 1 << 30,
  stdio: ['ignore', 'pipe', 'ignore'],
}).toString();
const switchPattern =
  /\[(\d+)\]\s+(\d+\.\d+):\s+sched:sched_switch:\s+prev_comm=(.*?) prev_pid=(\d+) prev_prio=\d+ prev_state=(\S+) ==> next_comm=(.*?) next_pid=(\d+)/;
const onCore = new Map(); // cpu -> { since, name, tid }
const ran = new Map(); // tid -> { name, ms }: time on a core in the window
const main = { preempted: 0, asleep: 0 };
let mainLeft = null; // { at, state }
const overlap = (a, b) => Math.max(0, Math.min(b, until) - Math.max(a, from)) * 1000;
for (const line of script.split('\n')) {
  const m = switchPattern.exec(line);
  if (!m) continue;
  const [, cpu, time, prevName, prevTid, prevState, nextName, nextTid] = m;
  const at = Number(time);
  const was = onCore.get(cpu);
  if (was) {
    const thread = ran.get(was.tid) ?? { name: was.name, ms: 0 };
    thread.ms += overlap(was.since, at);
    ran.set(was.tid, thread);
  }
  onCore.set(cpu, { since: at, name: nextName, tid: nextTid });
  if (prevTid === mainTid) mainLeft = { at, state: prevState };
  if (nextTid === mainTid && mainLeft) {
    main[mainLeft.state.startsWith('R') ? 'preempted' : 'asleep'] += overlap(mainLeft.at, at);
    mainLeft = null;
  }
}
rmSync(work, { recursive: true, force: true });

const tbt = report.audits['total-blocking-time'].numericValue;
const idle = (tid) => tid === '0'; // each core's idle task (swapper)
const busy = [...ran].filter(([tid]) => !idle(tid)).reduce((sum, [, t]) => sum + t.ms, 0);
const cores = cpus().length;
const what = process.env.AT === 'commit' ? 'of the navigation\'s commit task' : 'after the first paint';
console.log(`${url}: TBT ${tbt.toFixed(0)} ms; the ${windowMs.toFixed(0)} ms ${what}, ${cores} cores:`);
console.log(`  busy ${busy.toFixed(0)} ms of ${cores * windowMs}; the page's main thread ran ${(ran.get(mainTid)?.ms ?? 0).toFixed(0)} ms,`);
console.log(`  waited for a core ${main.preempted.toFixed(0)} ms, slept ${main.asleep.toFixed(0)} ms (waiting for work)`);
// Chromium's threads by the names its trace gives them (its pids and tids are the system's).
const traced = threadLabels(events);
for (const [tid, { name, ms }] of [...ran].sort((a, b) => b[1].ms - a[1].ms).slice(0, 14)) {
  console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${idle(tid) ? '(idle)' : (traced.get(tid) ?? `${name} [${tid}]`)}`);
}
