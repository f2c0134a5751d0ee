/**
 * The catalogue's search call, `GET /api/products/search` (docs/search.md): its parameters, its
 * answer and its query in the cache, shared by the category pages, the site-wide search page and
 * the page HTML's embedded answers (lib/page-data.ts).
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from './api';
import { productKeys } from './query-keys';
import type { Product } from '@/types/api';

/** Products per answer: the first page and each 'Show more'. */
export const SEARCH_PAGE_SIZE = 24;

export type Facet = { value: string; count: number };
export type SearchFacets = {
  types?: Facet[];
  brands?: Facet[];
  price?: { min: string; max: string };
  length?: { min: number; max: number };
  year?: { min: number; max: number };
  guests?: { max: number };
};
export type SearchAnswer = { items: Product[]; total: number; nextCursor: string | null; facets: SearchFacets };

/** The sorts a visitor picks; `relevance` only while a query holds a word (docs/search.md, "The call"). */
export const SORTS = ['name', 'price-low', 'price-high', 'newest'] as const;
export type Sort = (typeof SORTS)[number] | 'relevance';

/** The specification filters, as both the page's URL and the call hold them (?type=&lengthMin=…). */
export const FILTER_KEYS = [
  'type',
  'lengthMin',
  'lengthMax',
  'guests',
  'yearMin',
  'yearMax',
  'priceMin',
  'priceMax',
  'brand',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type SpecFilters = Partial<Record<FilterKey, string>>;

/** What a list asks the call for, without the paging; one cache entry per distinct value. */
export type SearchParams = Partial<Record<'category' | 'q' | 'sort' | FilterKey, string>>;
const KEYS = ['category', 'q', 'sort', ...FILTER_KEYS] as const;

export function parseFilters(params: URLSearchParams): SpecFilters {
  const out: SpecFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) out[key] = value;
  }
  return out;
}

/** The sort a URL asked for, if it is one the page offers; `relevance` only with a query. */
export function parseSort(value: string | null, query: string): Sort | undefined {
  if (value === 'relevance') return query.trim() ? 'relevance' : undefined;
  return SORTS.find((s) => s === value);
}

/** The order the server uses when no sort is given (docs/search.md, "The call"). */
export const defaultSort = (query: string): Sort => (query.trim() ? 'relevance' : 'name');

/**
 * The same parameters in one order, without empty values: two lists asking the same share one
 * cache entry, and the embedded answer's path finds the key the page reads.
 */
export function canonicalSearch(params: SearchParams): SearchParams {
  const out: SearchParams = {};
  for (const key of KEYS) {
    const value = params[key]?.trim();
    if (value) out[key] = key === 'q' ? value.slice(0, 200) : value;
  }
  return out;
}

/** The call's path for `params`, from `cursor` when it is a later page. */
export function searchPath(params: SearchParams, cursor?: string | null): string {
  const query = new URLSearchParams(canonicalSearch(params) as Record<string, string>);
  query.set('limit', String(SEARCH_PAGE_SIZE));
  if (cursor) query.set('cursor', cursor);
  return `/api/products/search?${query.toString()}`;
}

/** The parameters of a first page's path (the page HTML's embedded answer); undefined for any other path. */
export function searchParamsOfPath(path: string): SearchParams | undefined {
  const [route, search = ''] = path.split('?', 2);
  if (route !== '/api/products/search') return undefined;
  const query = new URLSearchParams(search);
  if (query.has('cursor') || (query.get('limit') ?? String(SEARCH_PAGE_SIZE)) !== String(SEARCH_PAGE_SIZE)) {
    return undefined;
  }
  return canonicalSearch(Object.fromEntries(KEYS.map((k) => [k, query.get(k) ?? ''])));
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
