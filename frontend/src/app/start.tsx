import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadArabic, langOfPath } from '@/i18n/lang';
import { hydratePageData } from '@/lib/page-data';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { createRouter, createRoutes, hydrationData, pageCode } from './router';
import { replayEarlyTaps } from './early-taps';

/** Ends the current task, so the browser's main thread is free in between (no long task). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The tab's session storage is loaded from the browser at its first use, synchronously (3-10 ms
 * measured in Chromium): first used by itself, not inside the router's creation, which reads it.
 */
function loadSessionStorage() {
  try {
    void window.sessionStorage.length;
  } catch {
    // Storage refused (a privacy setting): the router and the pages do without it.
  }
}

/**
 * react-router's browser history numbers the tab's entries in `history.state.idx` and, when the
 * entry has none, sets it by `history.replaceState` in the task creating the router (5-12 ms
 * in Chromium under Lighthouse, most of it waiting on the browser): done in a task of its own.
 * Had the library stopped reading `idx`, this would only leave an unused number in the state.
 */
function numberHistoryEntry() {
  const state = window.history.state as { idx?: unknown } | null;
  if (state?.idx != null) return;
  window.history.replaceState({ ...state, idx: 0 }, '');
}

/**
 * Asks for the current page's code (each lazy route's chunk in a task of its own: the bundler's
 * preload links for a chunk's imports cost about a millisecond each), creates the router, then
 * renders. Each step is a task of its own, and the render is a transition, which React
 * time-slices (it yields to the browser every few milliseconds): on a phone, a task over 50 ms
 * delays whatever the visitor does meanwhile (docs/first-paint.md).
 *
 * A page whose `#root` holds the server's rendering (entry-server.tsx) is hydrated: its query
 * client filled with the page's data (the queries the server's run of the loaders made), its
 * lazy routes resolved and its language's catalogue loaded first, and the router told its
 * loaders have run, so the first render is the server's and React keeps every element. Any
 * other page (the static index.html, the page server down) is rendered anew, its loaders
 * starting its requests.
 */
export async function startApp(container: HTMLElement) {
  const rendered = container.firstElementChild !== null;
  await nextTask();
  loadSessionStorage();
  await nextTask();
  const queryClient = createQueryClient();
  hydratePageData(queryClient);
  const routes = createRoutes(queryClient);
  await nextTask();
  const code = pageCode(routes);
  for (const askForCode of code) {
    const asked = askForCode();
    if (rendered) await asked;
    else await nextTask();
  }
  if (rendered && langOfPath(window.location.pathname) === 'ar') await loadArabic(window.location.pathname);
  numberHistoryEntry();
  await nextTask();
  const router = createRouter(routes, rendered ? hydrationData(routes) : undefined);
  await nextTask();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  if (rendered) {
    startTransition(() => void hydrateRoot(container, app));
    replayEarlyTaps();
  } else {
    startTransition(() => createRoot(container).render(app));
  }
}
