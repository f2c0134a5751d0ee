import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, stubApi } from '@/testing/test-utils';
import type { Lead } from '../api/enquiries';

// A lead from a parts list (docs/parts-lists.md, "The enquiry"): the items asked for by an old
// number, and the lines not in the catalogue.
const ADMIN = { id: 'u_admin', name: 'Site Admin', username: 'admin', role: 'admin' };
const lead = (over: Partial<Lead> = {}): Lead => ({
  ref: 'Q-7K4M',
  channel: 'whatsapp',
  lang: 'en',
  page: '/enquiry',
  note: '',
  status: 'received',
  lostReason: null,
  assignee: null,
  createdAt: '2026-11-27T10:00:00Z',
  items: [
    {
      productId: 'f1',
      name: 'Fuel Filter',
      category: 'marine-spares',
      price: '85.00',
      quantity: 4,
      replaced: '1R-0749',
    },
    { productId: 'r1', name: 'Racor 2040N', category: 'marine-spares', price: null, quantity: 10 },
  ],
  missing: [
    { text: 'Volvo impeller 21951346', quantity: 2 },
    { text: 'مضخة مياه', quantity: 1 },
  ],
  notes: [],
  ...over,
});
const api = (current: Lead) => ({
  'GET /api/admin/session': { user: ADMIN },
  'GET /api/admin/enquiries/new-count': { new: 0 },
  'GET /api/admin/sub-users': [],
  'GET /api/admin/enquiries/Q-7K4M': current,
});

// The panel and its table's scrolling box are both regions of the name: the table is in the inner one.
const table = async (name: string) =>
  within((await screen.findAllByRole('region', { name })).at(-1)!).getByRole('table');
const noTable = (name: string) => expect(screen.queryAllByRole('region', { name })).toEqual([]);

describe("a parts list's lead", () => {
  beforeEach(() => {
    localStorage.setItem('adminAuthenticated', 'true');
    localStorage.setItem('adminUser', JSON.stringify(ADMIN));
  });

  it('shows the replaced number before the product, and the lines not in the catalogue', async () => {
    stubApi(api(lead()));
    renderApp('/admin/enquiries/Q-7K4M');
    const items = await table('Items as sent');
    const rows = within(items).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1R-0749 → Fuel Filter');
    expect(rows[2]).not.toHaveTextContent('→');
    const missing = await table('Not in the catalogue');
    expect(
      within(missing)
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent)),
    ).toEqual([
      ['Volvo impeller 21951346', '2'],
      ['مضخة مياه', '1'],
    ]);
  });

  it('shows a list of missing lines alone without an empty items table, and an older lead as before', async () => {
    stubApi(api(lead({ items: [] })));
    const { unmount } = renderApp('/admin/enquiries/Q-7K4M');
    expect(await table('Not in the catalogue')).toBeInTheDocument();
    noTable('Items as sent');
    unmount();
    const older = lead();
    delete older.missing;
    stubApi(api(older));
    renderApp('/admin/enquiries/Q-7K4M');
    expect(await table('Items as sent')).toBeInTheDocument();
    noTable('Not in the catalogue');
  });
});
