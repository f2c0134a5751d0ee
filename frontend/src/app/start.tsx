import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { seedPageData } from '@/lib/page-data';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { createRouter, createRoutes, startPageCode } from './router';

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
 * Asks for the current page's code, creates the router, which starts the page's loaders (its
 * API requests), then renders. Each step is a task of its own, and the render is a
 * transition, which React time-slices (it yields to the browser every few milliseconds): on a
 * phone, a task over 50 ms delays whatever the visitor does meanwhile (docs/architecture.md,
 * "First paint").
 */
export async function startApp(root: Root) {
  await nextTask();
  loadSessionStorage();
  await nextTask();
  const queryClient = createQueryClient();
  seedPageData(queryClient);
  const routes = createRoutes(queryClient);
  await nextTask();
  startPageCode(routes);
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
