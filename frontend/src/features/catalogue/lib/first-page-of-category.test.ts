import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { seedAnswers } from '@/lib/page-data';
import { type SearchAnswer } from '@/lib/product-search';
import { searchQueryOptions } from '@/lib/search-query';
import { productKeys } from '@/lib/query-keys';
import { firstPageOfCategory } from './first-page-of-category';

describe('a whole category embedded in the page', () => {
  it("takes a whole category's first 24 by name as its search's first page, to be asked again", () => {
    const client = new QueryClient();
    const products = Array.from({ length: 30 }, (_, i) => ({
      id: `p${i}`,
      name: `Part ${String(29 - i).padStart(2, '0')}`,
      specs: { brand: i % 2 ? 'Volvo Penta' : 'Yamaha' },
    }));
    seedAnswers(client, { '/api/products/category/marine-spares': products });
    firstPageOfCategory(client, 'marine-spares');
    const { queryKey } = searchQueryOptions({ category: 'marine-spares' });
    const first = client.getQueryData<{ pages: SearchAnswer[] }>(queryKey)!.pages[0]!;
    expect(first.items.map((p) => p.name)).toEqual(
      products
        .map((p) => p.name)
        .reverse()
        .slice(0, 24),
    );
    expect(first.total).toBe(30);
    expect(first.facets.brands).toEqual([
      { value: 'Volvo Penta', count: 15 },
      { value: 'Yamaha', count: 15 },
    ]);
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true);
    // The whole category stays for the product page's similar listings.
    expect(client.getQueryData(productKeys.category('marine-spares'))).toEqual(products);
  });

  it('leaves an embedded answer of the search call as it is', () => {
    const client = new QueryClient();
    const answer = { items: [], total: 0, nextCursor: 'c1', facets: {} };
    seedAnswers(client, {
      '/api/products/category/marine-spares': [{ id: 'p1', name: 'Pump' }],
      '/api/products/search?category=marine-spares&limit=24': answer,
    });
    firstPageOfCategory(client, 'marine-spares');
    const { queryKey } = searchQueryOptions({ category: 'marine-spares' });
    expect(client.getQueryData(queryKey)).toEqual({ pages: [answer], pageParams: [null] });
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(false);
  });
});
