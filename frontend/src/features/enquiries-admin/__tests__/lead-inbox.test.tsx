import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '@/testing/test-utils';
import type { Lead } from '../api/enquiries';
import { looksLikeReference, nextStatuses } from '../api/enquiries';

// The lead inbox (docs/enquiries.md, "The inbox"): the list, the reference search, the
// workflow, and the staff header's new-lead badge.
const ADMIN = { id: 'u_admin', name: 'Site Admin', username: 'admin', role: 'admin' };
const lead = (over: Partial<Lead> = {}): Lead => ({
  ref: 'Q-7K4M',
  channel: 'whatsapp',
  lang: 'en',
  page: '/category/marine-spares',
  note: 'Deliver to Port Rashid',
  status: 'new',
  lostReason: null,
  assignee: null,
  createdAt: '2026-11-27T10:00:00Z',
  items: [{ productId: 'p1', name: 'Anchor Chain', category: 'marine-spares', price: '100.00', quantity: 3 }],
  notes: [],
  ...over,
});

describe('the lead inbox', () => {
  beforeEach(() => {
    localStorage.setItem('adminAuthenticated', 'true');
    localStorage.setItem('adminUser', JSON.stringify(ADMIN));
  });

  it('knows the workflow and what a reference looks like', () => {
    expect(nextStatuses('new')).toEqual(['received', 'contacted', 'quoted']);
    expect(nextStatuses('contacted')).toEqual(['quoted', 'won', 'lost']);
    expect(nextStatuses('won')).toEqual([]);
    for (const typed of ['Q-7K4M', 'q7k4m', ' 7k4m ', 'Q 7K4M', 'Q-ABCDE'])
      expect(looksLikeReference(typed)).toBe(true);
    for (const typed of ['anchor', 'Q-7K4', '0OIL', '']) expect(looksLikeReference(typed)).toBe(false);
  });

  it('lists leads with older pages, opens a quoted reference, and marks it won', async () => {
    let current = lead({ status: 'received' });
    const patches: unknown[] = [];
    const fetchMock = stubApi({
      'GET /api/admin/session': { user: ADMIN },
      'GET /api/admin/enquiries/new-count': { new: 2 },
      'GET /api/admin/sub-users': [],
      'GET /api/admin/enquiries': (url: string) =>
        Response.json(
          url.includes('cursor=')
            ? { items: [lead({ ref: 'Q-2222', status: 'won' })], nextCursor: null }
            : { items: [lead(), lead({ ref: 'Q-3333', channel: 'call', unreadable: true, items: [] })], nextCursor: 'c1' },
        ),
      'GET /api/admin/enquiries/q7k4m': () => Response.json(current),
      'GET /api/admin/enquiries/Q-7K4M': () => Response.json(current),
      'PATCH /api/admin/enquiries/Q-7K4M': (_: string, init?: RequestInit) => {
        patches.push(JSON.parse(String(init?.body)));
        current = { ...current, status: 'won' };
        return Response.json(current);
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/enquiries');
    const table = await screen.findByRole('region', { name: 'Leads, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Unreadable lead')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Leads\s*2 new/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older leads' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));

    await user.type(screen.getByRole('searchbox', { name: /Reference or product/ }), 'q7k4m{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/enquiries/Q-7K4M'));
    expect(await screen.findByRole('heading', { name: 'Q-7K4M' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anchor Chain' })).toHaveAttribute('href', '/product/p1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'New status' }), 'won');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(patches).toEqual([{ status: 'won' }]));
    expect(await screen.findByText(/Won and lost are final/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });

  it("links the inbox to the calendar's channel conflicts while there are some", async () => {
    let counts = { new: 1, calendarConflicts: 2 };
    stubApi({
      'GET /api/admin/session': { user: ADMIN },
      'GET /api/admin/enquiries/new-count': () => Response.json(counts),
      'GET /api/admin/enquiries': { items: [lead()], nextCursor: null },
    });
    const { queryClient } = renderApp('/admin/enquiries');
    const link = await screen.findByRole('link', { name: '2 calendar conflicts' }, { timeout: 20_000 });
    expect(link).toHaveAttribute('href', '/admin/calendar#channel-calendars');
    counts = { new: 1, calendarConflicts: 1 };
    await queryClient.invalidateQueries();
    expect(await screen.findByRole('link', { name: '1 calendar conflict' })).toBeInTheDocument();
    counts = { new: 1, calendarConflicts: 0 };
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.queryByRole('link', { name: /calendar conflict/ })).toBeNull());
    expect(screen.getByRole('link', { name: /Leads\s*1 new/ })).toBeInTheDocument();
  });

  it('asks for a reason before marking a lead lost', async () => {
    const patches: unknown[] = [];
    stubApi({
      'GET /api/admin/session': { user: ADMIN },
      'GET /api/admin/enquiries/new-count': { new: 0 },
      'GET /api/admin/sub-users': [{ id: 'u2', name: 'Deck Hand', username: 'deckhand', isActive: true }],
      'GET /api/admin/enquiries/Q-7K4M': lead({ status: 'quoted' }),
      'PATCH /api/admin/enquiries/Q-7K4M': (_: string, init?: RequestInit) => {
        patches.push(JSON.parse(String(init?.body)));
        return Response.json(lead({ status: 'lost', lostReason: 'Bought elsewhere' }));
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/enquiries/Q-7K4M');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'New status' }), 'lost');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Say why the lead was lost')).toBeInTheDocument();
    expect(patches).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Why was it lost/ }), 'Bought elsewhere');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(patches).toEqual([{ status: 'lost', lostReason: 'Bought elsewhere' }]));
    // A lost lead keeps its assignee: the form gives way to the name (docs/enquiries.md).
    expect(await screen.findByText('Assignee: nobody')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete lead' })).toBeInTheDocument();
  });

  it('offers no delete to a sub-user', async () => {
    const sub = { id: 'u2', name: 'Deck Hand', username: 'deckhand', role: 'sub_user' };
    localStorage.setItem('adminUser', JSON.stringify(sub));
    const fetchMock = stubApi({
      'GET /api/admin/session': { user: sub },
      'GET /api/admin/enquiries/new-count': { new: 0 },
      'GET /api/admin/enquiries/Q-7K4M': lead({ status: 'received' }),
    });
    renderApp('/admin/enquiries/Q-7K4M');
    expect(await screen.findByRole('heading', { name: 'Q-7K4M' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete lead' })).toBeNull();
    expect(screen.getByRole('option', { name: 'deckhand (me)' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/admin/sub-users'))).toBe(false);
    vi.restoreAllMocks();
  });
});
