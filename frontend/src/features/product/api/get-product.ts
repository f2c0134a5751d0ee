import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProduct } from '@/api/products';
import { productKeys } from '@/lib/query-keys';

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => getProduct(id, signal) });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
