/** The desks as the administrator edits them (docs/desks.md: GET/PUT /api/admin/settings/desks). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api';
import { siteSettingsKey } from '@/lib/query-keys';
import type { AdminDesk } from '@/types/api';

export type StoredDesks = { desks: AdminDesk[] };

const key = ['admin', 'desks'] as const;

export function useAdminDesks() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<StoredDesks>('/api/admin/settings/desks', { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** Saves; the public settings' desks (every contact button) are asked for again. */
export function useSaveDesks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StoredDesks) =>
      (await apiRequest('PUT', '/api/admin/settings/desks', body)).json() as Promise<StoredDesks>,
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      void queryClient.invalidateQueries({ queryKey: siteSettingsKey });
    },
  });
}
