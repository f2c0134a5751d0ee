import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { embedSettings, renderApp, stubApi } from '@/testing/test-utils';
import type { Desk } from '@/types/api';
import type { InsightsReport } from '../api/insights';

// The insights' leads per desk (docs/desks.md, "The contract"): leads, and the median time to
// "contacted" within and outside the desk's hours; — where no such lead was contacted.
const ADMIN = { id: 'u_admin', name: 'Site Admin', username: 'admin', role: 'admin' };
const zero = { view: 0, call: 0, whatsapp: 0, email: 0 };
const desk = (id: string, name: string): Desk => ({
  id,
  name,
  nameAr: '',
  phone: '971501234567',
  agents: [],
  hours: { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] },
  exceptions: [],
  categories: [],
});
const report = (desks?: InsightsReport['desks']): InsightsReport => ({
  from: '2026-11-01',
  to: '2026-11-30',
  totals: { ...zero, whatsapp: 5, leadsSent: 5, leadsReceived: 4, leadsWon: 1 },
  byDay: [],
  byProduct: [],
  bySource: [],
  ...(desks ? { desks } : {}),
});

function open(answer: InsightsReport) {
  localStorage.setItem('adminAuthenticated', 'true');
  localStorage.setItem('adminUser', JSON.stringify(ADMIN));
  stubApi({
    'GET /api/admin/session': { user: ADMIN },
    'GET /api/admin/enquiries/new-count': { new: 0 },
    'GET /api/admin/insights': answer,
  });
  renderApp('/admin/insights');
}

describe('/admin/insights: leads per desk', () => {
  beforeEach(() => embedSettings({ desks: [desk('general', 'Parts'), desk('charter', 'Charter')] }));

  it('lists each desk with its leads and the median times to contacted, — without any', async () => {
    open(
      report([
        { desk: 'general', leads: 3, medianToContactedMinutes: { inHours: 42, outOfHours: 725 } },
        { desk: 'charter', leads: 2, medianToContactedMinutes: { inHours: null, outOfHours: 1500 } },
        { desk: 'gone', leads: 0, medianToContactedMinutes: { inHours: null, outOfHours: null } },
      ]),
    );
    const table = await screen.findByRole(
      'region',
      { name: 'Leads and times to contacted, per desk' },
      { timeout: 20_000 },
    );
    expect(screen.getByRole('heading', { name: 'Leads per desk' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Desk', 'Leads', 'Median to contacted, in hours', 'Median to contacted, out of hours']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Parts', '3', '42 min', '12 h 5 min'],
      ['Charter', '2', '—', '1 d 1 h'],
      ['gone', '0', '—', '—'],
    ]);
  });

  it('shows no desks section for a report without one (an older server)', async () => {
    open(report());
    expect(await screen.findByRole('heading', { name: 'Sources' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Leads per desk' })).toBeNull();
  });
});
