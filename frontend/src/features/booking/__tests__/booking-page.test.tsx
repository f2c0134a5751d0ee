import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '@/testing/test-utils';
import type { PublicBooking } from '@/types/api';

// The customer's booking page (docs/payments.md). Arabic pages load their font late; jsdom has no FontFace.
vi.mock('@/i18n/arabic-font', () => ({ loadArabicFont: () => undefined }));

const TOKEN = '0123456789abcdef0123456789abcdef';
const PATH = `/api/bookings/${TOKEN}`;

function makeBooking(overrides: Partial<PublicBooking> = {}): PublicBooking {
  return {
    ref: 'Q-7K4M',
    status: 'option',
    vessel: { id: 'v1', name: 'Sea Breeze', nameAr: 'نسيم البحر' },
    start: '2026-12-18T17:00:00+04:00',
    end: '2026-12-18T21:00:00+04:00',
    guests: 8,
    extras: [{ id: 'x1', name: 'Catering', nameAr: 'ضيافة', quantity: 1 }],
    quote: {
      hoursCharged: 4,
      minimumHours: 4,
      minimumRule: null,
      lines: [
        { kind: 'base', label: 'Base hours: 4 h × 500.00', amount: '2000.00' },
        { kind: 'extra', label: 'Catering: 1 × 400.00', amount: '400.00' },
      ],
      subtotal: '2400.00',
      vat: '0.00',
      total: '2400.00',
      deposit: '600.00',
    },
    optionExpiresAt: new Date(Date.now() + (2 * 60 + 15) * 60_000 + 30_000).toISOString(),
    cancellationTerms: 'Free cancellation up to 48 hours before.',
    cancellationTermsAr: 'إلغاء مجاني حتى 48 ساعة قبل الموعد.',
    payments: [],
    due: { deposit: '600.00', balance: '1800.00', balanceDueAt: '2026-12-17T17:00:00+04:00' },
    payOnline: true,
    paymentInstructions: 'Bank transfer to IBAN AE07 0331 2345 6789 0123 456.',
    paymentInstructionsAr: 'تحويل بنكي إلى الحساب AE07 0331 2345 6789 0123 456.',
    ...overrides,
  };
}

