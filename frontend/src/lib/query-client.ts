import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { api } from './api';

/**
 * General data loading: a query whose key starts with an API path and has
 * no queryFn of its own GETs that path. Features normally use their key factories
 * (lib/query-keys.ts) with explicit query functions instead.
 */
export const pathQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [path] = queryKey;
  if (typeof path !== 'string' || !path.startsWith('/')) {
    throw new Error(`No queryFn for ${JSON.stringify(queryKey)}`);
  }
  return api.get(path, { signal });
};

/**
 * Data never goes stale; no refetch on focus, no polling, no retries. That includes the
 * retry on mount: a request that failed (a route loader's, say, before its page mounted) is
 * made again only by 'Try again' or by a new visit of the page (its loader), never because a
 * component mounted (app/__tests__/no-refetch-after-failure.test.tsx). TanStack Query's own
 * defaults already give the rest (no polling, garbage collection after 5 minutes unused,
 * mutations never retried), so they are not repeated: every byte here is on the public pages'
 * initial JavaScript budget.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: pathQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: false,
        retryOnMount: false,
      },
    },
  });
}
