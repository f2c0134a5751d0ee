import { describe, expect, it } from 'vitest';
import type { Product } from '@/types/api';
import { filterProducts, parseFilters, parseSort } from './filter-products';

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

  it('sorts Arabic pages by the Arabic name, the English one where there is none', () => {
    const arabic: Product[] = [
      { ...product('a', 'Bilge Pump', '300.00', '2024-01-02T00:00:00Z'), nameAr: 'مضخة آسنة' }, // meem
      product('b', 'anchor chain', '1250.50', '2024-03-01T00:00:00Z'), // no Arabic name
      { ...product('c', 'Life Jacket', '85.00', '2023-12-01T00:00:00Z'), nameAr: 'سترة نجاة' }, // seen
    ];
    // Arabic collation puts Arabic script before Latin.
    expect(filterProducts(arabic, '', 'name', {}, 'ar').map((p) => p.id)).toEqual(['c', 'a', 'b']);
    expect(filterProducts(arabic, '', 'name').map((p) => p.id)).toEqual(['b', 'a', 'c']);
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

describe('specification filters', () => {
  const vessel = (id: string, price: string, specs: Product['specs'], showContactForPricing = false): Product => ({
    ...product(id, `Vessel ${id}`, price, '2024-01-01T00:00:00Z'),
    category: 'vessel-chartering',
    showContactForPricing,
    specs,
  });
  const fleet = [
    vessel('y1', '2500.00', { vesselType: 'yacht', lengthM: 20.7, guests: 25, yearBuilt: 2019, builder: 'Azimut' }),
    vessel('y2', '9000.00', { vesselType: 'yacht', lengthM: 45, guests: 12, yearBuilt: 2008, model: 'Trideck' }),
    vessel('c1', '1800.00', { vesselType: 'catamaran', lengthM: 14, guests: 40, yearBuilt: 2021 }),
    vessel('t1', '0.00', { vesselType: 'tug', lengthM: 30 }, true),
    vessel('n1', '500.00', {}),
  ];
  const ids = (f: Record<string, string>, q = '') =>
    filterProducts(fleet, q, 'name', parseFilters(new URLSearchParams(f))).map((p) => p.id);

  it('narrow by type, length range, guests at least, year range and price range', () => {
    expect(ids({ type: 'yacht' })).toEqual(['y1', 'y2']);
    expect(ids({ lengthMin: '15', lengthMax: '31' })).toEqual(['t1', 'y1']);
    expect(ids({ guests: '20' })).toEqual(['c1', 'y1']);
    expect(ids({ yearMin: '2010', yearMax: '2020' })).toEqual(['y1']);
    expect(ids({ priceMin: '1000', priceMax: '3000' })).toEqual(['c1', 'y1']); // Contact For Pricing has no price
    expect(ids({ type: 'yacht', guests: '20', priceMax: '5000' })).toEqual(['y1']);
    expect(ids({})).toHaveLength(5);
    expect(ids({ lengthMin: 'abc' })).toHaveLength(5);
  });

  it('search also matches builder, model, brand and part number', () => {
    expect(ids({}, 'azimut')).toEqual(['y1']);
    expect(ids({}, 'TRIDECK')).toEqual(['y2']);
    const parts = [
      {
        ...product('p1', 'Impeller', '90.00', '2024-01-01T00:00:00Z'),
        specs: { brand: 'Jabsco', partNumber: '1210-0001' },
      },
      { ...product('p2', 'Filter', '40.00', '2024-01-01T00:00:00Z'), specs: { brand: 'Racor' } },
    ];
    expect(filterProducts(parts, 'jabsco', 'name').map((p) => p.id)).toEqual(['p1']);
    expect(filterProducts(parts, '1210-0001', 'name').map((p) => p.id)).toEqual(['p1']);
    expect(filterProducts(parts, '', 'name', { brand: 'racor' }).map((p) => p.id)).toEqual(['p2']);
  });
});
