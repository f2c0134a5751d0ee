/**
 * The first page of the list pages' search call (docs/search.md), as the URL asks for it: the
 * route loaders start it (app/router.tsx), in the browser and on the page server alike, and the
 * pages read the same query (lib/use-search-list.ts), so the page's data is described once.
 */
import { searchQueryOptions } from '@/lib/search-query';
import { parseFilters, parseSort } from '../lib/search-params';

/** A category's list for the URL's search, sort and filters (what category-products.tsx reads). */
export function categoryListQuery(slug: string, url: URLSearchParams) {
  const q = url.get('q') ?? '';
  return searchQueryOptions({ category: slug, q, sort: parseSort(url.get('sort'), q), ...parseFilters(url) });
}

/** The site-wide search's results (what search-page.tsx reads); undefined before a word is typed. */
export function siteSearchQuery(url: URLSearchParams) {
  const q = url.get('q') ?? '';
  return q.trim() ? searchQueryOptions({ q, sort: parseSort(url.get('sort'), q) }) : undefined;
}

/**
 * Whether a category page's rendering depends on its query string (a search, a sort, a
 * filter): such a rendering is one of many, and the page cache keeps none (entry-server.tsx).
 */
export const listDependsOnQuery = (url: URLSearchParams) =>
  ['q', 'sort', ...Object.keys(parseFilters(url))].some((key) => (url.get(key) ?? '').trim() !== '');
