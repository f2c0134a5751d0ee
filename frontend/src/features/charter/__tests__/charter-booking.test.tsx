import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '@/testing/test-utils';
import type { CharterRequest } from '@/types/api';
import { nextMonthsFirstFriday, quoteAnswer, vessel } from './charter-support';

// The vessel page's booking (docs/charter.md): the calendar, the minimum in words, the
// server's estimate as it answers, and the request on WhatsApp with the booking.
vi.mock('@/i18n/arabic-font', () => ({ loadArabicFont: () => undefined }));

const receipt = {
  ref: 'Q-7K4M',
  message: 'Hi',
  whatsappUrl: 'https://wa.me/971500000000?text=Hi',
  mailtoUrl: 'mailto:x',
};

describe('the charter booking on a vessel page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the minimum, shows the quote as the server answers it, and sends the booking', async () => {
    const friday = nextMonthsFirstFriday();
    const quotes: CharterRequest[] = [];
    let enquiry: Record<string, unknown> | undefined;
    stubApi({
      'GET /api/products/v1': vessel,
      'GET /api/charters/v1/availability': {
        days: [
          {
            date: friday,
            state: 'partial',
            busy: [{ start: `${friday}T09:00:00+04:00`, end: `${friday}T13:00:00+04:00` }],
          },
        ],
      },
      'POST /api/charters/v1/quote': (_: string, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as CharterRequest;
        quotes.push(body);
        return Response.json(quoteAnswer(body.hours, body.guests, body.extras[0]?.quantity ?? 0));
      },
      'POST /api/enquiries': (_: string, init?: RequestInit) => {
        enquiry = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return Response.json(receipt, { status: 201 });
      },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderApp('/product/v1');

    expect(await screen.findByRole('heading', { name: 'Book a charter' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Next month' }));
    const grid = screen.getByRole('grid');
    const day = await within(grid).findByRole('button', { name: /, Partly booked$/ });
    expect(day).toHaveAttribute('data-date', friday);
    expect(screen.getByText('Choose a day in the calendar to see the times and the estimate.')).toBeInTheDocument();
    await user.click(day);
    expect(day.closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Already taken that day: 09:00–13:00')).toBeInTheDocument();
    // A start that would run into the taken morning is not offered.
    expect(screen.getByRole('option', { name: '10:00' })).not.toBeDisabled();
    expect(screen.getByRole('option', { name: '11:00' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Start time' }), '17:00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hours' }), '2');
    const guests = screen.getByRole('spinbutton', { name: 'Guests' });
    await user.clear(guests);
    await user.type(guests, '10');
    const catering = screen.getByRole('spinbutton', { name: 'Quantity of Catering' });
    await user.clear(catering);
    await user.type(catering, '1');

    const hours = screen.getByRole('combobox', { name: 'Hours' });
    await waitFor(() =>
      expect(hours).toHaveAccessibleDescription('Fri–Sun from 17:00: at least 4 hours. The estimate is for 4 hours.'),
    );
    const estimate = await screen.findByRole('table', { name: /Estimate/ });
    await waitFor(() => expect(within(estimate).getByText('Catering: 1 × 10 guests × 50.00')).toBeInTheDocument());
    expect(quotes.at(-1)).toEqual({
      date: friday,
      start: '17:00',
      hours: 4,
      guests: 10,
      extras: [{ id: 'catering', quantity: 1 }],
      lang: 'en',
    });
    expect(
      within(estimate).getByRole('row', { name: /^Base: 4 h × AED 750\.00\sAED\s3,000\.00$/ }),
    ).toBeInTheDocument();
    expect(within(estimate).getByRole('row', { name: /^Total\sAED\s3,675\.00$/ })).toBeInTheDocument();
    expect(within(estimate).getByRole('row', { name: /^Deposit to confirm\sAED\s918\.75$/ })).toBeInTheDocument();
    expect(screen.getByText('Free cancellation up to 48 hours before.')).toBeInTheDocument();

    const request = screen.getByRole('button', { name: 'Request this booking on WhatsApp' });
    await waitFor(() => expect(request).toBeEnabled());
    await user.click(request);
    expect(await screen.findByText('Your reference is Q-7K4M.')).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith(receipt.whatsappUrl, '_blank', 'noopener,noreferrer');
    expect(enquiry).toMatchObject({
      items: [{ productId: 'v1', quantity: 1 }],
      channel: 'whatsapp',
      lang: 'en',
      page: '/product/v1',
      booking: {
        productId: 'v1',
        date: friday,
        start: '17:00',
        hours: 4,
        guests: 10,
        extras: [{ id: 'catering', quantity: 1 }],
      },
    });
  });

  it("shows the server's refusal of the guests on their field", async () => {
    const friday = nextMonthsFirstFriday();
    stubApi({
      'GET /api/products/v1': vessel,
      'GET /api/charters/v1/availability': { days: [] },
      'POST /api/charters/v1/quote': Response.json(
        { message: 'Invalid quote', errors: [{ field: 'guests', message: 'At most 12 guests on this vessel' }] },
        { status: 400 },
      ),
    });
    const user = userEvent.setup();
    renderApp('/product/v1');
    await user.click(await screen.findByRole('button', { name: 'Next month' }));
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Friday ${Number(friday.slice(8))} `) }));
    const guests = screen.getByRole('spinbutton', { name: 'Guests' });
    await waitFor(() => expect(guests).toHaveAccessibleDescription('Up to 12 guests At most 12 guests on this vessel'));
    expect(guests).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Request this booking on WhatsApp' })).toBeDisabled();
  });

  it('shows no booking on a vessel without charter terms', async () => {
    stubApi({ 'GET /api/products/v2': { ...vessel, id: 'v2', charter: null } });
    renderApp('/product/v2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sea Breeze 60' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Book a charter' })).toBeNull();
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
