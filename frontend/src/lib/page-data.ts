/**
 * The API answers the page's HTML brings for its first screen (docs/architecture.md, "First
 * paint"): a non-executable `<script type="application/json" id="page-data">` maps API paths to
 * their JSON, exactly as GET would answer them. They become the query cache's data under the keys
 * the pages read, so the first render has them and no request is made for them; other pages (or
 * a page without them: the static index.html, a hidden product) fetch as before.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Product } from '@/types/api';
import {
  SEARCH_PAGE_SIZE,
  searchParamsOfPath,
  searchQueryOptions,
  type Facet,
  type SearchAnswer,
} from './product-search';
import { bannerKeys, productKeys } from './query-keys';

/** The query key of an API path the pages read; undefined for any other. */
export function queryKeyOfPath(path: string): QueryKey | undefined {
  if (path === '/api/banners/active') return bannerKeys.active();
  const searched = searchParamsOfPath(path);
  if (searched) return searchQueryOptions(searched).queryKey;
  const [, kind, arg] = /^\/api\/products\/(?:(recent|category)\/)?([^/?]+)$/.exec(path) ?? [];
  if (!arg) return undefined;
  if (kind === 'recent') return productKeys.recent(Number(arg));
  return kind ? productKeys.category(arg) : productKeys.detail(arg);
}

const facetOf = (values: (string | undefined)[]): Facet[] => {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => a.value.localeCompare(b.value));
};

/**
 * A whole category's answer as the first page of its search list (no query, no filter, by
 * name): what pages embed until they embed the search call's own first answer. Without the
 * server's cursor it is marked stale, so the browser asks the call once the page has hydrated
 * (the same cards in the same order, barring the database's collation, and the real cursor).
 */
function firstPageOfCategory(client: QueryClient, slug: string, products: Product[]) {
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
  const { queryKey } = searchQueryOptions({ category: slug });
  client.setQueryData(queryKey, { pages: [answer], pageParams: [null] });
  void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
}

/** Seeds `client` with API answers (path → JSON); unknown paths are ignored. */
export function seedAnswers(client: QueryClient, answers: Record<string, unknown>) {
  // Search answers first: a whole category stands in for its first page only when the page
  // has no answer of the search call itself.
  const entries = Object.entries(answers).sort(
    ([a], [b]) => Number(!searchParamsOfPath(a)) - Number(!searchParamsOfPath(b)),
  );
  for (const [path, data] of entries) {
    const key = queryKeyOfPath(path);
    if (!key) continue;
    if (searchParamsOfPath(path)) {
      // A first page: the cache holds a list's pages.
      client.setQueryData(key, { pages: [data], pageParams: [null] });
      continue;
    }
    client.setQueryData(key, data);
    const [, kind, slug] = key;
    const searched = queryKeyOfPath(`/api/products/search?category=${String(slug)}`);
    if (kind === 'category' && Array.isArray(data) && searched && client.getQueryData(searched) === undefined) {
      firstPageOfCategory(client, String(slug), data as Product[]);
    }
  }
}

/** Seeds `client` with the page's embedded answers; malformed or unknown ones are ignored. */
export function seedPageData(client: QueryClient, doc: Document = document) {
  try {
    seedAnswers(client, JSON.parse(doc.getElementById('page-data')?.textContent || '{}') as Record<string, unknown>);
  } catch {
    // A page whose data cannot be read fetches it instead.
  }
}
