/** A list page's sorts and filters as its URL holds them (docs/search.md, "The call"). */
import { FILTER_KEYS, type SpecFilters } from '@/lib/product-search';

/** The sorts a visitor picks; `relevance` only while a query holds a word (docs/search.md, "The call"). */
export const SORTS = ['name', 'price-low', 'price-high', 'newest'] as const;
export type Sort = (typeof SORTS)[number] | 'relevance';

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
