// The page server's link to the C++ API (docs/first-paint.md, "The page server and its page
// cache"):
// - the app's own client calls `fetch('/api/...')` with a relative URL, as in the browser; on
//   the server that fetch goes to API_URL, and each render notes what its answers said: the
//   data generation each carried (X-Site-Generation) and whether any failed;
// - the site's data generation, asked for every POLL_MS: a change of catalogue, banners,
//   settings or charter blocks on any instance raises it (docs/first-paint.md, "The data
//   generation a page is filed under").
import { AsyncLocalStorage } from 'node:async_hooks';

const renders = new AsyncLocalStorage();
const nativeFetch = globalThis.fetch;

/** What one render's API answers said. */
export class RenderReads {
  generations = new Set();
  failed = false;
  offline = false;

  /** The one generation all its answers carried, or undefined (none, several, or a failure). */
  generation() {
    if (this.failed || this.generations.size !== 1) return undefined;
    return [...this.generations][0];
  }
}

/** Runs `work` with the app's relative API requests going to `apiUrl`, noted in `reads`. */
export function withReads(reads, work) {
  return renders.run(reads, work);
}

/**
 * Installs the global fetch: a relative URL ("/api/...") goes to `apiUrl`; an answer of 5xx, or
 * no answer, marks the render as failed (its page is not kept); a render marked offline (the
 * warm-up) gets 503 without a request.
 */
export function installFetch(apiUrl, timeoutMs) {
  globalThis.fetch = async (input, init = {}) => {
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!target.startsWith('/')) return nativeFetch(input, init);
    const reads = renders.getStore();
    if (reads?.offline) return new Response('offline', { status: 503 });
    // The render's own signal or the deadline, whichever comes first (Node 18: no AbortSignal.any).
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const abort = () => controller.abort();
    init.signal?.addEventListener('abort', abort, { once: true });
    const signal = controller.signal;
    try {
      // Only what a visitor's browser would send to a public read: no cookie, no credentials.
      const answer = await nativeFetch(apiUrl + target, { method: init.method ?? 'GET', headers: { accept: 'application/json' }, signal });
      const generation = answer.headers.get('x-site-generation');
      if (reads) {
        if (generation && /^\d+$/.test(generation)) reads.generations.add(generation);
        else reads.failed = true;
        if (answer.status >= 500) reads.failed = true;
      }
      return answer;
    } catch (e) {
      if (reads) reads.failed = true;
      throw e;
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', abort);
    }
  };
}

/**
 * Asks GET /api/site/generation every `pollMs` and calls `onChange(generation)` when it grows
 * (a decimal string). While the API cannot vouch for it (503, down), nothing changes: what is
 * kept stays kept, as the read cache's stale-if-error does (docs/first-paint.md).
 */
export function watchGeneration(apiUrl, pollMs, onChange) {
  let current;
  let timer;
  let stopped = false;
  const ask = async () => {
    try {
      const answer = await nativeFetch(`${apiUrl}/api/site/generation`, { signal: AbortSignal.timeout(Math.max(pollMs * 5, 1000)) });
      if (answer.ok) {
        const { generation } = await answer.json();
        const next = String(generation);
        if (/^\d+$/.test(next) && (current === undefined || BigInt(next) > BigInt(current))) {
          current = next;
          await onChange(next);
        }
      } else {
        await answer.body?.cancel();
      }
    } catch {
      // The API is down or slow: ask again next time.
    }
    if (!stopped) timer = setTimeout(ask, pollMs);
  };
  void ask();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
