/**
 * The page's side of the category worker (docs/large-catalogues.md, "A large category in a
 * worker"): one module worker for the tab, made on first use (lib/worker-client.ts).
 */
import type { CategorySlug } from '@/config/site';
import { apiUrl } from '@/lib/api';
import { categoryProductsPath } from '@/lib/category-products';
import { workerClient } from '@/lib/worker-client';
import type { CategoryView, ViewQuery } from './filter-products';
import { categoryHandler, KEEP_FROM_BYTES, type CategoryRequest, type Loaded } from './category-worker-protocol';

const ask = workerClient<CategoryRequest, Loaded | CategoryView>(
  () => new Worker(new URL('./category.worker.ts', import.meta.url), { type: 'module' }),
  // `fetch` looked up per request: the unit tests stub it per test.
  () => categoryHandler((input, init) => fetch(input, init)),
);

/** A category's products: the whole array when small, else the worker's handle of its copy. */
export const loadCategory = (slug: CategorySlug) =>
  ask({ type: 'load', url: apiUrl(categoryProductsPath(slug)), keepFrom: KEEP_FROM_BYTES }) as Promise<Loaded>;

/** The first `limit` products of a kept category that `query` finds, and how many it finds. */
export const viewCategory = (dataset: number, query: ViewQuery, limit: number) =>
  ask({ type: 'view', dataset, query, limit }) as Promise<CategoryView>;
