import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '@/testing/test-utils';
import type { CharterBlock, LeadBooking, Payment } from '@/types/api';
import type { Lead } from '../api/enquiries';

// A booking lead's money (docs/payments.md): the customer's link, the payments with a flag
// highlighted, what is due, 'Record a payment' with the server's field errors, and the
// administrator's deletion; the inbox's flag badge.
const ADMIN = { id: 'u_admin', name: 'Site Admin', username: 'admin', role: 'admin' };
const SUB_USER = { id: 'user_7', name: 'Deck Hand', username: 'deck_hand', role: 'sub_user' };
const TOKEN = '0123456789abcdef0123456789abcdef';
const URL_ = `https://www.example.ae/booking/${TOKEN}`;

const paid: Payment = {
  id: 'pay_1',
  kind: 'deposit',
  amount: '600.00',
  currency: 'AED',
  method: 'online',
  state: 'flagged',
  at: '2030-01-01T10:00:00+04:00',
  note: '',
  flag: 'slot-taken',
  refunded: '0.00',
};
const booking: LeadBooking = {
  productId: 'v1',
  date: '2030-01-04',
  start: '17:00',
  end: '21:00',
  hours: 4,
  guests: 10,
  extras: [],
  quote: {
    hoursCharged: 4,
    minimumHours: 4,
    minimumRule: null,
    lines: [{ kind: 'base', label: 'Base: 4 h × 600.00', amount: '2400.00' }],
    subtotal: '2400.00',
    vat: '0.00',
    total: '2400.00',
    deposit: '600.00',
  },
  token: TOKEN,
  url: URL_,
  status: 'option',
  payments: [paid],
  due: { deposit: '600.00', balance: '1800.00', balanceDueAt: '2030-01-03T17:00:00+04:00' },
};
const lead = (over: Partial<Lead> = {}): Lead => ({
  ref: 'Q-7K4M',
  channel: 'whatsapp',
  lang: 'en',
  page: '/product/v1',
  note: '',
  status: 'received',
  lostReason: null,
  assignee: null,
  createdAt: '2029-12-20T10:00:00Z',
  items: [{ productId: 'v1', name: 'Sea Breeze 60', category: 'vessel-chartering', price: '600.00', quantity: 1 }],
  notes: [],
  booking,
  ...over,
});
const option: CharterBlock = {
  id: 'b1',
  productId: 'v1',
  start: '2030-01-04T17:00:00+04:00',
  end: '2030-01-04T21:00:00+04:00',
  kind: 'option',
  expiresAt: '2030-01-02T12:00:00+04:00',
  enquiryRef: 'Q-7K4M',
  createdAt: '2029-12-20T10:00:00Z',
  feed: null,
};

function setUp(user: typeof ADMIN, over: Partial<Lead> = {}) {
  localStorage.setItem('adminAuthenticated', 'true');
  localStorage.setItem('adminUser', JSON.stringify(user));
  const posted: unknown[] = [];
  const deleted: string[] = [];
  const fetchMock = stubApi({
    'GET /api/admin/session': { user },
    'GET /api/admin/enquiries/new-count': { new: 0 },
    'GET /api/admin/sub-users': [],
    'GET /api/admin/enquiries/Q-7K4M': () => Response.json(lead(over)),
    'GET /api/admin/charters/v1/blocks?from=2030-01-04&to=2030-01-05': { items: [option] },
    'POST /api/admin/enquiries/Q-7K4M/payments': (_: string, init?: RequestInit) => {
      posted.push(JSON.parse(String(init?.body)));
      if (posted.length === 1)
        return Response.json(
          {
            message: 'Invalid payment',
            errors: [{ field: 'amount', message: 'At most 600.00 is due as the deposit' }],
          },
          { status: 400 },
        );
      return Response.json(
        { ...paid, id: 'pay_2', method: 'bank-transfer', state: 'paid', flag: null },
        { status: 201 },
      );
    },
    'DELETE /api/admin/enquiries/Q-7K4M/payments/pay_1': () => {
      deleted.push('pay_1');
      return new Response(null, { status: 204 });
    },
  });
  return { posted, deleted, fetchMock };
}

