import { describe, expect, it } from 'vitest';
import type { Product } from '@/types/api';
import { similarListings } from './similar';

let n = 0;
const product = (fields: Partial<Product>): Product => ({
  id: `p${n++}`,
  name: `Listing ${n}`,
  category: 'vessel-chartering',
  description: 'A listing for the tests.',
  price: '1000.00',
  image: '',
  images: [],
  inStock: true,
  isVisible: true,
  showContactForPricing: false,
  timestamp: '2026-01-01T00:00:00.000Z',
  specs: {},
  ...fields,
});

describe('similarListings', () => {
  it('takes up to four of the same category, nearest in type, length and price, never the product itself', () => {
    const yacht = product({ price: '2500.00', specs: { vesselType: 'yacht', lengthM: 20 } });
    const twin = product({ name: 'Twin', price: '2600.00', specs: { vesselType: 'yacht', lengthM: 21 } });
    const bigYacht = product({ name: 'Big', price: '9000.00', specs: { vesselType: 'yacht', lengthM: 60 } });
    const cat = product({ name: 'Cat', price: '2500.00', specs: { vesselType: 'catamaran', lengthM: 20 } });
    const tug = product({ name: 'Tug', price: '500.00', specs: { vesselType: 'tug', lengthM: 30 } });
    const bare = product({ name: 'Bare', price: '2500.00' });
    const other = product({ category: 'vessel-sales-purchase', specs: { vesselType: 'yacht', lengthM: 20 } });
    const list = similarListings(yacht, [yacht, tug, bare, other, cat, bigYacht, twin]);
    expect(list.map((p) => p.name)).toEqual(['Twin', 'Cat', 'Bare', 'Big']);
  });

  it('ranks parts by brand, then price', () => {
    const part = product({ category: 'marine-spares', price: '100.00', specs: { brand: 'Volvo Penta' } });
    const same = product({
      name: 'Same brand',
      category: 'marine-spares',
      price: '200.00',
      specs: { brand: 'volvo penta' },
    });
    const near = product({
      name: 'Near price',
      category: 'marine-spares',
      price: '110.00',
      specs: { brand: 'Yanmar' },
    });
    expect(similarListings(part, [near, same]).map((p) => p.name)).toEqual(['Same brand', 'Near price']);
  });
});
