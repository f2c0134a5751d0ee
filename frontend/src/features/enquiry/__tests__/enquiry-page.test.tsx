import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearEnquiryList, getEnquiryItems } from '@/lib/enquiry-list';
import { fakeSearch } from '@/testing/fake-search';
import { makeProduct, renderApp, stubApi } from '@/testing/test-utils';

// The visitor's enquiry list (docs/enquiries.md): the cards' control, the header's count and
// the /enquiry page with its sending. Arabic pages load their font late; jsdom has no FontFace.
vi.mock('@/i18n/arabic-font', () => ({ loadArabicFont: () => undefined }));

const anchor = makeProduct({ id: 'p1', name: 'Anchor Chain', category: 'marine-spares', price: '100.00' });
const tug = makeProduct({ id: 'p2', name: 'Harbour Tug', category: 'vessel-chartering' });
const store = (items: { productId: string; name: string; category: string; quantity: number }[]) =>
  localStorage.setItem('enquiry-list', JSON.stringify(items));
const receipt = { ref: 'Q-7K4M', message: 'Hello', whatsappUrl: 'https://wa.me/971?text=Hello', mailtoUrl: 'mailto:x' };

describe('the enquiry list', () => {
  beforeEach(() => {
    localStorage.clear();
    clearEnquiryList();
  });
  afterEach(() => vi.restoreAllMocks());

  it('adds a part with its quantity from a card, and the header counts the list', async () => {
    stubApi({ 'GET /api/products/search': fakeSearch([anchor, tug]) });
    const user = userEvent.setup();
    renderApp('/category/marine-spares');
    const card = (await screen.findByRole('heading', { name: 'Anchor Chain' })).closest('article')!;
    expect(screen.queryByRole('link', { name: /Enquiry list/ })).toBeNull();
    const quantity = within(card).getByRole('spinbutton', { name: 'Quantity of Anchor Chain' });
    await user.clear(quantity);
    await user.type(quantity, '4');
    const add = within(card).getByRole('button', { name: 'Add to enquiry: Anchor Chain' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);
    expect(add).toHaveAttribute('aria-pressed', 'true');
    expect(getEnquiryItems()).toEqual([
      { productId: 'p1', name: 'Anchor Chain', category: 'marine-spares', quantity: 4 },
    ]);
    expect(screen.getByRole('link', { name: 'Enquiry list (1)' })).toHaveAttribute('href', '/enquiry');
    await user.click(add); // pressed again: out of the list
    expect(getEnquiryItems()).toEqual([]);
  });

  it('shows a removed product as unavailable and sends only the others on WhatsApp', async () => {
    store([
      { productId: 'p1', name: 'Anchor Chain', category: 'marine-spares', quantity: 2 },
      { productId: 'gone', name: 'Old Winch', category: 'marine-spares', quantity: 1 },
      { productId: 'p2', name: 'Harbour Tug', category: 'vessel-chartering', quantity: 1 },
    ]);
    let sent: unknown;
    stubApi({
      'GET /api/products/p1': anchor,
      'GET /api/products/p2': tug,
      'POST /api/enquiries': (_: string, init?: RequestInit) => {
        sent = JSON.parse(String(init?.body));
        return Response.json(receipt, { status: 201 });
      },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderApp('/enquiry');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your enquiry list' })).toBeInTheDocument();
    expect(await screen.findByText('No longer available: left out of the enquiry')).toBeInTheDocument();
    expect(screen.getByText('Old Winch')).toBeInTheDocument();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Anchor Chain' });
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'To Port Rashid');
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(await screen.findByText('Your reference is Q-7K4M.')).toBeInTheDocument();
    expect(sent).toEqual({
      items: [
        { productId: 'p1', quantity: 12 },
        { productId: 'p2', quantity: 1 },
      ],
      note: 'To Port Rashid',
      channel: 'whatsapp',
      lang: 'en',
      page: '/enquiry',
    });
    expect(open).toHaveBeenCalledWith(receipt.whatsappUrl, '_blank', 'noopener,noreferrer');
    expect(getEnquiryItems()).toEqual([]);
  });

  it('for a call, shows the reference to quote in Arabic on an Arabic page', async () => {
    store([{ productId: 'p2', name: 'Harbour Tug', category: 'vessel-chartering', quantity: 1 }]);
    stubApi({ 'GET /api/products/p2': tug, 'POST /api/enquiries': Response.json(receipt, { status: 201 }) });
    const user = userEvent.setup();
    renderApp('/ar/enquiry');
    await user.click(await screen.findByRole('button', { name: 'اتصل' }));
    expect(await screen.findByText('اذكر الرقم المرجعي Q-7K4M عند الاتصال')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /اتصل على/ }).getAttribute('href')).toMatch(/^tel:/);
  });

  it('explains a 429 and a failed network, and keeps the list', async () => {
    store([{ productId: 'p2', name: 'Harbour Tug', category: 'vessel-chartering', quantity: 1 }]);
    let answer: () => Response | Promise<Response> = () => Response.json({ message: 'Slow down' }, { status: 429 });
    stubApi({ 'GET /api/products/p2': tug, 'POST /api/enquiries': () => answer() });
    const user = userEvent.setup();
    renderApp('/enquiry');
    await user.click(await screen.findByRole('button', { name: 'Send by e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many enquiries from your network.');
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Send by e-mail' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We could not be reached.'));
    expect(getEnquiryItems()).toHaveLength(1);
  });

  it('marks a product the server refuses (hidden meanwhile) as unavailable, with the reason', async () => {
    store([
      { productId: 'p1', name: 'Anchor Chain', category: 'marine-spares', quantity: 1 },
      { productId: 'p2', name: 'Harbour Tug', category: 'vessel-chartering', quantity: 1 },
    ]);
    const refusal = { message: 'Invalid', errors: [{ field: 'items[1].productId', message: 'No such product' }] };
    stubApi({
      'GET /api/products/p1': anchor,
      'GET /api/products/p2': tug,
      'POST /api/enquiries': Response.json(refusal, { status: 400 }),
    });
    const user = userEvent.setup();
    renderApp('/enquiry');
    await user.click(await screen.findByRole('button', { name: 'Send on WhatsApp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some of the list could not be sent: No such product');
    const row = document.querySelector('[data-enquiry-item="p2"]')!;
    expect(row).toHaveAttribute('data-state', 'unavailable');
  });

  it('says so when the list is empty', async () => {
    stubApi({});
    renderApp('/enquiry');
    expect(await screen.findByText('Your enquiry list is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/');
  });
});
