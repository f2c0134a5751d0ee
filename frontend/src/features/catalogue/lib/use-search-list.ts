import { keepPreviousData, replaceEqualDeep, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { type SearchFacets, type SearchParams } from '@/lib/product-search';
import { searchQueryOptions } from '@/lib/search-query';
import type { CardProduct } from '@/types/api';

/** What a list page shows of a search (the first `count` products) and its counts. */
export type SearchList = {
  status: 'pending' | 'error' | 'success';
  refetch: () => void;
  items: readonly CardProduct[];
  /** How many products the search and filters find. */
  total: number;
  /** The filters' choices: what the search finds before the filters (docs/search.md). */
  facets: SearchFacets;
  /** A later page is on its way ('Show more', or Back to a list longer than one page). */
  loadingMore: boolean;
  /** The later page failed: the list stays, and `more` asks again. */
  moreFailed: boolean;
  more: () => void;
  /** The results on screen are the previous search's while this one's are asked for. */
  updating: boolean;
  /** As many products as asked for are here (or all there are): Back can scroll to its place. */
  complete: boolean;
};

const NONE: never[] = [];
const NO_FACETS: SearchFacets = {};

/**
 * `next` with each product that equals (deeply) the one of `previous` with its id replaced by
 * that one: another search's answer is new objects for the same products, and the memoised
 * cards (components/catalogue/product-card.tsx) of the products that stay then skip their
 * render (docs/large-catalogues.md, "A search keystroke").
 */
function keepEqualProducts(previous: readonly CardProduct[], next: readonly CardProduct[]): readonly CardProduct[] {
  if (previous.length === 0 || next === previous) return next;
  const byId = new Map(previous.map((p) => [p.id, p]));
  return next.map((p) => {
    const old = byId.get(p.id);
    return old ? replaceEqualDeep(old, p) : p;
  });
}

/** `items` with the products the previous list had kept as its objects (keepEqualProducts). */
function useSameProducts(items: readonly CardProduct[]): readonly CardProduct[] {
  const [kept, setKept] = useState({ source: items, items });
  if (kept.source === items) return kept.items;
  const next = { source: items, items: keepEqualProducts(kept.items, items) };
  setKept(next);
  return next.items;
}

/**
 * One search list through the server (docs/search.md): the first page, then a page per cursor
 * until `count` products are there ('Show more' raises it; Back brings a longer list's count
 * back, lib/use-incremental-list.ts). While a new search is asked for, the previous results
 * stay on screen; the request of a search the visitor has typed past is aborted (the query's
 * `signal`, lib/product-search.ts).
 */
export function useSearchList(params: SearchParams, count: number, enabled = true): SearchList {
  const query = useInfiniteQuery({
    ...searchQueryOptions(params),
    enabled,
    // The route's loader asks for the first list of a visit (app/router.tsx); after a failure
    // the page does not ask again by mounting (app/__tests__/no-refetch-after-failure.test.tsx).
    placeholderData: keepPreviousData,
  });
  const { data, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;
  const all = useMemo(() => data?.pages.flatMap((p) => p.items) ?? NONE, [data]);
  const items = useSameProducts(useMemo(() => (all.length > count ? all.slice(0, count) : all), [all, count]));
  const missing = all.length < count && hasNextPage;

  // More pages until `count` are there; a failed page waits for 'Show more' (or 'Try again').
  useEffect(() => {
    if (missing && !isFetching && !isFetchNextPageError && !query.isPlaceholderData) void fetchNextPage();
  }, [missing, isFetching, isFetchNextPageError, query.isPlaceholderData, fetchNextPage]);

  const first = data?.pages[0];
  return {
    status: first ? 'success' : query.isError ? 'error' : 'pending',
    refetch: () => void query.refetch(),
    items,
    total: first?.total ?? 0,
    facets: first?.facets ?? NO_FACETS,
    loadingMore: query.isFetchingNextPage,
    moreFailed: isFetchNextPageError,
    more: () => {
      if (!query.isFetchingNextPage) void fetchNextPage();
    },
    updating: query.isPlaceholderData,
    complete: first !== undefined && !missing && !query.isPlaceholderData,
  };
}
