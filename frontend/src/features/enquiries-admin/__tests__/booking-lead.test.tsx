import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, stubApi } from '@/testing/test-utils';
import type { CharterBlock, LeadBooking } from '@/types/api';
import type { Lead } from '../api/enquiries';

// A booking lead (docs/charter.md): its booking and estimate, an option placed with the
// lead's reference, a 409 naming the block that took the time, and the confirmation.
const ADMIN = { id: 'u_admin', name: 'Site Admin', username: 'admin', role: 'admin' };
const booking: LeadBooking = {
  productId: 'v1',
  date: '2030-01-04',
  start: '17:00',
  end: '21:00',
  hours: 4,
  guests: 10,
  extras: [{ id: 'catering', name: 'Catering', quantity: 1 }],
  quote: {
    hoursCharged: 4,
    minimumHours: 4,
    minimumRule: { days: [0, 5, 6], from: '17:00', to: '00:00', hours: 4 },
    lines: [
      { kind: 'base', label: 'Base: 4 h × 750.00', amount: '3000.00' },
      { kind: 'extra', label: 'Catering: 1 × 10 guests × 50.00', amount: '500.00' },
    ],
    subtotal: '3500.00',
    vat: '175.00',
    total: '3675.00',
    deposit: '918.75',
  },
};
const lead: Lead = {
  ref: 'Q-7K4M',
  channel: 'whatsapp',
  lang: 'en',
  page: '/product/v1',
  note: '',
  status: 'received',
  lostReason: null,
  assignee: null,
  createdAt: '2029-12-20T10:00:00Z',
  items: [{ productId: 'v1', name: 'Sea Breeze 60', category: 'vessel-chartering', price: '750.00', quantity: 1 }],
  notes: [],
  booking,
};
const block = (over: Partial<CharterBlock>): CharterBlock => ({
  id: 'b1',
  productId: 'v1',
  start: '2030-01-04T17:00:00+04:00',
  end: '2030-01-04T21:00:00+04:00',
  kind: 'option',
  expiresAt: '2030-01-01T12:00:00+04:00',
  enquiryRef: 'Q-7K4M',
  createdAt: '2029-12-20T10:00:00Z',
  feed: null,
  ...over,
});
const BLOCKS = '/api/admin/charters/v1/blocks';

describe('a booking lead', () => {
  beforeEach(() => {
    localStorage.setItem('adminAuthenticated', 'true');
    localStorage.setItem('adminUser', JSON.stringify(ADMIN));
  });

  it('shows the booking and estimate, meets a 409 naming the other block, places an option and confirms it', async () => {
    let blocks: CharterBlock[] = [];
    const posted: Record<string, unknown>[] = [];
    const patched: unknown[] = [];
    stubApi({
      'GET /api/admin/session': { user: ADMIN },
      'GET /api/admin/enquiries/new-count': { new: 0 },
      'GET /api/admin/sub-users': [],
      'GET /api/admin/enquiries/Q-7K4M': lead,
      [`GET ${BLOCKS}?from=2030-01-04&to=2030-01-05`]: () => Response.json({ items: blocks }),
      [`POST ${BLOCKS}`]: (_: string, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        posted.push(body);
        if (posted.length === 1)
          return Response.json(
            {
              error: 'Overlaps',
              conflict: block({ id: 'b0', kind: 'booking', enquiryRef: 'Q-2222', expiresAt: null }),
            },
            { status: 409 },
          );
        blocks = [block({ expiresAt: String(body.expiresAt) })];
        return Response.json(blocks[0], { status: 201 });
      },
      [`PATCH ${BLOCKS}/b1`]: (_: string, init?: RequestInit) => {
        patched.push(JSON.parse(String(init?.body)));
        blocks = [block({ kind: 'booking', expiresAt: null })];
        return Response.json(blocks[0]);
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/enquiries/Q-7K4M');
    // The staff chunk's first load: a generous bound for a busy machine, not a timing.
    const panel = await screen.findByRole('region', { name: 'Booking request' }, { timeout: 20_000 });
    const p = within(panel);
    expect(p.getByText(/^Friday,? 4 January 2030$/)).toBeInTheDocument();
    expect(p.getByText('17:00–21:00 (4 hours)')).toBeInTheDocument();
    expect(p.getByText('Catering × 1')).toBeInTheDocument();
    expect(p.getByRole('row', { name: /^Catering: 1 × 10 guests × 50\.00\sAED\s500\.00$/ })).toBeInTheDocument();
    expect(p.getByRole('row', { name: /^Total\sAED\s3,675\.00$/ })).toBeInTheDocument();

    const hours = await p.findByRole('spinbutton', { name: 'Option expires in (hours)' });
    expect(hours).toHaveValue(24);
    await user.clear(hours);
    await user.type(hours, '48');
    const before = Date.now();
    await user.click(p.getByRole('button', { name: 'Place option (expires in 48 hours)' }));
    expect(await p.findByRole('alert')).toHaveTextContent(
      'The time is taken: Booking Fri 4 Jan 17:00–21:00 (lead Q-2222).',
    );
    expect(posted[0]).toMatchObject({
      start: '2030-01-04T17:00:00+04:00',
      end: '2030-01-04T21:00:00+04:00',
      kind: 'option',
      enquiryRef: 'Q-7K4M',
    });
    const expires = Date.parse(String(posted[0]!.expiresAt));
    expect(String(posted[0]!.expiresAt)).toMatch(/\+04:00$/);
    expect(expires).toBeGreaterThanOrEqual(before + 48 * 3_600_000 - 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 48 * 3_600_000);

    await user.click(p.getByRole('button', { name: 'Place option (expires in 48 hours)' }));
    await waitFor(() => expect(panel.querySelector('[data-block-kind="option"]')).not.toBeNull());
    expect(p.queryByRole('alert')).toBeNull();
    await user.click(p.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(panel.querySelector('[data-block-kind="booking"]')).not.toBeNull());
    expect(patched).toEqual([{ kind: 'booking' }]);
    expect(p.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });
});
