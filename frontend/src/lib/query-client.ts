import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { api } from './api';

/**
 * SPEC §7 "General data loading": a query whose key starts with an API path and has
 * no queryFn of its own GETs that path. Features normally use their key factories
 * (lib/query-keys.ts) with explicit query functions instead.
 */
export const pathQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [path] = queryKey;
  if (typeof path !== 'string' || !path.startsWith('/')) {
    throw new Error(`No query function for key ${JSON.stringify(queryKey)}`);
  }
  return api.get(path, { signal });
};

/**
 * Data never goes stale; no refetch on focus, no polling, no retries. That includes the
 * retry on mount: a request that failed (a route loader's, say, before its page mounted) is
 * made again only by 'Try again' or by a new visit of the page (its loader), never because a
 * component mounted (app/__tests__/no-refetch-after-failure.test.tsx).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: pathQueryFn,
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
