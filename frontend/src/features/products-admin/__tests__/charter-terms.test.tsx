import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct, renderApp } from '@/testing/test-utils';
import type { CharterTerms } from '@/types/api';
import { expectToast } from './admin-products-support';
import { calls, fakeProductApi, loginAs, ADMIN, sentBody } from './fake-api';

// The product form's 'Charter terms' (docs/charter.md): shown for Vessel Chartering, its
// lists added to and removed from, the terms sent as the contract names them, and the
// server's field errors on their fields by path.
const terms: CharterTerms = {
  hourlyRate: '750.00',
  dailyRate: null,
  minimumHours: 2,
  minimumRules: [{ days: [0, 5, 6], from: '17:00', to: '00:00', hours: 4 }],
  overtimeStepMinutes: 30,
  datePrices: [],
  extras: [{ id: 'catering', name: 'Catering', nameAr: 'ضيافة', price: '50.00', unit: 'guest' }],
  depositPercent: 25,
  cancellationTerms: 'Free cancellation up to 48 hours before.',
  cancellationTermsAr: '',
  turnaroundMinutes: 60,
};
const yacht = makeProduct({
  id: 'product_9',
  name: 'Sea Breeze 60',
  category: 'vessel-chartering',
  price: '750.00',
  charter: terms,
});
const url = '/api/products/product_9';

describe('charter terms in the product form', () => {
  it('edits the lists, sends the terms, and shows the server field errors by path', async () => {
    loginAs(ADMIN);
    let refuse = true;
    const fetchMock = fakeProductApi([yacht], {
      overrides: {
        [`PATCH ${url}`]: (_: string, init?: RequestInit) =>
          refuse
            ? ((refuse = false),
              Response.json(
                {
                  message: 'Validation failed',
                  errors: [
                    { field: 'charter.minimumRules.0.from', message: 'A time of day as HH:MM' },
                    { field: 'charter.extras.1.price', message: 'An amount with at most 2 decimals' },
                  ],
                },
                { status: 400 },
              ))
            : Response.json({ ...yacht, ...(JSON.parse(String(init?.body)) as object) }),
      },
    });
    const user = userEvent.setup();
    renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Edit Sea Breeze 60' }));
    const group = screen.getByRole('group', { name: 'Charter terms' });
    const t = within(group);
    expect(t.getByRole('checkbox', { name: 'Take booking requests on the vessel page' })).toBeChecked();
    expect(t.getByLabelText('Hourly rate (AED)')).toHaveValue('750.00');
    const days = within(t.getByRole('group', { name: 'Days (rule 1)' }));
    expect(days.getByRole('checkbox', { name: 'Fri' })).toBeChecked();
    expect(days.getByRole('checkbox', { name: 'Mon' })).not.toBeChecked();

    await user.click(t.getByRole('button', { name: 'Add extra' }));
    await user.type(t.getByLabelText('Extra name (extra 2)'), 'Jet ski');
    await user.type(t.getByLabelText('Price, AED (extra 2)'), '300.123');
    await user.selectOptions(t.getByLabelText('Unit (extra 2)'), 'hour');
    await user.click(t.getByRole('button', { name: 'Add date price' }));
    await user.click(t.getByRole('button', { name: 'Remove date price 1' }));
    expect(t.queryByLabelText('Label (date price 1)')).toBeNull();
    await user.click(days.getByRole('checkbox', { name: 'Sat' }));

    // The form's own check first: the price has three decimals.
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await t.findByText('An amount in AED, e.g. 750 or 750.50')).toBeInTheDocument();
    expect(calls(fetchMock, 'PATCH', url)).toHaveLength(0);
    await user.clear(t.getByLabelText('Price, AED (extra 2)'));
    await user.type(t.getByLabelText('Price, AED (extra 2)'), '300');

    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(calls(fetchMock, 'PATCH', url)).toHaveLength(1));
    const sent = sentBody(fetchMock, 'PATCH', url).charter as CharterTerms;
    expect(sent.minimumRules).toEqual([{ days: [0, 5], from: '17:00', to: '00:00', hours: 4 }]);
    expect(sent.extras[1]).toMatchObject({ name: 'Jet ski', nameAr: '', price: '300', unit: 'hour' });
    expect(sent.extras[1]!.id).toMatch(/^extra-[a-z0-9]+$/);
    expect(sent).toMatchObject({
      hourlyRate: '750.00',
      dailyRate: null,
      minimumHours: 2,
      depositPercent: 25,
      datePrices: [],
    });
    const from = t.getByLabelText('Starts from (rule 1)');
    await waitFor(() => expect(from).toHaveAttribute('aria-invalid', 'true'));
    expect(from).toHaveAccessibleDescription('A time of day as HH:MM');
    expect(t.getByLabelText('Price, AED (extra 2)')).toHaveAccessibleDescription('An amount with at most 2 decimals');

    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await expectToast('Success!', 'Product updated successfully.');
  });

  it('sends charter null when the terms are switched off, and nothing for other categories', async () => {
    loginAs(ADMIN);
    const fetchMock = fakeProductApi([yacht]);
    const user = userEvent.setup();
    renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Edit Sea Breeze 60' }));
    await user.click(screen.getByRole('checkbox', { name: 'Take booking requests on the vessel page' }));
    expect(screen.queryByLabelText('Hourly rate (AED)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(calls(fetchMock, 'PATCH', url)).toHaveLength(1));
    expect(sentBody(fetchMock, 'PATCH', url).charter).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Edit Sea Breeze 60' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'marine-spares');
    expect(screen.queryByRole('group', { name: 'Charter terms' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(calls(fetchMock, 'PATCH', url)).toHaveLength(2));
    expect(sentBody(fetchMock, 'PATCH', url, 1)).not.toHaveProperty('charter');
  });
});
