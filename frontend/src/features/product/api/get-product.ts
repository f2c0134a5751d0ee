import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { productKeys } from '@/lib/query-keys';
import type { Product } from '@/types/api';

export const getProduct = (id: string, signal?: AbortSignal) =>
  api.get<Product>(`/api/products/${encodeURIComponent(id)}`, { signal });

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => getProduct(id, signal) });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
