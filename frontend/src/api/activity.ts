/**
 * The activity log (GET /api/admin/activity, administrator only; docs/activity-log.md), shared
 * by the activity screen and the product form's History: the entries, readable changes, and
 * restoring a product to an earlier version through the normal product calls (so the restore
 * is validated and logged like any change).
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api, isApiError } from '@/lib/api';
import { formatPrice } from '@/lib/format';
import { productKeys } from '@/lib/query-keys';
import type { StaffRole } from '@/types/api';

export type ActivityAction = 'create' | 'update' | 'delete' | 'login' | 'login_failed' | 'logout' | 'session_ended';
export type ActivityEntity =
  | 'product'
  | 'banner'
  | 'user'
  | 'settings'
  | 'session'
  | 'enquiry'
  | 'charter_block'
  | 'calendar_feed'
  | 'calendar_conflict'
  | 'calendar_link';

/** A field's values before and after; a password change says only `changed`. */
export type FieldChange = { before?: unknown; after?: unknown; changed?: boolean };

export type ActivityEntry = {
  id: number;
  at: string;
  actor: { id: string; username: string; role: StaffRole } | null;
  action: ActivityAction;
  entity: ActivityEntity;
  entityId: string | null;
  changes: Record<string, FieldChange>;
};

export type ActivityPage = { entries: ActivityEntry[]; next: string | null };

export type ActivityFilters = {
  actor?: string;
  action?: ActivityAction | '';
  entity?: ActivityEntity | '';
  entityId?: string;
  from?: string;
  to?: string;
};

export const actionLabels: Record<ActivityAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  login: 'Logged in',
  login_failed: 'Failed login',
  logout: 'Logged out',
  session_ended: 'Session ended (deactivated)',
};

export const entityLabels: Record<ActivityEntity, string> = {
  product: 'Product',
  banner: 'Banner',
  user: 'Staff account',
  settings: 'Site settings',
  session: 'Sign-in',
  enquiry: 'Lead',
  charter_block: 'Charter block',
  calendar_feed: 'Channel calendar',
  calendar_conflict: 'Calendar conflict',
  calendar_link: 'Calendar link',
};

export const activityKeys = {
  all: ['activity'] as const,
  list: (filters: ActivityFilters) => [...activityKeys.all, 'list', filters] as const,
};

const PAGE_SIZE = 50;

export function getActivity(filters: ActivityFilters, before: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (before) params.set('before', before);
  return api.get<ActivityPage>(`/api/admin/activity?${params.toString()}`, { signal });
}

/** Newest first, a page at a time (`fetchNextPage` follows `next`). */
export function useActivity(filters: ActivityFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: activityKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getActivity(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled,
  });
}

/** "showContactForPricing" → "Show contact for pricing". */
export function fieldLabel(field: string): string {
  const words = field.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (field === 'price' && (typeof value === 'string' || typeof value === 'number')) return formatPrice(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map((v) => valueText('', v)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One line per changed field: "Price: AED 1,200.00 → AED 1,350.50". */
export function describeChanges(entry: ActivityEntry): string[] {
  return Object.entries(entry.changes).map(([field, change]) => {
    if (change.changed) return `${fieldLabel(field)} changed`;
    if (entry.action === 'create') return `${fieldLabel(field)}: ${valueText(field, change.after)}`;
    if (entry.action === 'delete') return `${fieldLabel(field)} was ${valueText(field, change.before)}`;
    // The server keeps no name that is no account's (it may be a password typed there).
    if (entry.action === 'login_failed' && field === 'unknownUsername')
      return 'A username that is no account was tried';
    if (entry.action === 'login_failed') return `${fieldLabel(field)} tried: ${valueText(field, change.after)}`;
    return `${fieldLabel(field)}: ${valueText(field, change.before)} → ${valueText(field, change.after)}`;
  });
}

export type ProductVersion = Record<string, unknown>;

/**
 * The product as it was right after `entries[index]` (one product's entries, newest first,
 * all of them down to that one): from `current` (the product now; null once deleted) every
 * newer entry's "before" values are put back in turn. A deletion's "before" is the whole last
 * state, so a deleted product's versions come out the same way.
 */
export function productVersionAfter(
  entries: ActivityEntry[],
  index: number,
  current: ProductVersion | null,
): ProductVersion {
  const version: ProductVersion = { ...(current ?? {}) };
  for (const entry of entries.slice(0, index)) {
    for (const [field, change] of Object.entries(entry.changes)) {
      if (change.before === undefined || change.before === null) delete version[field];
      else version[field] = change.before;
    }
  }
  delete version.id;
  return version;
}

/**
 * Puts a product back as `version`: an edit (PATCH) while it exists, else it is created again
 * under its old id and creation time (POST; refused as a conflict if the id was taken since).
 * A failure is told in a toast with the server's reason.
 */
export function useRestoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, exists }: { id: string; version: ProductVersion; exists: boolean }) => {
      const path = `/api/products/${encodeURIComponent(id)}`;
      if (exists) {
        const { timestamp: _created, ...fields } = version;
        return api.patch<unknown>(path, fields);
      }
      return api.post<unknown>('/api/products', { ...version, id });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
    onError: (error) =>
      toast({
        title: 'Could not restore this version',
        description: (isApiError(error) && error.serverMessage) || 'Please try again.',
        variant: 'destructive',
      }),
  });
}
