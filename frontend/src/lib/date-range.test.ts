import { describe, expect, it } from 'vitest';
import { dateRangeFields, endNotBeforeStart } from './date-range';
import { z } from './zod';

const schema = z.object(dateRangeFields).refine(...endNotBeforeStart);

describe('a list filter’s date range', () => {
  it('takes empty dates, one date, or an end on or after the start', () => {
    for (const f of [
      { from: '', to: '' },
      { from: '2026-01-31', to: '' },
      { from: '2026-01-31', to: '2026-01-31' },
      { from: '2026-01-01', to: '2026-02-01' },
    ])
      expect(schema.safeParse(f).success).toBe(true);
  });

  it('refuses an end before the start on `to`, and a malformed day', () => {
    const before = schema.safeParse({ from: '2026-02-01', to: '2026-01-01' });
    expect(before.error?.issues[0]).toMatchObject({ path: ['to'], message: 'The end date is before the start date' });
    const malformed = schema.safeParse({ from: '31/01/2026', to: '' });
    expect(malformed.error?.issues[0]).toMatchObject({ path: ['from'], message: 'Enter a date such as 2026-01-31' });
  });
});
