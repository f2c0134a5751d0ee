// What the Lighthouse tools here read from a saved Chromium trace (lighthouse --save-assets).
import { readFileSync } from 'node:fs';

/**
 * The trace's events, its first contentful paint and the page's main thread: the thread named
 * CrRendererMain of the process that painted it.
 */
export function readTrace(file) {
  const trace = JSON.parse(readFileSync(file, 'utf8'));
  const events = trace.traceEvents ?? trace;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error(`no firstContentfulPaint in ${file}`);
  const main = events.find((e) => e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain');
  return { events, fcp, main };
}

/** Each thread's "process / thread" name by its id (on Linux the system's thread id). */
export function threadLabels(events) {
  const processNames = new Map(events.filter((e) => e.name === 'process_name').map((e) => [e.pid, e.args.name]));
  return new Map(
    events
      .filter((e) => e.name === 'thread_name')
      .map((e) => [String(e.tid), `${processNames.get(e.pid) ?? e.pid} / ${e.args.name}`]),
  );
}
