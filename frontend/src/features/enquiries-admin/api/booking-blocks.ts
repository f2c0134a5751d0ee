/**
 * A booking lead's hold on the vessel (docs/charter.md): the blocks of its day, an option
 * that expires, and its confirmation (the option turned into a booking). A 409 names the block
 * the time overlaps.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { addDays, dubaiInstantAfter, inDubai, dubaiInstant } from '@/lib/dubai-time';
import { charterKeys } from '@/lib/charter-keys';
import type { CharterBlock, LeadBooking } from '@/types/api';
import { enquiryKeys } from './enquiries';

/** A block on a lead's booking changes the lead too: its token, status and what is due (docs/payments.md). */
const invalidateBookingReads = (queryClient: ReturnType<typeof useQueryClient>) => {
  void queryClient.invalidateQueries({ queryKey: charterKeys.all });
  void queryClient.invalidateQueries({ queryKey: enquiryKeys.all });
};

const blocksPath = (productId: string) => `/api/admin/charters/${encodeURIComponent(productId)}/blocks`;

/** The booking's instants in Dubai (its end may fall on the next day). */
export const bookingSpan = (b: LeadBooking) => ({
  start: dubaiInstant(b.date, b.start),
  end: dubaiInstantAfter(b.date, b.start, b.hours),
});

/** The blocks of the booking's day and the next (an evening charter may run past midnight). */
export function useBookingBlocks(booking: LeadBooking) {
  const from = booking.date;
  const to = addDays(booking.date, 1);
  return useQuery({
    queryKey: charterKeys.blocks(booking.productId, from, to),
    queryFn: ({ signal }) =>
      api.get<{ items: CharterBlock[] }>(`${blocksPath(booking.productId)}?from=${from}&to=${to}`, { signal }),
    select: (d) => d.items,
  });
}

/** `hours` from now, as an instant with the Dubai offset. */
export const hoursFromNow = (hours: number, now = Date.now()) => {
  const { date, time } = inDubai(new Date(now + hours * 3_600_000).toISOString());
  return dubaiInstant(date, time);
};

export function usePlaceBlock(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      start: string;
      end: string;
      kind: 'option' | 'booking';
      expiresAt?: string;
      enquiryRef: string;
    }) => api.post<CharterBlock>(blocksPath(productId), body),
    onSettled: () => invalidateBookingReads(queryClient),
  });
}

export function useConfirmBlock(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockId: string) =>
      api.patch<CharterBlock>(`${blocksPath(productId)}/${encodeURIComponent(blockId)}`, { kind: 'booking' }),
    onSettled: () => invalidateBookingReads(queryClient),
  });
}