describe('the booking page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the option, its time left, the quote and the links, noindex', async () => {
    stubApi({ [`GET ${PATH}`]: makeBooking() });
    renderApp(`/booking/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking' })).toBeInTheDocument();
    expect(screen.getByText(/^Option held until Fri 18 Dec 2026|^Option held until/)).toHaveTextContent(
      /\(2 h 15 min left\)/,
    );
    expect(screen.getByText('Sea Breeze')).toBeInTheDocument();
    expect(screen.getByText('17:00–21:00')).toBeInTheDocument();
    expect(screen.getByText('Catering × 1')).toBeInTheDocument();
    expect(screen.getByText('Base hours: 4 h × 500.00')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('AED 2,400.00');
    expect(screen.getByRole('rowheader', { name: 'Balance' }).closest('tr')).toHaveTextContent('AED 1,800.00');
    expect(screen.getByText('Free cancellation up to 48 hours before.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `${PATH}/calendar.ics`);
    const whatsapp = screen.getByRole('link', { name: 'Message us on WhatsApp' }).getAttribute('href')!;
    expect(decodeURIComponent(whatsapp)).toContain('Q-7K4M');
    expect(screen.getByRole('button', { name: 'Pay the deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay the balance' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Your booking Q-7K4M'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('counts the option down after mount', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      stubApi({ [`GET ${PATH}`]: makeBooking() });
      renderApp(`/booking/${TOKEN}`);
      expect(await screen.findByText(/2 h 15 min left/)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(16 * 60_000));
      expect(await screen.findByText(/1 h 59 min left/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('pays the deposit: the checkout call, then the payment page', async () => {
    let sent: unknown;
    stubApi({
      [`GET ${PATH}`]: makeBooking(),
      [`POST ${PATH}/checkout`]: (_: string, init?: RequestInit) => {
        sent = JSON.parse(String(init?.body));
        return Response.json({ url: 'https://pay.example/pay/cs_1' });
      },
    });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const user = userEvent.setup();
    renderApp(`/booking/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Pay the deposit' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/pay/cs_1'));
    expect(sent).toEqual({ kind: 'deposit', lang: 'en' });
    expect(screen.getByRole('button', { name: 'Pay the deposit' })).toBeDisabled();
  });

  it('says why a checkout was refused (409: under 30 minutes left)', async () => {
    stubApi({
      [`GET ${PATH}`]: makeBooking(),
      [`POST ${PATH}/checkout`]: Response.json(
        { message: 'Less than 30 minutes are left on this option: message us to pay' },
        { status: 409 },
      ),
    });
    const user = userEvent.setup();
    renderApp(`/booking/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Pay the deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Less than 30 minutes are left on this option: message us to pay',
    );
  });

  it('offers the balance once the deposit is paid, with its due time', async () => {
    const booking = makeBooking({
      status: 'confirmed',
      optionExpiresAt: null,
      payments: [
        {
          kind: 'deposit',
          amount: '600.00',
          method: 'online',
          state: 'paid',
          at: '2026-12-07T10:00:00+04:00',
          refunded: '100.00',
        },
      ],
      due: { deposit: '0.00', balance: '1800.00', balanceDueAt: '2026-12-17T17:00:00+04:00' },
    });
    stubApi({ [`GET ${PATH}`]: booking });
    renderApp(`/booking/${TOKEN}`);
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('Deposit paid')).toBeInTheDocument();
    expect(screen.getByText('Balance due by Thu, 17 Dec 2026, 17:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay the balance' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay the deposit' })).toBeNull();
    // Part of it given back: still paid, with what was refunded beside it.
    expect(screen.getByText(/Online · Paid · AED 100\.00 refunded/)).toBeInTheDocument();
  });

  it('says paid in full, and cancelled with no button', async () => {
    stubApi({
      [`GET ${PATH}`]: makeBooking({
        status: 'confirmed',
        optionExpiresAt: null,
        due: { deposit: '0.00', balance: '0.00', balanceDueAt: null },
      }),
    });
    const first = renderApp(`/booking/${TOKEN}`);
    expect(await screen.findByText('Paid in full')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay the/ })).toBeNull();
    first.unmount();
    stubApi({ [`GET ${PATH}`]: makeBooking({ status: 'cancelled', optionExpiresAt: null }) });
    renderApp(`/booking/${TOKEN}`);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay the/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  });

  it('shows the payment instructions when online payment is off', async () => {
    stubApi({ [`GET ${PATH}`]: makeBooking({ payOnline: false }) });
    renderApp(`/booking/${TOKEN}`);
    expect(await screen.findByText('Bank transfer to IBAN AE07 0331 2345 6789 0123 456.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How to pay' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay the/ })).toBeNull();
  });

  it('renders in Arabic, right to left, and asks the checkout in Arabic', async () => {
    let sent: unknown;
    stubApi({
      [`GET ${PATH}`]: makeBooking(),
      [`POST ${PATH}/checkout`]: (_: string, init?: RequestInit) => {
        sent = JSON.parse(String(init?.body));
        return Response.json(
          { message: 'Less than 30 minutes are left on this option: message us to pay' },
          { status: 409 },
        );
      },
    });
    const user = userEvent.setup();
    renderApp(`/ar/booking/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'حجزك' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('نسيم البحر')).toBeInTheDocument();
    expect(screen.getByText('إلغاء مجاني حتى 48 ساعة قبل الموعد.')).toBeInTheDocument();
    expect(screen.getByText(/الموعد محجوز مبدئيًا حتى/)).toHaveTextContent(/متبقٍ 2 س 15 د/);
    expect(screen.getByRole('rowheader', { name: 'الإجمالي' }).closest('tr')).toHaveTextContent('2,400.00 درهم');
    await user.click(screen.getByRole('button', { name: 'ادفع العربون' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('بقي أقل من 30 دقيقة');
    expect(sent).toEqual({ kind: 'deposit', lang: 'ar' });
  });

  it('shows the Arabic instructions on an Arabic page', async () => {
    stubApi({ [`GET ${PATH}`]: makeBooking({ payOnline: false }) });
    renderApp(`/ar/booking/${TOKEN}`);
    expect(await screen.findByText('تحويل بنكي إلى الحساب AE07 0331 2345 6789 0123 456.')).toBeInTheDocument();
  });

  it('shows the site 404 for an unknown token', async () => {
    stubApi({ [`GET ${PATH}`]: Response.json({ message: 'Booking not found' }, { status: 404 }) });
    renderApp(`/booking/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
