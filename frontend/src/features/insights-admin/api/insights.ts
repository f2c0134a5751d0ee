/** The enquiry-insights report (admin only: GET /api/admin/insights) and its CSV's address. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api';
import type { Range } from '../lib/ranges';

export const KINDS = ['view', 'call', 'whatsapp', 'email'] as const;
export type Kind = (typeof KINDS)[number];
export type Counts = Record<Kind, number>;
/** Enquiry lists (leads) made in the period: all, those the staff opened, those won. */
export type LeadCounts = { leadsSent: number; leadsReceived: number; leadsWon: number };
/** docs/desks.md: a desk's leads in the period, and the median minutes to "contacted" (null: none contacted). */
export type DeskInsights = {
  desk: string;
  leads: number;
  medianToContactedMinutes: { inHours: number | null; outOfHours: number | null };
};
export type InsightsReport = {
  from: string;
  to: string;
  totals: Counts & LeadCounts;
  byDay: ({ date: string } & Counts)[];
  byProduct: ({ productId: string; name: string | null; category: string | null } & Counts & LeadCounts)[];
  bySource: ({ source: string } & Counts)[];
  /** Absent from an older server. */
  desks?: DeskInsights[];
};

const query = ({ from, to }: Range) => `from=${from}&to=${to}`;

export function useInsights(range: Range | null) {
  return useQuery({
    queryKey: ['admin', 'insights', range],
    queryFn: ({ signal }) => api.get<InsightsReport>(`/api/admin/insights?${query(range!)}`, { signal }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const csvUrl = (range: Range) => apiUrl(`/api/admin/insights.csv?${query(range)}`);
