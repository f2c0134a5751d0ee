import { z } from '@/lib/zod';
import type { LeadFilters } from '../api/enquiries';

const date = z.union([z.literal(''), z.iso.date({ message: 'Enter a date such as 2026-01-31' })]);

/** The inbox's filters; empty means "any". The server checks them again. */
export const filterSchema = z
  .object({
    q: z.string().max(200, 'At most 200 characters'),
    status: z.enum(['', 'new', 'received', 'contacted', 'quoted', 'won', 'lost']),
    channel: z.enum(['', 'whatsapp', 'email', 'call']),
    from: date,
    to: date,
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    path: ['to'],
    message: 'The end date is before the start date',
  });

export type FilterValues = z.infer<typeof filterSchema>;

export const emptyFilters: FilterValues = { q: '', status: '', channel: '', from: '', to: '' };

/** Only the filters that are set; the search trimmed. */
export function toLeadFilters(values: FilterValues): LeadFilters {
  return Object.fromEntries(
    Object.entries({ ...values, q: values.q.trim() }).filter(([, v]) => v !== ''),
  ) as LeadFilters;
}
