/**
 * The catalogue's search call, `GET /api/products/search` (docs/search.md): its parameters, its
 * answer and its parameters, shared by the category pages and the site-wide search page (the
 * query itself is in lib/search-query.ts, the URL's sorts in features/catalogue/lib/search-params.ts).
 */
import type { Product } from '@/types/api';

/** Products per answer: the first page and each 'Show more'. */
export const SEARCH_PAGE_SIZE = 24;

export type Facet = { value: string; count: number };
export type SearchFacets = {
  types?: Facet[];
  brands?: Facet[];
  /** The engines parts fit, the 30 most common (docs/parts-lists.md). */
  fits?: Facet[];
  price?: { min: string; max: string };
  length?: { min: number; max: number };
  year?: { min: number; max: number };
  guests?: { max: number };
};
/** An answer; `Item` is CardProduct for a call with `view=card` (docs/search.md, "Cards"). */
export type SearchAnswer<Item = Product> = { items: Item[]; total: number; nextCursor: string | null; facets: SearchFacets };

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
  'fits',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type SpecFilters = Partial<Record<FilterKey, string>>;

/** What a list asks the call for, without the paging; one cache entry per distinct value. */
export type SearchParams = Partial<Record<'category' | 'q' | 'sort' | FilterKey, string>>;
const KEYS = ['category', 'q', 'sort', ...FILTER_KEYS] as const;

/**
 * The same parameters in one order, without empty values: two lists asking the same share one
 * cache entry (the route loader's and the page's, app/router.tsx).
 */
export function canonicalSearch(params: SearchParams): SearchParams {
  const out: SearchParams = {};
  for (const key of KEYS) {
    const value = params[key]?.trim();
    if (value) out[key] = key === 'q' ? value.slice(0, 200) : value;
  }
  return out;
}
