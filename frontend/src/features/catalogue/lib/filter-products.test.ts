import { describe, expect, it } from 'vitest';
import type { Product } from '@/types/api';
import { filterProducts, parseSort } from './filter-products';

const product = (id: string, name: string, price: string, timestamp: string, description = ''): Product => ({
  id,
  name,
  category: 'marine-spares',
  description,
  price,
  image: '',
  images: [],
  inStock: true,
  isVisible: true,
  showContactForPricing: false,
  timestamp,
});

const items = [
  product('a', 'Bilge Pump', '300.00', '2024-01-02T00:00:00Z', 'Electric pump'),
  product('b', 'anchor chain', '1250.50', '2024-03-01T00:00:00Z', 'Galvanised steel'),
  product('c', 'Life Jacket', '85.00', '2023-12-01T00:00:00Z', 'SOLAS approved, with PUMP whistle'),
];

describe('filterProducts', () => {
  it('matches name or description case-insensitively', () => {
    expect(filterProducts(items, 'PUMP', 'name').map((p) => p.id)).toEqual(['a', 'c']);
    expect(filterProducts(items, '  steel ', 'name').map((p) => p.id)).toEqual(['b']);
    expect(filterProducts(items, 'nothing', 'name')).toEqual([]);
  });

  it('sorts by name, price and date', () => {
    expect(filterProducts(items, '', 'name').map((p) => p.id)).toEqual(['b', 'a', 'c']);
    expect(filterProducts(items, '', 'price-low').map((p) => p.id)).toEqual(['c', 'a', 'b']);
    expect(filterProducts(items, '', 'price-high').map((p) => p.id)).toEqual(['b', 'a', 'c']);
    expect(filterProducts(items, '', 'newest').map((p) => p.id)).toEqual(['b', 'a', 'c']);
  });

  it('does not reorder its input', () => {
    filterProducts(items, '', 'price-low');
    expect(items.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('falls back to name for an unknown sort', () => {
    expect(parseSort('price-low')).toBe('price-low');
    expect(parseSort('bogus')).toBe('name');
    expect(parseSort(null)).toBe('name');
  });
});
