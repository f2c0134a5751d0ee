import type { Product } from '@/types/api';

export const SORT_OPTIONS = [
  { value: 'name', label: 'Name A-Z' },
  { value: 'price-low', label: 'Price Low to High' },
  { value: 'price-high', label: 'Price High to Low' },
  { value: 'newest', label: 'Newest First' },
] as const;

export type SortOption = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortOption = 'name';

export function parseSort(value: string | null): SortOption {
  return SORT_OPTIONS.some((o) => o.value === value) ? (value as SortOption) : DEFAULT_SORT;
}

const price = (p: Product) => {
  const n = Number.parseFloat(p.price);
  return Number.isFinite(n) ? n : 0;
};
const time = (p: Product) => Date.parse(p.timestamp) || 0;

/** Case-insensitive match on name or description, then the chosen order. */
export function filterProducts(products: readonly Product[], search: string, sort: SortOption): Product[] {
  const q = search.trim().toLocaleLowerCase();
  const matched = q
    ? products.filter((p) => p.name.toLocaleLowerCase().includes(q) || p.description.toLocaleLowerCase().includes(q))
    : [...products];
  const byName = (a: Product, b: Product) => a.name.localeCompare(b.name);
  switch (sort) {
    case 'price-low':
      return matched.sort((a, b) => price(a) - price(b) || byName(a, b));
    case 'price-high':
      return matched.sort((a, b) => price(b) - price(a) || byName(a, b));
    case 'newest':
      return matched.sort((a, b) => time(b) - time(a) || byName(a, b));
    case 'name':
    default:
      return matched.sort(byName);
  }
}
