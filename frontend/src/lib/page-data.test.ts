import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './api';
import { hydratePageData, pageDataText } from './page-data';
import { createQueryClient } from './query-client';
import { bannerKeys, productKeys, siteSettingsKey } from './query-keys';
import { searchQueryOptions } from './search-query';

function pageWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'page-data';
  script.textContent = json;
  doc.body.append(script);
  return doc;
}

describe('page data', () => {
  it("carries the server's query cache to the browser's, so no request is needed", async () => {
    const server = createQueryClient();
    const product = { id: 'product_1', name: 'Tug </script> <!-- \u2028' };
    server.setQueryData(productKeys.detail('product_1'), product);
    server.setQueryData(bannerKeys.active(), []);
    server.setQueryData(siteSettingsKey, { companyName: 'Blue Harbour' });
    const answer = { items: [], total: 0, nextCursor: null, facets: {} };
    await server.prefetchInfiniteQuery({ ...searchQueryOptions({ category: 'marine-spares' }), queryFn: () => answer });

    const text = pageDataText(server);
    // Nothing in it can end the <script> or start a comment; U+2028 is escaped too.
    expect(text).not.toMatch(/<|\u2028/);

    const browser = createQueryClient();
    hydratePageData(browser, pageWith(text));
    expect(browser.getQueryData(productKeys.detail('product_1'))).toEqual(product);
    expect(browser.getQueryData(bannerKeys.active())).toEqual([]);
    expect(browser.getQueryData(siteSettingsKey)).toEqual({ companyName: 'Blue Harbour' });
    expect(browser.getQueryData(searchQueryOptions({ category: 'marine-spares' }).queryKey)).toEqual({
      pages: [answer],
      pageParams: [null],
    });
  });

  it('carries a failed read as the error the page shows (a 404 is the not-found view)', async () => {
    const server = createQueryClient();
    await server.prefetchQuery({
      queryKey: productKeys.detail('hidden'),
      queryFn: () => Promise.reject(new ApiError(404, 'Not Found', '{"message":"Product not found"}')),
    });
    await server.prefetchQuery({ queryKey: bannerKeys.active(), queryFn: () => Promise.reject(new Error('timeout')) });
    await server.prefetchQuery({ queryKey: siteSettingsKey, queryFn: () => Promise.reject(new Error('down')) });

    const browser = createQueryClient();
    hydratePageData(browser, pageWith(pageDataText(server)));
    const error = browser.getQueryState(productKeys.detail('hidden'))?.error;
    expect(isApiError(error, 404) && error.serverMessage).toBe('Product not found');
    expect(browser.getQueryState(bannerKeys.active())?.error).toEqual(new Error('timeout'));
    // The settings' failure shows nowhere: the browser asks for them again.
    expect(browser.getQueryState(siteSettingsKey)).toBeUndefined();
  });

  it('leaves out a query still on its way (the browser asks for it)', () => {
    const server = createQueryClient();
    void server.prefetchQuery({ queryKey: bannerKeys.active(), queryFn: () => new Promise(() => {}) });
    expect(JSON.parse(pageDataText(server))).toMatchObject({ queries: [] });
  });

  it('ignores a page without data or with malformed data', () => {
    const client = createQueryClient();
    hydratePageData(client, document.implementation.createHTMLDocument('none'));
    hydratePageData(client, pageWith('{"queries": [}'));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
