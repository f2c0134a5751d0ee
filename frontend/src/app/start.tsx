import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { createRouter } from './router';

/** Ends the current task, so the browser's main thread is free in between (no long task). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Creates the router, which starts the current page's loaders (its API requests) and lazy
 * chunk at once, then renders. Each step is a task of its own, and the render is a
 * transition, which React time-slices (it yields to the browser every few milliseconds).
 */
export async function startApp(root: Root) {
  await nextTask();
  const queryClient = createQueryClient();
  const router = createRouter(queryClient);
  await nextTask();
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}
