import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECENT_PRODUCTS } from '@/config/site';
import { api } from '@/lib/api';
import { productKeys } from '@/lib/query-keys';
import type { Product } from '@/types/api';

export const getRecentProducts = (n: number, signal?: AbortSignal) =>
  api.get<Product[]>(`/api/products/recent/${n}`, { signal });

export const recentProductsQueryOptions = (n: number = RECENT_PRODUCTS) =>
  queryOptions({
    queryKey: productKeys.recent(n),
    queryFn: ({ signal }) => getRecentProducts(n, signal),
  });

export const useRecentProducts = (n: number = RECENT_PRODUCTS) => useQuery(recentProductsQueryOptions(n));
