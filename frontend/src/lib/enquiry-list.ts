/**
 * The visitor's enquiry list (docs/enquiries.md): products and quantities kept in localStorage
 * until the list is sent, never in a cookie. A small store read with useSyncExternalStore, so
 * a product card pays for no library; other tabs' changes arrive through the `storage` event.
 * Each item keeps the name it was added under, so the list page can show a product that has
 * since been removed or hidden (as unavailable) instead of dropping it.
 */
import { storedList } from '@/lib/stored-list';

export const MAX_ENQUIRY_ITEMS = 30;
export const MAX_QUANTITY = 999;
const KEY = 'enquiry-list';

/** `replaced`: the old number a parts list found it through (docs/parts-lists.md). */
export type EnquiryItem = { productId: string; name: string; category: string; quantity: number; replaced?: string };

const EMPTY: readonly EnquiryItem[] = [];

/** 1 to 999; anything else (a cleared field, text) becomes the nearest whole number in range. */
export const clampQuantity = (q: number): number => (q >= 1 ? Math.min(MAX_QUANTITY, Math.round(q)) : 1);

/** A stored list read leniently: each product once, quantities in range, at most 30. */
function parse(raw: string | null): readonly EnquiryItem[] {
  const seen = new Set<string>();
  try {
    return (JSON.parse(raw ?? '[]') as Partial<EnquiryItem>[])
      .filter((d) => typeof d?.productId == 'string' && d.productId && !seen.has(d.productId) && seen.add(d.productId))
      .slice(0, MAX_ENQUIRY_ITEMS)
      .map((d) => ({
        productId: d.productId!,
        name: String(d.name ?? d.productId),
        category: String(d.category ?? ''),
        quantity: clampQuantity(Number(d.quantity)),
        ...(typeof d.replaced == 'string' && { replaced: d.replaced }),
      }));
  } catch {
    return EMPTY;
  }
}

const store = storedList(KEY, parse);
const write = store.write;
/** The list now (the same array until it changes, as useSyncExternalStore needs). */
export const getEnquiryItems = store.get;
/** The list, in a component; empty on the server and while hydrating (the page HTML has no list). */
export const useEnquiryItems = store.useList;

/**
 * Adds a product (or sets its quantity when it is listed already). False when the list is full.
 */
export function addEnquiryItem(item: Omit<EnquiryItem, 'quantity'> & { quantity?: number }): boolean {
  const items = getEnquiryItems();
  const quantity = clampQuantity(item.quantity ?? 1);
  if (items.some((i) => i.productId === item.productId)) {
    write(items.map((i) => (i.productId === item.productId ? { ...i, ...item, quantity } : i)));
    return true;
  }
  if (items.length >= MAX_ENQUIRY_ITEMS) return false;
  write([...items, { ...item, quantity }]);
  return true;
}

export function setEnquiryQuantity(productId: string, quantity: number) {
  const items = getEnquiryItems();
  if (!items.some((i) => i.productId === productId)) return;
  write(items.map((i) => (i.productId === productId ? { ...i, quantity: clampQuantity(quantity) } : i)));
}

export function removeEnquiryItem(productId: string) {
  write(getEnquiryItems().filter((i) => i.productId !== productId));
}

export function clearEnquiryList() {
  write(EMPTY);
}

/** Parts are ordered by quantity; a vessel or a charter is one (docs/enquiries.md). */
export const hasQuantity = (category: string) => category === 'marine-spares';
