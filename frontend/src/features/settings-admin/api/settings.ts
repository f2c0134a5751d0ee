/** Reading the settings for editing and saving them (admin only: PUT /api/admin/settings). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api';
import { siteSettingsKey } from '@/lib/query-keys';
import type { SiteSettings } from '@/types/api';

/** Fetched anew for the form (not the copy the page came with: another admin may have saved since). */
const editingKey = [...siteSettingsKey, 'editing'] as const;

export function useSettingsForEditing() {
  return useQuery({
    queryKey: editingKey,
    queryFn: ({ signal }) => api.get<SiteSettings>('/api/settings', { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export const saveSettings = async (settings: SiteSettings): Promise<SiteSettings> =>
  (await apiRequest('PUT', '/api/admin/settings', settings)).json() as Promise<SiteSettings>;

/** Saves; the stored settings (trimmed by the server) then show on every page of this tab. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(siteSettingsKey, saved);
      queryClient.setQueryData(editingKey, saved);
    },
  });
}
