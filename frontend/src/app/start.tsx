import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { seedPageData } from '@/lib/page-data';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { createRouter, createRoutes, pageCode } from './router';

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
 * preload links for a chunk's imports cost about a millisecond each), creates the router,
 * which starts the page's loaders (its API requests), then renders. Each step is a task of its
 * own, and the render is a transition, which React time-slices (it yields to the browser every
 * few milliseconds): on a phone, a task over 50 ms delays whatever the visitor does meanwhile
 * (docs/architecture.md, "First paint").
 */
export async function startApp(root: Root) {
  await nextTask();
  loadSessionStorage();
  await nextTask();
  const queryClient = createQueryClient();
  seedPageData(queryClient);
  const routes = createRoutes(queryClient);
  await nextTask();
  for (const askForCode of pageCode(routes)) {
    askForCode();
    await nextTask();
  }
  numberHistoryEntry();
  await nextTask();
  const router = createRouter(routes);
  await nextTask();
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}