describe("a booking lead's payments", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('lists the payments with the flag, says what is due, and records one (a server field error first)', async () => {
    const { posted, fetchMock } = setUp(ADMIN);
    const user = userEvent.setup();
    renderApp('/admin/enquiries/Q-7K4M');
    const table = await screen.findByRole('region', { name: 'Payments' });
    const row = within(table).getByText('Online').closest('tr')!;
    expect(row).toHaveTextContent('Deposit');
    expect(row).toHaveTextContent('AED 600.00');
    expect(row).toHaveTextContent('Flagged');
    expect(within(row).getByText('Paid, slot taken: refund')).toBeInTheDocument();
    expect(row).toHaveClass('bg-red-50');
    expect(screen.getByTestId('payments-due')).toHaveTextContent(
      'Due: Deposit AED 600.00 · Balance AED 1,800.00 by Thu 3 Jan 17:00',
    );

    const form = screen.getByRole('form', { name: 'Record a payment' });
    const amount = within(form).getByRole('textbox', { name: /Amount \(AED\)/ });
    expect(amount).toHaveValue('600.00');
    // Over what is due: refused before sending.
    await user.clear(amount);
    await user.type(amount, '700');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText('At most AED 600.00 of the deposit is due')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    // The server's own field error lands on its field.
    await user.clear(amount);
    await user.type(amount, '550');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Method/ }), 'cash');
    await user.type(within(form).getByRole('textbox', { name: /Note/ }), 'Paid at the marina');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText('At most 600.00 is due as the deposit')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(posted[0]).toEqual({ kind: 'deposit', amount: '550.00', method: 'cash', note: 'Paid at the marina' });
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    expect(posted).toHaveLength(2);
    // The lead (and with it what is due) is read again.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([u]) => String(u) === '/api/admin/enquiries/Q-7K4M').length).toBeGreaterThan(
        1,
      ),
    );
  });

  it('lets the administrator delete a payment after asking', async () => {
    const { deleted } = setUp(ADMIN);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = userEvent.setup();
    renderApp('/admin/enquiries/Q-7K4M');
    const remove = await screen.findByRole('button', { name: /^Delete payment: Deposit AED.600\.00 \(Online\)$/ });
    await user.click(remove);
    expect(deleted).toEqual([]);
    await user.click(remove);
    await waitFor(() => expect(deleted).toEqual(['pay_1']));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Payment deleted')).toBeInTheDocument();
  });

  it('shows a sub-user no Delete', async () => {
    setUp(SUB_USER);
    renderApp('/admin/enquiries/Q-7K4M');
    expect(await screen.findByRole('region', { name: 'Payments' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete payment/ })).toBeNull();
    expect(screen.getByRole('form', { name: 'Record a payment' })).toBeInTheDocument();
  });

  it('copies the booking link, and sends it on WhatsApp (the Arabic page for an Arabic lead)', async () => {
    setUp(ADMIN, { lang: 'ar' });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderApp('/admin/enquiries/Q-7K4M');
    const arabicUrl = `https://www.example.ae/ar/booking/${TOKEN}`;
    expect(await screen.findByRole('textbox', { name: "Customer's booking link" })).toHaveValue(arabicUrl);
    await user.click(screen.getByRole('button', { name: 'Copy booking link' }));
    expect(writeText).toHaveBeenCalledWith(arabicUrl);
    expect(await screen.findByText('Booking link copied')).toBeInTheDocument();
    const href = screen.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href)).toContain(arabicUrl);
    expect(decodeURIComponent(href)).toContain('Q-7K4M');
  });

  it('selects the link when the clipboard is refused', async () => {
    setUp(ADMIN);
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderApp('/admin/enquiries/Q-7K4M');
    const field = await screen.findByRole('textbox', { name: "Customer's booking link" });
    await user.click(screen.getByRole('button', { name: 'Copy booking link' }));
    expect(await screen.findByText('Copy the selected link')).toBeInTheDocument();
    expect(field).toHaveFocus();
  });
});

describe('the inbox', () => {
  it('badges a lead with a flagged payment', async () => {
    localStorage.setItem('adminAuthenticated', 'true');
    localStorage.setItem('adminUser', JSON.stringify(ADMIN));
    stubApi({
      'GET /api/admin/session': { user: ADMIN },
      'GET /api/admin/enquiries/new-count': { new: 0 },
      'GET /api/admin/enquiries': {
        items: [
          lead({ ref: 'Q-AAAA', flag: 'slot-taken', booking: { date: '2030-01-04', start: '17:00' } }),
          lead({ ref: 'Q-BBBB', flag: 'amount', booking: { date: '2030-01-05', start: '10:00' } }),
          lead({ ref: 'Q-CCCC', booking: null }),
        ],
        nextCursor: null,
      },
    });
    renderApp('/admin/enquiries');
    const first = (await screen.findByRole('link', { name: 'Q-AAAA' })).closest('tr')!;
    expect(within(first).getByText('Paid, slot taken: refund')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Q-BBBB' }).closest('tr')!;
    expect(within(second).getByText('Payment amount wrong')).toBeInTheDocument();
    const third = screen.getByRole('link', { name: 'Q-CCCC' }).closest('tr')!;
    expect(within(third).queryByText(/Paid, slot taken|amount wrong/)).toBeNull();
    localStorage.clear();
  });
});
