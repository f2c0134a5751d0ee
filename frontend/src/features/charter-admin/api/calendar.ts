/**
 * /admin/calendar's calls (docs/charter.md): every charter vessel's blocks over a week, a
 * maintenance block added, a block moved (PATCH of its start and end), a block deleted (a booking: administrators only, as the server
 * enforces). A change invalidates every charter read, the public availability included.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { charterKeys } from '@/lib/charter-keys';
import type { CharterBlock } from '@/types/api';

export type CalendarVessel = { id: string; name: string; nameAr: string; blocks: CharterBlock[] };

const blocksPath = (productId: string) => `/api/admin/charters/${encodeURIComponent(productId)}/blocks`;

/** `from` and `to` are dates (both included), at most 31 days apart. */
export function useCalendar(from: string, to: string) {
  return useQuery({
    queryKey: charterKeys.calendar(from, to),
    queryFn: ({ signal }) =>
      api.get<{ vessels: CalendarVessel[] }>(`/api/admin/calendar?from=${from}&to=${to}`, { signal }),
    select: (d) => d.vessels,
    placeholderData: keepPreviousData,
  });
}

export function useAddMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, start, end }: { productId: string; start: string; end: string }) =>
      api.post<CharterBlock>(blocksPath(productId), { start, end, kind: 'maintenance' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: charterKeys.all }),
  });
}

export function useMoveBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ block, start, end }: { block: CharterBlock; start: string; end: string }) =>
      api.patch<CharterBlock>(`${blocksPath(block.productId)}/${encodeURIComponent(block.id)}`, { start, end }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: charterKeys.all }),
  });
}

export function useDeleteBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: CharterBlock) => api.delete(`${blocksPath(block.productId)}/${encodeURIComponent(block.id)}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: charterKeys.all }),
  });
}
