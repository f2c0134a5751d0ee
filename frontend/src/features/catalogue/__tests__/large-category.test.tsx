import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { productKeys } from '@/lib/query-keys';
import { makeProduct, renderApp, stubApi } from '@/testing/test-utils';

// A category longer than a page of cards (docs/large-catalogues.md): 24 cards at a time, the
// count line and the search exact over all of them.
const parts = Array.from({ length: 60 }, (_, i) =>
  makeProduct({
    id: `p${i}`,
    name: `Part ${String(i).padStart(2, '0')}`,
    specs: { partNumber: `PN-${1000 + i}` },
    timestamp: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
  }),
);
const cards = () => screen.queryAllByRole('article');

describe('a category of many products', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows 24 cards, then 24 more per Show more with the focus on the first new card; the search counts them all', async () => {
    stubApi({ 'GET /api/products/category/marine-spares': parts });
    const user = userEvent.setup();
    const { router } = renderApp('/category/marine-spares');
    expect(await screen.findByText('Showing 60 of 60 products')).toBeInTheDocument();
    expect(cards()).toHaveLength(24);
    expect(screen.getByText('24 of 60 shown')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    expect(cards()).toHaveLength(48);
    expect(within(cards()[24]!).getByRole('link', { name: 'Part 24' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    expect(cards()).toHaveLength(60);
    expect(screen.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
    // The amount shown is kept for this history entry (Back from a product page).
    expect(sessionStorage.getItem('category-list-memory')).toContain('"count":72');

    // A search starts again at one page, over the whole category.
    await user.type(screen.getByPlaceholderText('Search products...'), 'PN-105');
    expect(screen.getByText('Showing 10 of 60 products')).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
    await user.clear(screen.getByPlaceholderText('Search products...'));
    expect(screen.getByText('Showing 60 of 60 products')).toBeInTheDocument();
    expect(cards()).toHaveLength(24);
    expect(router.state.location.search).toBe('');
  });

  it('brings back the amount shown when the visitor returns to the entry', async () => {
    stubApi({ 'GET /api/products/category/marine-spares': parts, 'GET /api/products/p30': parts[30] });
    const user = userEvent.setup();
    const { router } = renderApp('/category/marine-spares');
    await user.click(await screen.findByRole('button', { name: 'Show more products' }));
    expect(cards()).toHaveLength(48);
    await user.click(within(cards()[30]!).getByRole('link', { name: 'Part 30' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Part 30' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Showing 60 of 60 products')).toBeInTheDocument();
    expect(cards()).toHaveLength(48);
  });

  it('keeps a category over 256 KiB in the category worker: the page gets the cards shown and the counts', async () => {
    // About 600 kB of JSON: over the size the worker hands back whole (KEEP_FROM_BYTES).
    const many = Array.from({ length: 1500 }, (_, i) =>
      makeProduct({
        id: `w${i}`,
        name: `Pump ${String(i).padStart(4, '0')}`,
        description: `Raw water pump, rebuilt and tested. ${'Spare part for twin-engine workboats. '.repeat(6)}`,
        specs: { brand: i % 2 ? 'Yanmar' : 'Volvo Penta', partNumber: `WP-${i}` },
      }),
    );
    stubApi({ 'GET /api/products/category/marine-spares': many });
    const user = userEvent.setup();
    const { queryClient } = renderApp('/category/marine-spares');
    expect(await screen.findByText('Showing 1500 of 1500 products')).toBeInTheDocument();
    expect(cards()).toHaveLength(24);
    // The page's thread never held the whole array (jsdom has no Worker: the same code ran here).
    expect(queryClient.getQueryData(productKeys.category('marine-spares'))).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    await waitFor(() => expect(cards()).toHaveLength(48));
    await waitFor(() => expect(within(cards()[24]!).getByRole('link', { name: 'Pump 0024' })).toHaveFocus());

    // WP-14, WP-140 to 149, WP-1400 to 1499; then those of one brand (the odd ones).
    await user.type(screen.getByPlaceholderText('Search products...'), 'WP-14');
    expect(await screen.findByText('Showing 111 of 1500 products')).toBeInTheDocument();
    const brand = screen.getAllByLabelText('Brand')[0]!;
    expect(within(brand).getAllByRole('option').map((o) => o.textContent)).toEqual(['All brands', 'Volvo Penta', 'Yanmar']);
    await user.selectOptions(brand, 'Yanmar');
    expect(await screen.findByText('Showing 55 of 1500 products')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(24));
  });
});
