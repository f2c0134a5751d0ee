import { describe, expect, it } from 'vitest';
import { describeChanges, fieldLabel, productVersionAfter, type ActivityEntry } from './activity';

const entry = (fields: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  at: '2026-11-25T10:00:00.000Z',
  actor: { id: 'user_1', username: 'crew', role: 'sub_user' },
  action: 'update',
  entity: 'product',
  entityId: 'p_1',
  changes: {},
  ...fields,
});

describe('activity changes', () => {
  it('reads as old → new, with prices as prices', () => {
    const e = entry({
      changes: { price: { before: '1200.00', after: '1350.5' }, inStock: { before: true, after: false } },
    });
    expect(describeChanges(e)).toEqual(['Price: AED\u00a01,200.00 → AED\u00a01,350.50', 'In stock: yes → no']);
    expect(describeChanges(entry({ changes: { password: { changed: true } } }))).toEqual(['Password changed']);
    expect(fieldLabel('showContactForPricing')).toBe('Show contact for pricing');
  });

  it('names the account a failed login tried, or says that the name was no account', () => {
    const failed = (changes: ActivityEntry['changes']) =>
      entry({ actor: null, action: 'login_failed', entity: 'session', changes });
    expect(describeChanges(failed({ username: { before: null, after: 'crew' } }))).toEqual(['Username tried: crew']);
    expect(describeChanges(failed({ unknownUsername: { before: null, after: true } }))).toEqual([
      'A username that is no account was tried',
    ]);
  });
});

describe('productVersionAfter', () => {
  const newest = entry({ id: 3, changes: { price: { before: '20.00', after: '30.00' } } });
  const middle = entry({
    id: 2,
    changes: { price: { before: '10.00', after: '20.00' }, name: { before: 'A', after: 'B' } },
  });
  const created = entry({ id: 1, action: 'create', changes: { price: { before: null, after: '10.00' } } });
  const entries = [newest, middle, created];

  it('puts back every newer entry’s before values onto the current product', () => {
    const current = { id: 'p_1', name: 'B', price: '30.00', category: 'marine-spares' };
    expect(productVersionAfter(entries, 0, current)).toEqual({ name: 'B', price: '30.00', category: 'marine-spares' });
    expect(productVersionAfter(entries, 1, current)).toEqual({ name: 'B', price: '20.00', category: 'marine-spares' });
    expect(productVersionAfter(entries, 2, current)).toEqual({ name: 'A', price: '10.00', category: 'marine-spares' });
  });

  it('starts a deleted product from its deletion’s before values', () => {
    const deleted = entry({
      id: 4,
      action: 'delete',
      changes: { price: { before: '30.00', after: null }, name: { before: 'B', after: null } },
    });
    expect(productVersionAfter([deleted], 1, null)).toEqual({ price: '30.00', name: 'B' });
    expect(productVersionAfter([deleted, ...entries], 2, null)).toEqual({ price: '20.00', name: 'B' });
  });
});
