// The main-thread tasks of Lighthouse's own simulation (Lantern), as it times them: each task of
// MIN_MS or more, when it starts and how long it takes after the CPU slowdown, with what it did.
// Total Blocking Time counts the part over 50 ms of every such task after the simulated first
// paint, which Lantern computes on a smaller graph (the first parse, layout and paint): a task
// the page ran before its first paint can land after it here.
//
//   cd DIR && LANTERN_DEBUG=1 lighthouse URL --save-assets --output=json --output-path=DIR/run.json
//   node benchmarks/lighthouse/lantern-tasks.mjs DIR/run-optimisticTotalBlockingTime.trace.json [MIN_MS=40]
import { readFileSync } from "node:fs";

const [file, minArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: node lantern-tasks.mjs SIMULATION.trace.json [MIN_MS]");
  process.exit(2);
}
const minMs = Number(minArg ?? 40);
const trace = JSON.parse(readFileSync(file, "utf8"));
const events = trace.traceEvents ?? trace;
const start = events.find((e) => e.name === "TracingStartedInPage")?.ts ?? 0;
const tasks = events
  .filter((e) => e.name === "Task" && e.dur >= minMs * 1000)
  .sort((a, b) => a.ts - b.ts);

console.log(
  `simulated main-thread tasks >= ${minMs} ms (start and duration in ms from the navigation):`,
);
for (const task of tasks) {
  const inside = events.filter(
    (e) =>
      e !== task &&
      e.ph === "X" &&
      e.name !== "Task" &&
      e.tid === task.tid &&
      e.ts >= task.ts &&
      e.ts < task.ts + task.dur,
  );
  const byName = new Map();
  for (const e of inside) {
    const url = e.args?.data?.url?.split("/").pop();
    const key = url ? `${e.name} ${url}` : e.name;
    byName.set(key, (byName.get(key) ?? 0) + e.dur / 1000);
  }
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 4);
  const what = top.map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(", ");
  console.log(
    `  ${((task.ts - start) / 1000).toFixed(0).padStart(6)} ${(task.dur / 1000).toFixed(0).padStart(5)}  ${what}`,
  );
}
