/**
 * What the category worker is asked and how it answers (docs/large-catalogues.md, "A large
 * category in a worker"): a pure handler over `fetch` (lib/worker-client.ts), so that the
 * worker file is a thin shell around it and the unit tests (jsdom has no Worker) run the same
 * code in their thread.
 *
 * `load` fetches a category's JSON and parses it. A small category goes back whole: the page
 * then filters and sorts it itself, as it does with the page HTML's data. A large one stays
 * here, and each `view` answers with the page of cards shown and the counts, through the same
 * `viewOf` the page uses for a small one.
 */
import { answering, fetchJson, type Failure } from '@/lib/worker-client';
import type { Product } from '@/types/api';
import { brandsOf, viewOf, type CategoryView, type ViewQuery } from './filter-products';

/**
 * From this size of JSON (bytes) on, a category stays in the worker. The page HTML embeds a
 * category's data up to the same size (src/api/pages/first_screen.cpp): what a first load
 * handles in the page's thread, a client navigation does too.
 */
export const KEEP_FROM_BYTES = 256 * 1024;

export type CategoryRequest =
  | { type: 'load'; url: string; keepFrom: number }
  | { type: 'view'; dataset: number; query: ViewQuery; limit: number };

/** A loaded category: the whole array, or the handle of the copy kept in the worker. */
export type Loaded =
  | { kind: 'all'; products: Product[] }
  | { kind: 'kept'; dataset: number; total: number; brands: string[] };

/**
 * The worker's state and its answer to each request: the last copy of each category URL is
 * kept (three categories at most), an earlier copy of the same URL is let go.
 */
export function categoryHandler(fetchFn: typeof fetch) {
  const kept = new Map<string, { dataset: number; products: readonly Product[] }>();
  let datasets = 0;

  async function load(url: string, keepFrom: number): Promise<Loaded> {
    const { value: products, bytes } = await fetchJson<Product[]>(fetchFn, url);
    if (bytes < keepFrom) return { kind: 'all', products };
    const dataset = ++datasets;
    kept.set(url, { dataset, products });
    return { kind: 'kept', dataset, total: products.length, brands: brandsOf(products) };
  }

  function view(dataset: number, query: ViewQuery, limit: number): CategoryView {
    const entry = [...kept.values()].find((k) => k.dataset === dataset);
    if (!entry) throw { message: 'The category was loaded again: ask the new copy' } satisfies Failure;
    return viewOf(entry.products, query, limit);
  }

  return answering<CategoryRequest, Loaded | CategoryView>((request) =>
    request.type === 'load' ? load(request.url, request.keepFrom) : view(request.dataset, request.query, request.limit),
  );
}
