/**
 * The catalogue's search call, `GET /api/products/search` (docs/search.md): its parameters, its
 * answer and its parameters, shared by the category pages, the site-wide search page and
 * the page HTML's embedded answers (lib/page-data.ts, in every page's first JavaScript: the
 * query itself is in lib/search-query.ts, the URL's sorts in features/catalogue/lib/search-params.ts).
 */
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
