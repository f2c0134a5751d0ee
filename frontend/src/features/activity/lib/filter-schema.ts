import type { ActivityFilters } from '@/api/activity';
import { dateRangeFields, endNotBeforeStart } from '@/lib/date-range';
import { z } from '@/lib/zod';

/** The activity screen's filters; empty means "any". The server checks them again. */
export const filterSchema = z
  .object({
    actor: z.string(),
    action: z.enum(['', 'create', 'update', 'delete', 'login', 'login_failed', 'logout', 'session_ended']),
    entity: z.enum([
      '',
      'product',
      'banner',
      'user',
      'settings',
      'session',
      'enquiry',
      'charter_block',
      'calendar_feed',
      'calendar_conflict',
      'calendar_link',
    ]),
    ...dateRangeFields,
  })
  .refine(...endNotBeforeStart);

export type FilterValues = z.infer<typeof filterSchema>;

export const emptyFilters: FilterValues = { actor: '', action: '', entity: '', from: '', to: '' };

/** Only the filters that are set (the query key and the request leave the others out). */
export function toActivityFilters(values: FilterValues): ActivityFilters {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as ActivityFilters;
}
