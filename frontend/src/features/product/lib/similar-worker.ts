/**
 * The product page's similar listings, worked out in a worker of their own
 * (docs/large-catalogues.md, "A large category in a worker"): a category of thousands is 2.8 MB
 * of JSON, which the page's thread would otherwise fetch and parse for four cards. The handler
 * is pure (lib/worker-client.ts): the worker file serves it, the unit tests run it here.
 */
import type { CategorySlug } from '@/config/site';
import { apiUrl } from '@/lib/api';
import { categoryProductsPath } from '@/lib/category-products';
import { answering, fetchJson, workerClient } from '@/lib/worker-client';
import type { Product } from '@/types/api';
import { similarListings } from './similar';

export type SimilarRequest = { url: string; product: Product };

/** Fetched anew per request: a staff change is seen, and the worker holds nothing between pages. */
export const similarHandler = (fetchFn: typeof fetch) =>
  answering<SimilarRequest, Product[]>(async ({ url, product }) =>
    similarListings(product, (await fetchJson<Product[]>(fetchFn, url)).value),
  );

const ask = workerClient<SimilarRequest, Product[]>(
  () => new Worker(new URL('./similar.worker.ts', import.meta.url), { type: 'module' }),
  // `fetch` looked up per request: the unit tests stub it per test.
  () => similarHandler((input, init) => fetch(input, init)),
);

/** Up to four products of `slug` nearest to `product`, from the worker. */
export const similarInWorker = (slug: CategorySlug, product: Product) =>
  ask({ url: apiUrl(categoryProductsPath(slug)), product });
