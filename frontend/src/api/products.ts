/** The one product read by id, shared by the product page and the staff edit form. */
import type { Product } from '@/types/api';
import { api } from '@/lib/api';

/** GET /api/products/:id (staff sessions also get hidden products). */
export const getProduct = (id: string, signal?: AbortSignal) =>
  api.get<Product>(`/api/products/${encodeURIComponent(id)}`, { signal });
