import type { ActivityFilters } from '@/api/activity';
import { z } from '@/lib/zod';

const date = z.union([z.literal(''), z.iso.date({ message: 'Enter a date such as 2026-01-31' })]);

/** The activity screen's filters; empty means "any". The server checks them again. */
export const filterSchema = z
  .object({
    actor: z.string(),
    action: z.enum(['', 'create', 'update', 'delete', 'login', 'login_failed', 'logout', 'session_ended']),
    entity: z.enum(['', 'product', 'banner', 'user', 'settings', 'session', 'enquiry']),
    from: date,
    to: date,
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    path: ['to'],
    message: 'The end date is before the start date',
  });

export type FilterValues = z.infer<typeof filterSchema>;

export const emptyFilters: FilterValues = { actor: '', action: '', entity: '', from: '', to: '' };

/** Only the filters that are set (the query key and the request leave the others out). */
export function toActivityFilters(values: FilterValues): ActivityFilters {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as ActivityFilters;
}
