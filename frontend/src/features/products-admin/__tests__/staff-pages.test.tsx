import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { ADMIN, anchor, fakeProductApi, loginAs } from './fake-api';

// The staff table of thousands (docs/large-catalogues.md): 50 rows a page, the count line exact
// over every product, and a new category or search back at the first page.
const many = Array.from({ length: 120 }, (_, i) => ({
  ...anchor,
  id: `product_${1700000000000 + i}`,
  name: `Spare ${String(i).padStart(3, '0')}`,
}));

describe('/admin with many products', () => {
  it('pages 50 rows at a time; a search goes back to the first page and counts over all', async () => {
    loginAs(ADMIN);
    fakeProductApi(many);
    const user = userEvent.setup();
    renderApp('/admin');
    const table = await screen.findByRole('table');
    // The first screen's rows come first, the rest of the page right after.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51));
    expect(screen.getByText('Showing 120 of 120 products')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Products pages' });
    expect(pager).toHaveTextContent('Rows 1-50, page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(pager).toHaveTextContent('Rows 101-120, page 3 of 3');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.type(screen.getByLabelText('Search'), 'Spare 07');
    expect(screen.getByText('Showing 10 of 120 products')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.queryByRole('navigation', { name: 'Products pages' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search'));
    expect(screen.getByRole('navigation', { name: 'Products pages' })).toHaveTextContent('Rows 1-50, page 1 of 3');
  });
});
