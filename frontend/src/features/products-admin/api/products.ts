/**
 * Product administration calls: the staff list (GET /api/products answers hidden
 * products too when the staff session cookie is sent), create, partial update, delete
 * (admin only) and the image upload. Every change invalidates `productKeys.all`, so the
 * staff list, the recent list and the category lists (and an open product page) refresh.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api';
import { productKeys } from '@/lib/query-keys';
import { postFormWithProgress, useUploadMutation, type OnProgress } from '@/lib/upload';
import type { Product, ProductInput } from '@/types/api';

/** PATCH takes any part of what POST takes (without the id). */
export type ProductPatch = Partial<Omit<ProductInput, 'id'>>;

const BASE = '/api/products';
const itemPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** The staff list key (hidden products included): under `productKeys.all`. */
export const staffProductKeys = {
  list: () => [...productKeys.all, 'staff-list'] as const,
};

/** A new product's id: 'product_' plus the current time. */
export const newProductId = () => `product_${Date.now()}`;

export const getProducts = ({ signal }: { signal?: AbortSignal } = {}) => api.get<Product[]>(BASE, { signal });
export const createProduct = (input: ProductInput) => api.post<Product>(BASE, input);
export const updateProduct = ({ id, patch }: { id: string; patch: ProductPatch }) =>
  api.patch<Product>(itemPath(id), patch);
export const deleteProduct = (id: string) => api.delete(itemPath(id));

/** POST /api/upload: multipart, one 'images' field per file → the stored URLs. */
export async function uploadImages(files: File[], onProgress?: OnProgress): Promise<string[]> {
  const form = new FormData();
  for (const file of files) form.append('images', file);
  const { urls } = await postFormWithProgress<{ urls?: unknown }>('/api/upload', form, onProgress);
  if (!Array.isArray(urls) || !urls.every((u) => typeof u === 'string')) {
    throw new SyntaxError('The upload answer has no urls');
  }
  return urls;
}

const staffProductsQueryOptions = () =>
  queryOptions({ queryKey: staffProductKeys.list(), queryFn: ({ signal }) => getProducts({ signal }) });

export function useStaffProducts() {
  return useQuery(staffProductsQueryOptions());
}

/**
 * The staff list asked for beside the session check rather than after it, when the browser
 * says a staff member is logged in (`loggedIn`): at thousands of products it is the page's
 * longest request (docs/large-catalogues.md). Once the browser says nobody is (the session
 * check answered 401), a list fetched meanwhile is dropped: without a session the server
 * answers the visible products only, which must not stand for the staff list after a login.
 */
export function usePrefetchStaffProducts(loggedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Only when never asked: a failed request is made again by 'Try again' alone (docs/frontend.md).
    if (loggedIn && !queryClient.getQueryState(staffProductKeys.list())) {
      void queryClient.prefetchQuery(staffProductsQueryOptions());
    } else if (!loggedIn) queryClient.removeQueries({ queryKey: staffProductKeys.list(), exact: true });
  }, [loggedIn, queryClient]);
}

/** After any product change: every product list and page (staff and public) is refetched. */
function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: productKeys.all });
}

export function useCreateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: createProduct, onSuccess: invalidate });
}

export function useUpdateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: updateProduct, onSuccess: invalidate });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: deleteProduct, onSuccess: invalidate });
}

/** The upload and its progress in percent. */
export function useUploadImages() {
  return useUploadMutation(uploadImages);
}
