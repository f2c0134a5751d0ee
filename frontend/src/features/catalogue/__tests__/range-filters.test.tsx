import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSearch } from '@/testing/fake-search';
import { makeProduct, renderApp, stubApi } from '@/testing/test-utils';

vi.mock('@/i18n/arabic-font', () => ({ loadArabicFont: () => undefined }));

// The range filters show the range the results span (the search's facets, docs/search.md).
const spares = [
  makeProduct({ id: 'r1', name: 'Bilge Pump', price: '300.00' }),
  makeProduct({ id: 'r2', name: 'Anchor Chain', price: '1250.50' }),
  makeProduct({ id: 'r3', name: 'Life Jacket', price: '85.00' }),
];

describe('the range filters of a category', () => {
  it("say the results' price range, filter by it in the URL, and Clear Filters clears them", async () => {
    const fetchMock = stubApi({ 'GET /api/products/search': fakeSearch(spares) });
    const user = userEvent.setup();
    const { router } = renderApp('/category/marine-spares');
    expect(await screen.findByText('Showing 3 of 3 products')).toBeInTheDocument();
    // the inline filters (the drawer's copy is not rendered until it opens)
    const group = screen.getByRole('group', { name: 'Price (AED)' });
    const from = within(group).getByLabelText('Price from (AED)');
    const to = within(group).getByLabelText('Price to (AED)');
    expect(within(group).getByText('85 to 1,251 in these results')).toBeInTheDocument();
    // a screen reader hears the range with each field; the placeholders are the bounds
    expect(from).toHaveAccessibleDescription('85 to 1,251 in these results');
    expect(to).toHaveAccessibleDescription('85 to 1,251 in these results');
    expect(from).toHaveAttribute('placeholder', '85');
    expect(to).toHaveAttribute('placeholder', '1,251');

    await user.type(from, '100');
    expect(await screen.findByText('Showing 2 of 2 products')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?priceMin=100'));
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/products/search?category=marine-spares&priceMin=100&limit=24&view=card');
    // the facet is before the filters: the range stays the category's
    expect(within(group).getByText('85 to 1,251 in these results')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(from).toHaveValue(null);
    expect(await screen.findByText('Showing 3 of 3 products')).toBeInTheDocument();
  });

  it('come from the URL, and are in Arabic under /ar', async () => {
    stubApi({ 'GET /api/products/search': fakeSearch(spares) });
    renderApp('/ar/category/marine-spares?priceMax=500');
    const group = await screen.findByRole('group', { name: 'السعر (درهم)' });
    expect(within(group).getByLabelText('السعر إلى (درهم)')).toHaveValue(500);
    expect(await within(group).findByText('من 85 إلى 1,251 في هذه النتائج')).toBeInTheDocument();
    expect(await screen.findByText('عرض 2 من أصل 2 منتج')).toBeInTheDocument();
  });
});
