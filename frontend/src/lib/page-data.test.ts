import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeyOfPath, seedAnswers, seedPageData } from './page-data';
import { searchQueryOptions } from './search-query';
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
});
