import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearEnquiryList } from '@/lib/enquiry-list';
import { embedSettings, makeProduct, renderApp, stubApi } from '@/testing/test-utils';
import type { Desk } from '@/types/api';

// docs/desks.md: a list spanning desks goes to the desk of most items, or the one the visitor
// chooses from the small choice shown only then; the desk and the visitor's agent are sent.
const week: Desk['hours'] = { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] };
const always = Object.fromEntries(Object.keys(week).map((d) => [d, [{ from: '00:00', to: '24:00' }]]));
const desk = (id: string, name: string, categories: Desk['categories'], whatsapp: string, hours = week): Desk => ({
  id,
  name,
  nameAr: '',
  phone: '97145550001',
  agents: [{ name: 'Agent', nameAr: '', whatsapp }],
  hours,
  exceptions: [],
  categories,
});
const desks = [
  desk('general', 'Sales desk', ['vessel-sales-purchase'], '971500000001'),
  desk('parts', 'Parts desk', ['marine-spares'], '971500000002', always as Desk['hours']),
  desk('charter', 'Charter desk', ['vessel-chartering'], '971500000003'),
];
const anchor = makeProduct({ id: 'p1', name: 'Anchor Chain', category: 'marine-spares' });
const tug = makeProduct({ id: 'p2', name: 'Harbour Tug', category: 'vessel-chartering' });
const receipt = { ref: 'Q-7K4M', message: 'Hello', whatsappUrl: 'https://wa.me/971?text=Hello', mailtoUrl: 'mailto:x' };

describe("the enquiry list's desk", () => {
  beforeEach(() => {
    localStorage.clear();
    clearEnquiryList();
  });

  it('suggests the desk of most items (a tie: the earlier), lets the visitor choose, and sends the desk and its agent', async () => {
    localStorage.setItem(
      'enquiry-list',
      JSON.stringify([
        { productId: 'p1', name: 'Anchor Chain', category: 'marine-spares', quantity: 1 },
        { productId: 'p2', name: 'Harbour Tug', category: 'vessel-chartering', quantity: 1 },
      ]),
    );
    let sent: Record<string, unknown> = {};
    embedSettings({ desks });
    stubApi({
      'GET /api/products/p1': anchor,
      'GET /api/products/p2': tug,
      'POST /api/enquiries': (_: string, init?: RequestInit) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return Response.json(receipt, { status: 201 });
      },
    });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderApp('/enquiry');
    // Once the products are checked (their categories are today's).
    const choice = await screen.findByRole('group', { name: 'Send this list to' }, { timeout: 10_000 });
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['parts', 'charter']);
    expect(within(choice).getByRole('radio', { name: 'Parts desk' })).toBeChecked();
    // The parts desk is open around the clock; the charter desk has no hours, so no line.
    expect(screen.getByTestId('desk-status')).toHaveTextContent('Open now');
    await user.click(within(choice).getByRole('radio', { name: 'Charter desk' }));
    expect(screen.queryByTestId('desk-status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(await screen.findByText('Your reference is Q-7K4M.')).toBeInTheDocument();
    expect(sent).toMatchObject({ desk: 'charter', agent: '971500000003' });
  });

  it('shows no choice for a list of one desk, and sends no desk when the settings have none', async () => {
    localStorage.setItem(
      'enquiry-list',
      JSON.stringify([{ productId: 'p1', name: 'Anchor Chain', category: 'marine-spares', quantity: 1 }]),
    );
    let sent: Record<string, unknown> = {};
    stubApi({
      'GET /api/products/p1': anchor,
      'POST /api/enquiries': (_: string, init?: RequestInit) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return Response.json(receipt, { status: 201 });
      },
    });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderApp('/enquiry');
    await user.click(await screen.findByRole('button', { name: 'Send on WhatsApp' }));
    expect(await screen.findByText('Your reference is Q-7K4M.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Send this list to' })).toBeNull();
    expect(sent).not.toHaveProperty('desk');
    expect(sent).not.toHaveProperty('agent');
  });
});
