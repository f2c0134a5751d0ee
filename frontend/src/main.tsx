import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Created before the first render: the router starts the current page's loaders (its API
// requests) and lazy chunk right away, while React renders.
const queryClient = createQueryClient();
const router = createRouter(queryClient);

// A transition render is time-sliced: the first render yields to the browser every few
// milliseconds instead of blocking the main thread for its whole length.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
});
