/**
 * The lead inbox's calls (docs/enquiries.md): the list newest first with keyset cursors, one
 * lead (opening a new one marks it received), its changes, deletion, and the new-lead count.
 */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';
import { getStaffCounts, staffCountsKey, type StaffCounts } from '@/lib/staff-counts';
import type { LeadBooking, MissingLine, PaymentFlag } from '@/types/api';

export const LEAD_STATUSES = ['new', 'received', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_CHANNELS = ['whatsapp', 'email', 'call'] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];

export type LeadItem = {
  productId: string;
  name: string;
  category: string;
  price: string | null;
  quantity: number;
  /** The old number the visitor typed for it (docs/parts-lists.md, "The enquiry"); absent: none. */
  replaced?: string;
};
export type Lead = {
  ref: string;
  channel: LeadChannel;
  lang: 'en' | 'ar';
  page: string;
  note: string;
  status: LeadStatus;
  lostReason: string | null;
  assignee: { id: string; username: string } | null;
  createdAt: string;
  items: LeadItem[];
  /** The parts-list lines the catalogue has not got (docs/parts-lists.md); absent from an older server. */
  missing?: MissingLine[];
  /** A stored row whose items or booking could not be read: listed and openable, so it can be removed. */
  unreadable?: boolean;
  notes?: { author: string; body: string; at: string }[];
  /** A charter booking request (docs/charter.md): the full booking on one lead, `{date, start}` in the list. */
  booking?: LeadBooking | { date: string; start: string } | null;
  /** A flagged payment to deal with (docs/payments.md, "A payment"): such leads come first in the list. */
  flag?: PaymentFlag | null;
  /**
   * docs/desks.md: the desk's id (null for older leads), whether the lead came while that desk
   * was closed, and when its status first changed past received. Absent from an older server.
   */
  desk?: string | null;
  outOfHours?: boolean;
  firstStatusChangeAt?: string | null;
};
export type LeadPage = { items: Lead[]; nextCursor: string | null };
export type LeadFilters = { status?: string; channel?: string; desk?: string; q?: string; from?: string; to?: string };
export type LeadChange = { status?: LeadStatus; assignee?: string | null; lostReason?: string; note?: string };

export const enquiryKeys = {
  all: ['enquiries'] as const,
  list: (filters: LeadFilters) => [...enquiryKeys.all, 'list', filters] as const,
  lead: (ref: string) => [...enquiryKeys.all, 'lead', ref] as const,
  newCount: () => staffCountsKey,
};

export const statusLabels: Record<LeadStatus, string> = {
  new: 'New',
  received: 'Received',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};
export const channelLabels: Record<LeadChannel, string> = { whatsapp: 'WhatsApp', email: 'E-mail', call: 'Call' };

/** The statuses a lead may move to from `status` (docs/enquiries.md, "Status"). */
export function nextStatuses(status: LeadStatus): LeadStatus[] {
  if (status === 'won' || status === 'lost') return [];
  const forward = LEAD_STATUSES.slice(LEAD_STATUSES.indexOf(status) + 1, LEAD_STATUSES.indexOf('won'));
  return status === 'new' ? [...forward] : [...forward, 'won', 'lost'];
}

/** What staff type may be a reference: Q-7K4M, q7k4m, 7K4M (docs/enquiries.md, "References"). */
export const looksLikeReference = (q: string) =>
  /^(q\s*-?\s*)?[2-9a-hj-np-z]{4,6}$/i.test(q.trim().replace(/\s+/g, ''));

const PAGE_SIZE = 25;

export function useLeads(filters: LeadFilters) {
  return useInfiniteQuery({
    queryKey: enquiryKeys.list(filters),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
      if (pageParam) params.set('cursor', pageParam);
      return api.get<LeadPage>(`/api/admin/enquiries?${params.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor || null,
    placeholderData: keepPreviousData,
  });
}

export const getLead = (ref: string, signal?: AbortSignal) =>
  api.get<Lead>(`/api/admin/enquiries/${encodeURIComponent(ref)}`, { signal });

export function useLead(ref: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: enquiryKeys.lead(ref),
    queryFn: async ({ signal }) => {
      const lead = await getLead(ref, signal);
      // Opening a new lead marks it received: the list and the badge change with it.
      void queryClient.invalidateQueries({ queryKey: enquiryKeys.newCount() });
      return lead;
    },
    retry: false,
  });
}

export function useChangeLead(ref: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LeadChange) => api.patch<Lead>(`/api/admin/enquiries/${encodeURIComponent(ref)}`, change),
    onSuccess: (lead) => {
      queryClient.setQueryData(enquiryKeys.lead(ref), lead);
      void queryClient.invalidateQueries({ queryKey: [...enquiryKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: enquiryKeys.newCount() });
    },
    // Someone else's change came first (docs/enquiries.md, "Concurrent changes"): show theirs.
    onError: (error) => {
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: enquiryKeys.lead(ref) });
    },
  });
}

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: string) => api.delete(`/api/admin/enquiries/${encodeURIComponent(ref)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: enquiryKeys.all }),
  });
}

const newLeads = (d: StaffCounts) => d.new;
const calendarConflicts = (d: StaffCounts) => d.calendarConflicts ?? 0;

/** The staff counts, every minute and whenever the window regains focus. */
const useStaffCounts = <T>(select: (counts: StaffCounts) => T) =>
  useQuery({
    queryKey: enquiryKeys.newCount(),
    queryFn: ({ signal }) => getStaffCounts(signal),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    select,
  });

/** The staff header's badge: new leads. */
export const useNewLeadCount = () => useStaffCounts(newLeads);

/** The inbox's link to the calendar: channel-calendar events refused for overlapping our blocks. */
export const useCalendarConflictCount = () => useStaffCounts(calendarConflicts);

type StaffAccount = { id: string; name: string; username: string; isActive: boolean };

/** Who a lead may be assigned to: the active sub-users (the administrator's call) and the viewer. */
export function useAssignees(isAdmin: boolean) {
  return useQuery({
    queryKey: [...enquiryKeys.all, 'assignees'],
    queryFn: ({ signal }) => api.get<StaffAccount[]>('/api/admin/sub-users', { signal }),
    enabled: isAdmin,
    select: (all) => all.filter((u) => u.isActive),
  });
}
