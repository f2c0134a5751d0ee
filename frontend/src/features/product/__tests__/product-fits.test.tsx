import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct, renderApp, stubApi } from '@/testing/test-utils';

// The product page's "Fits: …" line for spares (docs/parts-lists.md, "The screens").
// Arabic pages load their font late; jsdom has no FontFace.
vi.mock('@/i18n/arabic-font', () => ({ loadArabicFont: () => undefined }));

const filter = makeProduct({ id: 'f1', name: 'Fuel Filter', fits: ['Caterpillar 3516B', 'Caterpillar 3412'] });

describe("a spare part's page", () => {
  it('says which engines it fits, in both languages', async () => {
    stubApi({
      'GET /api/products/f1': filter,
      'GET /api/products/search': { items: [], total: 0, nextCursor: null, facets: {} },
    });
    const { unmount } = renderApp('/product/f1');
    expect((await screen.findByText('Fits:', { exact: false })).closest('p')).toHaveTextContent(
      'Fits: Caterpillar 3516B, Caterpillar 3412',
    );
    unmount();
    renderApp('/ar/product/f1');
    expect((await screen.findByText('يناسب:', { exact: false })).closest('p')).toHaveTextContent(
      'يناسب: Caterpillar 3516B، Caterpillar 3412',
    );
  });

  it('says nothing of fitment for a product without it', async () => {
    stubApi({
      'GET /api/products/f1': { ...filter, fits: [] },
      'GET /api/products/search': { items: [], total: 0, nextCursor: null, facets: {} },
    });
    renderApp('/product/f1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fuel Filter' })).toBeInTheDocument();
    expect(screen.queryByText('Fits:', { exact: false })).toBeNull();
  });
});
