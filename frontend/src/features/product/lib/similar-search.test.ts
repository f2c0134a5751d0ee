import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/testing/test-utils';
import type { SearchAnswer } from '@/lib/product-search';
import type { Product } from '@/types/api';
import { findSimilar, SIMILAR_ASKED } from './similar-search';

const answer = (items: Product[]): SearchAnswer => ({ items, total: items.length, nextCursor: null, facets: {} });
const part = (i: number, brand: string, fields: Partial<Product> = {}) =>
  makeProduct({
    id: `p${i}`,
    name: `Part ${i}`,
    category: 'marine-spares',
    price: `${100 + i}.00`,
    specs: { brand },
    ...fields,
  });

/** The calls' parameters, by path. */
const asked = (get: ReturnType<typeof vi.fn>) =>
  get.mock.calls.map(([path]) => {
    const [route, query] = String(path).split('?');
    return { route, ...Object.fromEntries(new URLSearchParams(query)) } as Record<string, string | undefined>;
  });

describe('findSimilar (the product page, from the search call)', () => {
  const product = part(0, 'Yanmar');

  it('asks the newest of the same brand, a few, and shows four others, never the product itself', async () => {
    const sameBrand = [product, ...[1, 2, 3, 4, 5].map((i) => part(i, 'Yanmar'))];
    const get = vi.fn(async () => answer(sameBrand));
    const similar = await findSimilar(product, get);
    expect(asked(get)).toEqual([
      {
        route: '/api/products/search',
        category: 'marine-spares',
        sort: 'newest',
        brand: 'Yanmar',
        limit: String(SIMILAR_ASKED),
      },
    ]);
    // nearest in price first (similarListings)
    expect(similar.map((p) => p.id)).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('asks the whole category (newest) when the brand has fewer than four others, brand first', async () => {
    const get = vi.fn(async (path: string) =>
      path.includes('brand=')
        ? answer([product, part(1, 'Yanmar', { price: '900.00' })])
        : answer([product, part(1, 'Yanmar'), part(2, 'MTU'), part(3, 'MTU', { isVisible: false }), part(4, 'MTU')]),
    );
    const similar = await findSimilar(product, get);
    expect(asked(get).map((a) => a.brand ?? 'any')).toEqual(['Yanmar', 'any']);
    expect(asked(get).every((a) => a.route === '/api/products/search' && a.category === 'marine-spares')).toBe(true);
    // the hidden one (a staff session's search) is left out
    expect(similar.map((p) => p.id)).toEqual(['p1', 'p2', 'p4']);
  });

  it('narrows a vessel by its type', async () => {
    const yacht = makeProduct({ id: 'y', category: 'vessel-chartering', specs: { vesselType: 'yacht', lengthM: 20 } });
    const get = vi.fn(async () => answer([]));
    await findSimilar(yacht, get);
    expect(asked(get).map((a) => a.type ?? 'any')).toEqual(['yacht', 'any']);
  });
});
