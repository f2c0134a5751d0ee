/**
 * The product page's similar listings from the search call (docs/search.md, "Similar listings"):
 * a few products of the same category, never the whole category (at 100,000 products that
 * was megabytes of JSON for four cards, docs/large-catalogues.md).
 */
import type { SearchAnswer, SearchParams } from '@/lib/product-search';
import { searchPath } from '@/lib/search-query';
import type { Product } from '@/types/api';
import { similarListings } from './similar';

/** Cards shown. */
export const SIMILAR_SHOWN = 4;
/** Products asked for per call: the cards, the product itself if it is among them, a few to rank. */
export const SIMILAR_ASKED = 9;

const VESSEL_CATEGORIES = ['vessel-chartering', 'vessel-sales-purchase'];

/**
 * The calls, narrowest first: the newest of the same vessel type (a vessel) or brand (a part),
 * then the newest of the category. `newest` needs no text to rank and walks an index; the
 * type or brand keeps the answer's summary to one per type or brand, which the server caches.
 */
export function similarSearches(product: Product): SearchParams[] {
  const wide: SearchParams = { category: product.category, sort: 'newest' };
  const specs = product.specs ?? {};
  const narrow: SearchParams | undefined = VESSEL_CATEGORIES.includes(product.category)
    ? specs.vesselType
      ? { type: specs.vesselType }
      : undefined
    : specs.brand
      ? { brand: specs.brand }
      : undefined;
  return narrow ? [{ ...wide, ...narrow }, wide] : [wide];
}

/**
 * Up to four products near `product`: the narrow call, then the wide one only when the narrow
 * one found fewer than four others; the found ranked by similarListings (type, length, price).
 * Hidden products are left out (a staff session's search includes them).
 */
export async function findSimilar(product: Product, get: (path: string) => Promise<SearchAnswer>): Promise<Product[]> {
  const found = new Map<string, Product>();
  for (const params of similarSearches(product)) {
    const answer = await get(searchPath(params, null, SIMILAR_ASKED));
    for (const p of answer.items) if (p.id !== product.id && p.isVisible !== false) found.set(p.id, p);
    if (found.size >= SIMILAR_SHOWN) break;
  }
  return similarListings(product, [...found.values()], SIMILAR_SHOWN);
}
