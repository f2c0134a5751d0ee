// Prints the four Lighthouse category scores per page (median performance run when repeated,
// with each run's performance score and blocking time)
// and the main performance metrics. Arguments: "path|report.json" ...
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const byPath = new Map();
for (const arg of process.argv.slice(2)) {
  const [path, file] = arg.split("|");
  const lhr = JSON.parse(fs.readFileSync(file, "utf8"));
  if (!byPath.has(path)) byPath.set(path, []);
  byPath.get(path).push(lhr);
}

// What the page fetched before its largest paint, as the browser observed it (Lighthouse's
// simulated LCP is computed from these same requests): requests that ended before the
// observed LCP, and their bytes on the wire.
function beforeLargestPaint(lhr) {
  const lcp =
    lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  if (lcp === undefined || !requests.length) return "-";
  const start = Math.min(...requests.map((r) => r.networkRequestTime));
  const early = requests.filter((r) => r.networkEndTime - start <= lcp);
  const bytes = early.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return `${early.length} req, ${(bytes / 1024).toFixed(1)} KiB`;
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr, id) => lhr.audits[id]?.displayValue ?? "-";
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// The speed goal (docs/frontend.md, "The speed goal") on the median of the runs, metric by
// metric: what falls short, or "met".
function goal(runs) {
  const short = [];
  const med = (f) => median(runs.map(f));
  if (med((r) => score(r, "performance")) < 100) short.push("Perf");
  if (med((r) => numeric(r, "largest-contentful-paint")) > 1500)
    short.push("LCP");
  if (med((r) => numeric(r, "total-blocking-time")) > 50) short.push("TBT");
  if (med((r) => numeric(r, "cumulative-layout-shift")) > 0) short.push("CLS");
  for (const id of ["accessibility", "best-practices", "seo"])
    if (med((r) => score(r, id)) < 100) short.push(id);
  return short.length ? `short: ${short.join(" ")}` : "met";
}

const rows = [];
const failing = [];
for (const [path, runs] of byPath) {
  // Each run's blocking time in the order run, and their median (which may come from another
  // run than the median performance run's).
  const tbts = runs.map((r) => Math.round(numeric(r, "total-blocking-time")));
  const medianTbt = median(tbts);
  runs.sort((a, b) => score(a, "performance") - score(b, "performance"));
  const lhr = runs[Math.floor(runs.length / 2)];
  rows.push([
    path,
    score(lhr, "performance"),
    score(lhr, "accessibility"),
    score(lhr, "best-practices"),
    score(lhr, "seo"),
    metric(lhr, "first-contentful-paint"),
    metric(lhr, "largest-contentful-paint"),
    metric(lhr, "total-blocking-time"),
    metric(lhr, "cumulative-layout-shift"),
    metric(lhr, "speed-index"),
    goal(runs),
    beforeLargestPaint(lhr),
  ]);
  for (const [id, cat] of Object.entries(lhr.categories)) {
    for (const ref of cat.auditRefs) {
      const a = lhr.audits[ref.id];
      if (
        ref.weight > 0 &&
        a.score !== null &&
        a.score < 1 &&
        id !== "performance"
      ) {
        failing.push(`${path}  [${id}] ${a.id}: ${a.title}`);
      }
    }
  }
  if (runs.length > 1)
    rows
      .at(-1)
      .push(
        `perf runs (low to high): ${runs.map((r) => score(r, "performance")).join(", ")}; TBT runs (in order): ${tbts.join(", ")} ms (median ${medianTbt})`,
      );
}

const head = [
  "page",
  "Perf",
  "A11y",
  "BP",
  "SEO",
  "FCP",
  "LCP",
  "TBT",
  "CLS",
  "SI",
  "goal (medians)",
  "before LCP",
];
const table = [head, ...rows];
const widths = head.map((_, i) =>
  Math.max(...table.map((r) => String(r[i] ?? "").length)),
);
console.log(
  `Lighthouse ${[...byPath.values()][0][0].lighthouseVersion}, mobile preset (targets: Perf 100, LCP <= 1.5 s, TBT <= 50 ms, CLS 0; A11y, BP, SEO 100)`,
);
for (const r of table)
  console.log(
    r
      .map((c, i) => String(c ?? "").padEnd(widths[i]))
      .join("  ")
      .trimEnd(),
  );
// The browser's build and the machine's speed as Lighthouse timed it before each run: tables
// from different machines or days are compared knowing both.
const reports = [...byPath.values()].flat();
const speeds = reports.map((r) => r.environment.benchmarkIndex);
const browser = (() => {
  try {
    return execFileSync(process.env.CHROME_PATH ?? "chromium", ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "browser version unknown";
  }
})();
console.log(
  `${browser}; benchmarkIndex ${Math.min(...speeds)}-${Math.max(...speeds)} over ${reports.length} runs`,
);
if (failing.length) {
  console.log("\nAudits below 100% outside performance:");
  for (const f of failing) console.log(`  ${f}`);
}
