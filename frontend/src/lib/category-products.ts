/** The visible products of one category: the category page and the product page's similar listings. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategorySlug } from '@/config/site';
import { api } from '@/lib/api';
import { productKeys } from '@/lib/query-keys';
import type { Product } from '@/types/api';

/** The API path of a category's products; only asked for the three valid categories. */
export const categoryProductsPath = (slug: CategorySlug) => `/api/products/category/${encodeURIComponent(slug)}`;

export const getCategoryProducts = (slug: CategorySlug, signal?: AbortSignal) =>
  api.get<Product[]>(categoryProductsPath(slug), { signal });

export const categoryProductsQueryOptions = (slug: CategorySlug) =>
  queryOptions({
    queryKey: productKeys.category(slug),
    queryFn: ({ signal }) => getCategoryProducts(slug, signal),
  });

export const useCategoryProducts = (slug: CategorySlug) => useQuery(categoryProductsQueryOptions(slug));
