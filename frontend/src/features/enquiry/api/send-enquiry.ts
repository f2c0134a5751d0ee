/** POST /api/enquiries (docs/enquiries.md): the visitor's list becomes a lead with a reference. */
import { useQueries } from '@tanstack/react-query';
import { getProduct } from '@/api/products';
import { api, isApiError } from '@/lib/api';
import type { EnquiryItem } from '@/lib/enquiry-list';
import { productKeys } from '@/lib/query-keys';
import type { Lang } from '@/i18n';
import type { Product } from '@/types/api';

export type Channel = 'whatsapp' | 'email' | 'call';
export type EnquiryBody = {
  items: { productId: string; quantity: number; replaced?: string }[];
  /** The parts-list lines the catalogue has not got (docs/parts-lists.md, "The enquiry"). */
  missing?: { text: string; quantity: number }[];
  note: string;
  channel: Channel;
  lang: Lang;
  page: string;
  /** The desk's id and the visitor's agent of it (docs/desks.md); absent when the settings have no desks. */
  desk?: string;
  agent?: string;
};
export type EnquiryReceipt = { ref: string; message: string; whatsappUrl: string; mailtoUrl: string };

export const sendEnquiry = (body: EnquiryBody) => api.post<EnquiryReceipt>('/api/enquiries', body);

/** What went wrong, for the visitor: a refused list (with the server's reason), the rate, or the network. */
export type SendFailure =
  | { kind: 'invalid'; message: string; productIds: string[] }
  | { kind: 'tooMany' }
  | { kind: 'network' }
  | { kind: 'failed' };

export function sendFailure(error: unknown, sent: EnquiryBody['items']): SendFailure {
  if (isApiError(error, 429)) return { kind: 'tooMany' };
  if (isApiError(error, 400)) {
    let message = error.serverMessage ?? '';
    const productIds: string[] = [];
    try {
      const { errors } = JSON.parse(error.body) as { errors?: { field: string; message: string }[] };
      for (const e of errors ?? []) {
        // items[2].productId: that product was hidden or removed since the page checked it
        const at = /^items\[(\d+)\]\.productId$/.exec(e.field);
        const id = at ? sent[Number(at[1])]?.productId : undefined;
        if (id) productIds.push(id);
      }
      message = errors?.[0]?.message ?? message;
    } catch {
      // not JSON: the status message alone
    }
    return { kind: 'invalid', message, productIds };
  }
  if (error instanceof TypeError) return { kind: 'network' }; // fetch's failure to reach the server
  return { kind: 'failed' };
}

export type ListedProduct = { item: EnquiryItem; product?: Product; state: 'checking' | 'available' | 'unavailable' };

/**
 * Today's listing of every item: a 404 means the product was removed or hidden, and the page
 * shows it as unavailable. Any other failure leaves it to the server to decide on sending.
 */
export function useListedProducts(items: readonly EnquiryItem[]): ListedProduct[] {
  return useQueries({
    queries: items.map((item) => ({
      queryKey: productKeys.detail(item.productId),
      queryFn: ({ signal }: { signal: AbortSignal }) => getProduct(item.productId, signal),
      retry: (count: number, error: unknown) => !isApiError(error, 404) && count < 2,
      staleTime: 60_000,
    })),
    combine: (results) =>
      results.map((r, i) => ({
        item: items[i]!,
        product: r.data,
        state:
          r.data && r.data.isVisible !== false
            ? ('available' as const)
            : isApiError(r.error, 404) || (r.data && r.data.isVisible === false)
              ? ('unavailable' as const)
              : r.isPending
                ? ('checking' as const)
                : ('available' as const),
      })),
  });
}
