/** How the staff hear of new leads (admin only: GET/PUT /api/admin/settings/lead-mail). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api';

export const LEAD_MAIL_MODES = ['each', 'hourly', 'off'] as const;
export type LeadMailMode = (typeof LEAD_MAIL_MODES)[number];
/** The mode, and whether the server has a mail relay (SMTP_URL) to send through at all. */
export type LeadMail = { mode: LeadMailMode; mailConfigured: boolean };

const key = ['admin', 'lead-mail'] as const;

export function useLeadMail() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<LeadMail>('/api/admin/settings/lead-mail', { signal }),
    staleTime: 0,
  });
}

export function useSaveLeadMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mode: LeadMailMode) =>
      (await apiRequest('PUT', '/api/admin/settings/lead-mail', { mode })).json() as Promise<LeadMail>,
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
