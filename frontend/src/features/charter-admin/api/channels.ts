/**
 * A vessel's channel calendars (docs/frontend.md, "Channel calendars"): the link other booking
 * channels read our calendar from, the channels' calendars we read (added, removed, synced), and
 * their events that met our blocks. Reading is every staff member's; the changes are the
 * administrator's (the server answers a sub-user 403).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { charterKeys } from '@/lib/charter-keys';
import { staffCountsKey } from '@/lib/staff-counts';

export type ChannelFeed = {
  id: string;
  label: string;
  /** Its secret parts masked by the server. */
  url: string;
  allowHttp: boolean;
  lastSyncAt: string | null;
  lastError: string | null;
  events: number;
};

/** A channel's event that overlapped our block `blockId`: not imported, our block kept. */
export type ChannelConflict = { feedId: string; uid: string; start: string; end: string; blockId: string };

export type ChannelCalendars = { exportUrl: string; feeds: ChannelFeed[]; conflicts: ChannelConflict[] };

export type SyncOutcome = {
  id: string;
  label: string;
  outcome: 'fetched' | 'not_modified' | 'failed';
  added: number;
  moved: number;
  removed: number;
  conflicts: number;
  error: string | null;
};

export type NewFeed = { label: string; url: string; allowHttp: boolean };

/** The server's limit of feeds per vessel (a sixth is refused with 409). */
export const MAX_FEEDS = 5;

const calendarPath = (productId: string) => `/api/admin/charters/${encodeURIComponent(productId)}/calendar`;

export function useChannelCalendars(productId: string) {
  return useQuery({
    queryKey: charterKeys.channels(productId),
    queryFn: ({ signal }) => api.get<ChannelCalendars>(calendarPath(productId), { signal }),
  });
}

export function useAddFeed(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feed: NewFeed) => api.post<ChannelFeed>(`${calendarPath(productId)}/feeds`, feed),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: charterKeys.channels(productId) }),
  });
}

export function useRemoveFeed(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedId: string) => api.delete(`${calendarPath(productId)}/feeds/${encodeURIComponent(feedId)}`),
    // Its events leave the calendar with it, and its conflicts with them.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: charterKeys.all });
      void queryClient.invalidateQueries({ queryKey: staffCountsKey });
    },
  });
}

/** A sync changes the external blocks, the conflicts and their count: every charter read follows. */
export function useSyncFeeds(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ feeds: SyncOutcome[] }>(`${calendarPath(productId)}/sync`),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: charterKeys.all });
      void queryClient.invalidateQueries({ queryKey: staffCountsKey });
    },
  });
}

/** A new export link; the old one stops working at once. */
export function useNewExportLink(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ exportUrl: string }>(`${calendarPath(productId)}/token`),
    onSuccess: ({ exportUrl }) =>
      queryClient.setQueryData<ChannelCalendars>(charterKeys.channels(productId), (old) =>
        old ? { ...old, exportUrl } : old,
      ),
  });
}
