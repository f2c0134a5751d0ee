/**
 * The API answers the page's HTML brings for its first screen (docs/architecture.md, "First
 * paint"): a non-executable `<script type="application/json" id="page-data">` maps API paths to
 * their JSON, exactly as GET would answer them. They become the query cache's data under the keys
 * the pages read, so the first render has them and no request is made for them; other pages (or
 * a page without them: the static index.html, a hidden product) fetch as before.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { searchParamsOfPath } from './product-search';
import { bannerKeys, productKeys } from './query-keys';

/** The query key of an API path the pages read; undefined for any other. */
export function queryKeyOfPath(path: string): QueryKey | undefined {
  if (path === '/api/banners/active') return bannerKeys.active();
  const searched = searchParamsOfPath(path);
  if (searched) return productKeys.search(searched);
  const [, kind, arg] = /^\/api\/products\/(?:(recent|category)\/)?([^/?]+)$/.exec(path) ?? [];
  if (!arg) return undefined;
  if (kind === 'recent') return productKeys.recent(Number(arg));
  return kind ? productKeys.category(arg) : productKeys.detail(arg);
}

/** Seeds `client` with API answers (path → JSON); unknown paths are ignored. */
export function seedAnswers(client: QueryClient, answers: Record<string, unknown>) {
  for (const [path, data] of Object.entries(answers)) {
    const key = queryKeyOfPath(path);
    if (!key) continue;
    if (searchParamsOfPath(path)) {
      // A first page: the cache holds a list's pages.
      client.setQueryData(key, { pages: [data], pageParams: [null] });
      continue;
    }
    client.setQueryData(key, data);
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
