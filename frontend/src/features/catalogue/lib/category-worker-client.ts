/**
 * The page's side of the category worker (docs/large-catalogues.md, "A large category in a
 * worker"): one module worker for the tab, made on first use, each request answered by its
 * id. Without a Worker (jsdom, in the unit tests), or if the worker cannot start, the same
 * handler runs in this thread, its answers copied as a worker's are.
 */
import type { CategorySlug } from '@/config/site';
import { ApiError, apiUrl } from '@/lib/api';
import { categoryProductsPath } from '@/lib/category-products';
import type { CategoryView, ViewQuery } from './filter-products';
import {
  categoryHandler,
  KEEP_FROM_BYTES,
  type Loaded,
  type WorkerAnswer,
  type WorkerRequest,
} from './category-worker-protocol';

type Ask = (request: WorkerRequest) => Promise<WorkerAnswer>;

function inThisThread(): Ask {
  // `fetch` looked up per request: the unit tests stub it per test.
  const handle = categoryHandler((input, init) => fetch(input, init));
  return async (request) => structuredClone(await handle(structuredClone(request)));
}

function inWorker(): Ask {
  const worker = new Worker(new URL('./category.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { request: WorkerRequest; answer: (a: WorkerAnswer) => void }>();
  worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
    waiting.get(event.data.id)?.answer(event.data);
    waiting.delete(event.data.id);
  };
  // The worker's script failed (not served, refused): this thread answers from now on.
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    ask = inThisThread();
    for (const { request, answer } of waiting.values()) void ask(request).then(answer);
    waiting.clear();
  };
  return (request) =>
    new Promise((answer) => {
      waiting.set(request.id, { request, answer });
      worker.postMessage(request);
    });
}

let ask: Ask | undefined;
let requests = 0;

async function request<T extends Loaded | CategoryView>(body: DistributiveOmit<WorkerRequest, 'id'>): Promise<T> {
  ask ??= typeof Worker === 'undefined' ? inThisThread() : inWorker();
  const answer = await ask({ ...body, id: ++requests } as WorkerRequest);
  if (answer.ok) return answer.value as T;
  const { failure } = answer;
  throw 'status' in failure ? new ApiError(failure.status, failure.statusText, failure.body) : new Error(failure.message);
}
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A category's products: the whole array when small, else the worker's handle of its copy. */
export const loadCategory = (slug: CategorySlug) =>
  request<Loaded>({ type: 'load', url: apiUrl(categoryProductsPath(slug)), keepFrom: KEEP_FROM_BYTES });

/** The first `limit` products of a kept category that `query` finds, and how many it finds. */
export const viewCategory = (dataset: number, query: ViewQuery, limit: number) =>
  request<CategoryView>({ type: 'view', dataset, query, limit });
