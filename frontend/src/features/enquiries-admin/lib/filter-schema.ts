import { dateRangeFields, endNotBeforeStart } from '@/lib/date-range';
import { z } from '@/lib/zod';
import type { LeadFilters } from '../api/enquiries';

/** The inbox's filters; empty means "any". The server checks them again. */
export const filterSchema = z
  .object({
    q: z.string().max(200, 'At most 200 characters'),
    status: z.enum(['', 'new', 'received', 'contacted', 'quoted', 'won', 'lost']),
    channel: z.enum(['', 'whatsapp', 'email', 'call']),
    // A desk's id (docs/desks.md); a removed desk's leads keep theirs.
    desk: z.string().max(32),
    ...dateRangeFields,
  })
  .refine(...endNotBeforeStart);

export type FilterValues = z.infer<typeof filterSchema>;

export const emptyFilters: FilterValues = { q: '', status: '', channel: '', desk: '', from: '', to: '' };

/** Only the filters that are set; the search trimmed. */
export function toLeadFilters(values: FilterValues): LeadFilters {
  return Object.fromEntries(
    Object.entries({ ...values, q: values.q.trim() }).filter(([, v]) => v !== ''),
  ) as LeadFilters;
}
