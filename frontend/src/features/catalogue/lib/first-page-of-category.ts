/**
 * The page HTML of a category embeds its whole answer of `GET /api/products/category/{slug}`
 * (docs/architecture.md, "First paint") until it embeds the search call's first answer
 * (docs/search.md). Until then, that whole category stands in for the first page of the
 * category's search list, so the server's HTML and the browser's first render show the same
 * 24 cards; here rather than in lib/page-data.ts, so only the category pages carry it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE, type Facet, type SearchAnswer } from '@/lib/product-search';
import { searchQueryOptions } from '@/lib/search-query';
import { productKeys } from '@/lib/query-keys';
import type { Product } from '@/types/api';

const facetOf = (values: (string | undefined)[]): Facet[] => {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => a.value.localeCompare(b.value));
};

/**
 * The first page of a category's list without a query or a filter (by name), from the whole
 * category in the cache, when the cache has no answer of the search call for it. Without the
 * server's cursor it is marked stale, so the browser asks the call once the page is there (the
 * real cursor; the same cards in the same order, barring the database's collation).
 */
export function firstPageOfCategory(client: QueryClient, slug: string) {
  const { queryKey } = searchQueryOptions({ category: slug });
  const products = client.getQueryData<Product[]>(productKeys.category(slug));
  if (!Array.isArray(products) || client.getQueryData(queryKey) !== undefined) return;
  const collator = new Intl.Collator('en');
  const byName = [...products].sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
  const answer: SearchAnswer = {
    items: byName.slice(0, SEARCH_PAGE_SIZE),
    total: products.length,
    nextCursor: null,
    facets: {
      types: facetOf(products.map((p) => p.specs?.vesselType)),
      brands: facetOf(products.map((p) => p.specs?.brand)),
    },
  };
  client.setQueryData(queryKey, { pages: [answer], pageParams: [null] });
  void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
}
