/** The search call's query in the cache (docs/search.md): the list pages', and its path for any caller. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from './api';
import { canonicalSearch, SEARCH_PAGE_SIZE, type SearchAnswer, type SearchParams } from './product-search';
import { productKeys } from './query-keys';

/** The call's path for `params`, from `cursor` when it is a later page; `limit` products at most. */
export function searchPath(params: SearchParams, cursor?: string | null, limit = SEARCH_PAGE_SIZE): string {
  const query = new URLSearchParams(canonicalSearch(params) as Record<string, string>);
  query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  return `/api/products/search?${query.toString()}`;
}

/**
 * The pages of one list, each asked with the previous page's `nextCursor`. A list the
 * visitor has left (a keystroke, a filter) has its request aborted through `signal`.
 */
export const searchQueryOptions = (params: SearchParams) => {
  const canonical = canonicalSearch(params);
  return infiniteQueryOptions({
    queryKey: productKeys.search(canonical),
    queryFn: ({ pageParam, signal }) => api.get<SearchAnswer>(searchPath(canonical, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: SearchAnswer) => last.nextCursor ?? undefined,
  });
};
