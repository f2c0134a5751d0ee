import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeyOfPath, seedAnswers, seedPageData } from './page-data';
import { searchQueryOptions, type SearchAnswer } from './product-search';
import { bannerKeys, productKeys } from './query-keys';

function pageWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'page-data';
  script.textContent = json;
  doc.head.append(script);
  return doc;
}

describe('page data', () => {
  it('maps the API paths the pages read to their query keys', () => {
    expect(queryKeyOfPath('/api/products/recent/6')).toEqual(productKeys.recent(6));
    expect(queryKeyOfPath('/api/products/category/marine-spares')).toEqual(productKeys.category('marine-spares'));
    expect(queryKeyOfPath('/api/products/product_1')).toEqual(productKeys.detail('product_1'));
    expect(queryKeyOfPath('/api/banners/active')).toEqual(bannerKeys.active());
    expect(queryKeyOfPath('/api/products')).toBeUndefined();
    expect(queryKeyOfPath('/api/settings')).toBeUndefined();
    expect(queryKeyOfPath('/api/products/category/a/b')).toBeUndefined();
  });

  it('seeds the query cache with the embedded answers, so no request is needed', () => {
    const client = new QueryClient();
    const product = { id: 'product_1', name: 'Tug </script> \u2028' };
    seedPageData(
      client,
      pageWith(JSON.stringify({ '/api/products/product_1': product, '/api/banners/active': [], '/api/nope': 1 })),
    );
    expect(client.getQueryData(productKeys.detail('product_1'))).toEqual(product);
    expect(client.getQueryData(bannerKeys.active())).toEqual([]);
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });

  it('ignores a page without data or with malformed data', () => {
    const client = new QueryClient();
    seedPageData(client, document.implementation.createHTMLDocument('none'));
    seedPageData(client, pageWith('{"/api/banners/active": [}'));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it("seeds a search's first page under the key the list reads, whatever the parameters' order", () => {
    const client = new QueryClient();
    const answer = { items: [], total: 0, nextCursor: null, facets: {} };
    seedAnswers(client, {
      '/api/products/search?sort=newest&q=%20pump&category=marine-spares&limit=24': answer,
      '/api/products/search?category=marine-spares&limit=24&cursor=abc': answer,
      '/api/products/search?category=marine-spares&limit=48': answer,
    });
    const key = searchQueryOptions({ category: 'marine-spares', q: 'pump', sort: 'newest' }).queryKey;
    expect(client.getQueryData(key)).toEqual({ pages: [answer], pageParams: [null] });
    // A later page or another page size is not a first page of 24: not seeded.
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });

  it("takes a whole category's first 24 by name as its search's first page, to be asked again", () => {
    const client = new QueryClient();
    const products = Array.from({ length: 30 }, (_, i) => ({
      id: `p${i}`,
      name: `Part ${String(29 - i).padStart(2, '0')}`,
      specs: { brand: i % 2 ? 'Volvo Penta' : 'Yamaha' },
    }));
    seedAnswers(client, { '/api/products/category/marine-spares': products });
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
});
