/** The search call's query in the cache (docs/search.md): the list pages', and its path for any caller. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from './api';
import { canonicalSearch, SEARCH_PAGE_SIZE, type SearchAnswer, type SearchParams } from './product-search';
import { productKeys } from './query-keys';
import type { CardProduct } from '@/types/api';

/**
 * The call's path for `params`, from `cursor` when it is a later page; `limit` products at most;
 * with `view` 'card', each product as its card draws it.
 */
export function searchPath(params: SearchParams, cursor?: string | null, limit = SEARCH_PAGE_SIZE, view?: 'card'): string {
  const query = new URLSearchParams(canonicalSearch(params) as Record<string, string>);
  query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  if (view) query.set('view', view);
  return `/api/products/search?${query.toString()}`;
}

/**
 * The pages of one list of cards (docs/search.md, "Cards"), each asked with the previous page's `nextCursor`. A list the
 * visitor has left (a keystroke, a filter) has its request aborted through `signal`.
 */
export const searchQueryOptions = (params: SearchParams) => {
  const canonical = canonicalSearch(params);
  return infiniteQueryOptions({
    queryKey: productKeys.search(canonical),
    queryFn: ({ pageParam, signal }) =>
      api.get<SearchAnswer<CardProduct>>(searchPath(canonical, pageParam, SEARCH_PAGE_SIZE, 'card'), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: SearchAnswer<CardProduct>) => last.nextCursor ?? undefined,
  });
};
