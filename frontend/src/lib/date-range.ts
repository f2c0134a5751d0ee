import { z } from '@/lib/zod';

/** A list filter's date: empty (any), or a day such as 2026-01-31. */
export const optionalDate = z.union([z.literal(''), z.iso.date({ message: 'Enter a date such as 2026-01-31' })]);

/** The `from` and `to` fields of a list filter (the activity log, the lead inbox). */
export const dateRangeFields = { from: optionalDate, to: optionalDate };

/** Refuses an end before the start, on `to`; the server checks the range again. */
export const endNotBeforeStart: [
  (f: { from: string; to: string }) => boolean,
  { path: PropertyKey[]; message: string },
] = [(f) => !f.from || !f.to || f.from <= f.to, { path: ['to'], message: 'The end date is before the start date' }];
