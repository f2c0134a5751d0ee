import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { embedSettings, renderApp, stubApi } from '@/testing/test-utils';
import type { Desk } from '@/types/api';
import type { Lead } from '../api/enquiries';

// The inbox by desk (docs/desks.md, "The contract"): the desk filter, each lead's desk, the
// out-of-hours mark and the time to the first status change, on the list and the lead's page.
const ADMIN = { id: 'u_admin', name: 'Site Admin', username: 'admin', role: 'admin' };
const closedWeek = { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] };
const desk = (id: string, name: string): Desk => ({
  id,
  name,
  nameAr: '',
  phone: '971501234567',
  agents: [{ name: 'Omar', nameAr: '', whatsapp: '971501111111' }],
  hours: closedWeek,
  exceptions: [],
  categories: [],
});
const lead = (over: Partial<Lead> = {}): Lead => ({
  ref: 'Q-7K4M',
  channel: 'whatsapp',
  lang: 'en',
  page: '/category/marine-spares',
  note: '',
  status: 'contacted',
  lostReason: null,
  assignee: null,
  createdAt: '2026-11-27T10:00:00Z',
  items: [{ productId: 'p1', name: 'Anchor Chain', category: 'marine-spares', price: '100.00', quantity: 1 }],
  notes: [],
  desk: 'general',
  outOfHours: false,
  firstStatusChangeAt: '2026-11-27T12:05:00Z',
  ...over,
});
const LEADS = [
  lead(),
  lead({ ref: 'Q-2222', desk: 'charter', outOfHours: true, status: 'new', firstStatusChangeAt: null }),
  lead({ ref: 'Q-3333', desk: 'gone', status: 'received', firstStatusChangeAt: null }),
];

describe('the lead inbox by desk', () => {
  beforeEach(() => {
    localStorage.setItem('adminAuthenticated', 'true');
    localStorage.setItem('adminUser', JSON.stringify(ADMIN));
    embedSettings({ desks: [desk('general', 'Parts'), desk('charter', 'Charter')] });
  });

  it("shows each lead's desk, the out-of-hours mark and how soon it was answered, and filters by desk", async () => {
    const asked: string[] = [];
    stubApi({
      'GET /api/admin/session': { user: ADMIN },
      'GET /api/admin/enquiries/new-count': { new: 1 },
      'GET /api/admin/enquiries': (url: string) => {
        asked.push(url);
        const only = new URL(url, 'http://x').searchParams.get('desk');
        return Response.json({ items: LEADS.filter((l) => !only || l.desk === only), nextCursor: null });
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/enquiries');
    const table = await screen.findByRole('region', { name: 'Leads, newest first' }, { timeout: 20_000 });
    expect(within(table).getByRole('columnheader', { name: 'Desk' })).toBeInTheDocument();
    const row = (ref: string) => table.querySelector(`tr[data-lead="${ref}"]`) as HTMLElement;
    expect(within(row('Q-7K4M')).getByText('Parts')).toBeInTheDocument();
    expect(within(row('Q-7K4M')).getByText('Answered in 2 h 5 min')).toBeInTheDocument();
    expect(within(row('Q-7K4M')).queryByText('Out of hours')).toBeNull();
    expect(within(row('Q-2222')).getByText('Charter')).toBeInTheDocument();
    expect(within(row('Q-2222')).getByText('Out of hours')).toBeInTheDocument();
    expect(within(row('Q-2222')).queryByText(/Answered in/)).toBeNull();
    // A removed desk's leads keep its id.
    expect(within(row('Q-3333')).getByText('gone')).toBeInTheDocument();

    const select = screen.getByRole('combobox', { name: 'Desk' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any desk', 'Parts', 'Charter']);
    await user.selectOptions(select, 'Charter');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(asked.at(-1)).toContain('desk=charter');
    expect(row('Q-2222')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(select).toHaveValue('');
  });

  it("shows the lead's desk and the out-of-hours mark on its page", async () => {
    stubApi({
      'GET /api/admin/session': { user: ADMIN },
      'GET /api/admin/enquiries/new-count': { new: 0 },
      'GET /api/admin/sub-users': [],
      'GET /api/admin/enquiries/Q-2222': lead({ ref: 'Q-2222', desk: 'charter', outOfHours: true }),
    });
    renderApp('/admin/enquiries/Q-2222');
    expect(await screen.findByRole('heading', { name: 'Q-2222' }, { timeout: 20_000 })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Lead' });
    expect(within(panel).getByText('Charter').closest('p')).toHaveTextContent('Desk: Charter');
    expect(within(panel).getByText('Out of hours')).toBeInTheDocument();
    expect(within(panel).getByText('Answered in 2 h 5 min')).toBeInTheDocument();
  });

  it('offers no desk filter, and no desk column, without several desks', async () => {
    embedSettings({});
    stubApi({
      'GET /api/admin/session': { user: ADMIN },
      'GET /api/admin/enquiries/new-count': { new: 0 },
      'GET /api/admin/enquiries': { items: [lead({ desk: null })], nextCursor: null },
    });
    renderApp('/admin/enquiries');
    const table = await screen.findByRole('region', { name: 'Leads, newest first' }, { timeout: 20_000 });
    expect(within(table).queryByRole('columnheader', { name: 'Desk' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Desk' })).toBeNull();
  });
});
