// The main thread's tasks in a Lighthouse trace (lighthouse --save-assets writes NAME-0.trace.json),
// from the first contentful paint on, as observed (unthrottled; Lighthouse's simulation scales
// them by its CPU slowdown, 4x on the mobile preset): each task of MIN_MS or more with what it
// spent its time on, and the script it ran. A tool for finding what adds to Total Blocking Time.
// Then the busiest threads of the whole browser meanwhile, and the frames it drew.
// Each task shows its wall time and its thread's CPU time (`cpu`): on a busy machine the first
// grows while the thread waits for a core, the second much less, so compare changes by it.
//
//   node benchmarks/lighthouse/tasks.mjs TRACE.json [MIN_MS=5]
import { readTrace, threadLabels } from './trace-events.mjs';

const [file, minArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node tasks.mjs TRACE.json [MIN_MS]');
  process.exit(2);
}
const minMs = Number(minArg ?? 5);
const { events, fcp, main } = readTrace(file);
const onMain = events.filter((e) => e.pid === fcp.pid && e.tid === main.tid && e.ph === 'X');
const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts + e.dur >= fcp.ts).sort((a, b) => a.ts - b.ts);

// A task's time by the kind of its child events (the innermost named kinds below).
const kinds = new Map([
  ['EvaluateScript', 'evaluate'],
  ['v8.evaluateModule', 'evaluate module'],
  ['FunctionCall', 'function'],
  ['V8.GC_SCAVENGER', 'gc'],
  ['MajorGC', 'gc'],
  ['MinorGC', 'gc'],
  ['UpdateLayoutTree', 'style'],
  ['Layout', 'layout'],
  ['Paint', 'paint'],
  ['PrePaint', 'prepaint'],
  ['Layerize', 'layerize'],
  ['ParseHTML', 'parse html'],
  ['ParseAuthorStyleSheet', 'parse css'],
  ['v8.compile', 'compile'],
  ['v8.compileModule', 'compile'],
  ['TimerFire', 'timer'],
  ['FireAnimationFrame', 'animation frame'],
  ['EventDispatch', 'event'],
  ['ResourceReceivedData', 'network'],
  // Lighthouse's own trace: the source text of each script the page compiles, written into the
  // trace on the main thread, in a task of its own (5-16 ms of CPU for React's 222 kB and the
  // app's 155 kB on this machine: trace-overhead.mjs).
  ['ScriptCatchup', 'trace: script source'],
]);
let total = 0;
let totalCpu = 0;
console.log(`first contentful paint at ${((fcp.ts - tasks[0]?.ts) / 1000).toFixed(1)} ms relative; tasks >= ${minMs} ms after it:`);
for (const task of tasks) {
  const ms = task.dur / 1000;
  const cpu = (task.tdur ?? task.dur) / 1000;
  if (ms < minMs) continue;
  total += Math.max(0, ms * 4 - 50);
  totalCpu += Math.max(0, cpu * 4 - 50);
  const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && kinds.has(e.name));
  const byKind = new Map();
  for (const e of inside) {
    // Only the outermost event of each kind counts (a FunctionCall inside a FunctionCall once).
    const parent = inside.find((o) => o !== e && o.name === e.name && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur);
    if (parent) continue;
    const k = kinds.get(e.name);
    byKind.set(k, (byKind.get(k) ?? 0) + e.dur / 1000);
  }
  const urls = new Set(inside.map((e) => e.args?.data?.url || e.args?.data?.scriptName).filter(Boolean));
  const parts = [...byKind].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ');
  console.log(
    `  +${((task.ts - fcp.ts) / 1000).toFixed(0).padStart(5)} ms  ${ms.toFixed(1).padStart(6)} ms (cpu ${cpu.toFixed(1).padStart(5)})  ${parts}`,
  );
  if (urls.size) console.log(`${' '.repeat(26)}${[...urls].map((u) => u.replace(/^https?:\/\/[^/]+/, '')).join(' ')}`);
}
console.log(
  `sum of (4 x task - 50 ms) over these tasks: ${total.toFixed(0)} ms wall, ${totalCpu.toFixed(0)} ms cpu (Lighthouse's simulated TBT differs)`,
);

// What else ran meanwhile. On a 2-core machine the main thread's wall time grows with the
// other threads' work: the compositor (software, without a GPU), Chromium's own processes,
// script compiles and image decodes. Each thread's time in the first 700 ms after the first
// paint, and the frames Lighthouse captured then (a screenshot per frame that changed).
const until = fcp.ts + 700_000;
const labels = threadLabels(events);
const perThread = new Map();
for (const e of events) {
  if (e.ph !== 'X' || e.ts < fcp.ts || e.ts >= until) continue;
  const key = `${e.pid}:${e.tid}`;
  const t = perThread.get(key) ?? { end: 0, wall: 0, cpu: 0 };
  // Top-level events only: one that starts inside the previous one is a part of it.
  if (e.ts >= t.end) {
    t.wall += e.dur;
    t.cpu += e.tdur ?? 0;
    t.end = e.ts + e.dur;
  }
  perThread.set(key, t);
}
const frames = events.filter((e) => e.name === 'Screenshot' && e.ts >= fcp.ts && e.ts < until).length;
console.log(`busiest threads in the 700 ms after the first paint (${frames} frames captured):`);
for (const [key, t] of [...perThread].sort((a, b) => b[1].cpu - a[1].cpu).slice(0, 5)) {
  const name = labels.get(key.split(':')[1]) ?? key;
  console.log(`  ${(t.cpu / 1000).toFixed(0).padStart(5)} ms cpu ${(t.wall / 1000).toFixed(0).padStart(5)} ms wall  ${name}`);
}
