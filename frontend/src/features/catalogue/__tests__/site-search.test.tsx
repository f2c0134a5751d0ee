import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSearch } from '@/testing/fake-search';
import { makeProduct, renderApp, stubApi } from '@/testing/test-utils';

// The header's search field and the site-wide search page (docs/search.md): the search call
// without a category, so products of every category.
// An Arabic page loads its font a second after the load event; jsdom has no FontFace.
vi.mock('@/i18n/arabic-font', () => ({ loadArabicFont: () => undefined }));

// makeProduct's description names an anchor: the crew boat's does not.
const products = [
  makeProduct({ id: 'p1', name: 'Anchor Winch', category: 'marine-spares', partNumbers: ['AW-100'] }),
  makeProduct({ id: 'p2', name: 'Anchor Bay Yacht', category: 'vessel-chartering' }),
  makeProduct({
    id: 'p3',
    name: 'Crew Boat',
    category: 'vessel-sales-purchase',
    sku: 'CB-24',
    description: 'A 24 m boat.',
  }),
];
const cardNames = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('the site-wide search', () => {
  beforeEach(() => sessionStorage.clear());

  it('goes from the header to /search?q= and lists what every category has', async () => {
    const fetchMock = stubApi({ 'GET /api/products/search': fakeSearch(products), 'GET /api/products/recent/6': [] });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    // Two fields (the wide header's and the phone menu's); the first is the wide one.
    const field = (await screen.findAllByRole('searchbox', { name: 'Search the catalogue' }))[0]!;
    await user.type(field, 'anchor{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=anchor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 2 of 2 products')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Anchor Bay Yacht', 'Anchor Winch']);
    const asked = fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/search'));
    expect(asked).toEqual(['/api/products/search?q=anchor&limit=24&view=card']);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('anchor');
  });

  it('asks nothing before a word is typed, then searches as the category pages do', async () => {
    const fetchMock = stubApi({ 'GET /api/products/search': fakeSearch(products) });
    const user = userEvent.setup();
    const { router } = renderApp('/search');
    expect(
      await screen.findByText('Type a product name, a part number or a vessel to see what we have.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'cb-24');
    expect(await screen.findByText('Showing 1 of 1 products')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Crew Boat']);
    await waitFor(() => expect(router.state.location.search).toBe('?q=cb-24'));
  });

  it('is in Arabic under /ar/search, the header going there from Arabic pages', async () => {
    stubApi({ 'GET /api/products/search': fakeSearch(products), 'GET /api/products/recent/6': [] });
    const user = userEvent.setup();
    const { router } = renderApp('/ar');
    const field = (await screen.findAllByRole('searchbox', { name: 'ابحث في الكتالوج' }))[0]!;
    await user.type(field, 'Crew{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/search'));
    expect(await screen.findByRole('heading', { level: 1, name: 'البحث' })).toBeInTheDocument();
    expect(await screen.findByText('عرض 1 من أصل 1 منتج')).toBeInTheDocument();
  });
});
