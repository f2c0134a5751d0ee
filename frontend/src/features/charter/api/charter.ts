/**
 * The vessel page's charter calls (docs/charter.md): a month's availability, the quote (the
 * server prices; asked once the choices have rested a moment) and the booking request, which
 * is an enquiry with a `booking` (docs/enquiries.md).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api';
import { charterKeys } from '@/lib/charter-keys';
import type { Lang } from '@/i18n';
import type { CharterQuote, CharterRequest } from '@/types/api';

export type DayState = 'free' | 'partial' | 'booked';
export type AvailabilityDay = { date: string; state: DayState; busy: { start: string; end: string }[] };

export const availabilityQuery = (id: string, month: string) =>
  queryOptions({
    queryKey: charterKeys.availability(id, month),
    queryFn: ({ signal }) =>
      api.get<{ days: AvailabilityDay[] }>(
        `/api/charters/${encodeURIComponent(id)}/availability?month=${encodeURIComponent(month)}`,
        { signal },
      ),
    staleTime: 60_000,
  });

export const useAvailability = (id: string, month: string) =>
  useQuery({ ...availabilityQuery(id, month), placeholderData: keepPreviousData });

/** `value`, once it has stayed the same for `ms` (each keystroke would otherwise be a quote). */
export function useSettled<T>(value: T, ms = 350): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // The key stands for the value: a new object with the same content is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled;
}

/**
 * The quote for `request` (null: nothing to price yet), asked once the choices have settled;
 * the last answer stays on the screen meanwhile, and `current` says whether it is the answer
 * to the choices shown.
 */
export function useQuote(id: string, request: (CharterRequest & { lang: Lang }) | null) {
  const settled = useSettled(request);
  const query = useQuery({
    queryKey: charterKeys.quote(id, settled ?? ({} as CharterRequest & { lang: Lang })),
    queryFn: () => api.post<CharterQuote>(`/api/charters/${encodeURIComponent(id)}/quote`, settled),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const current =
    request !== null &&
    JSON.stringify(settled) === JSON.stringify(request) &&
    !query.isPlaceholderData &&
    !query.isFetching;
  return { query, current };
}

export type BookingReceipt = { ref: string; message: string; whatsappUrl: string; mailtoUrl: string };

/** POST /api/enquiries with the vessel among the items and the booking beside them. */
export const requestBooking = (
  productId: string,
  booking: CharterRequest,
  lang: Lang,
  page: string,
  /** The charter desk and the visitor's agent of it (docs/desks.md); none when the settings have no desks. */
  desk: { desk?: string; agent?: string } = {},
) =>
  api.post<BookingReceipt>('/api/enquiries', {
    items: [{ productId, quantity: 1 }],
    note: '',
    channel: 'whatsapp',
    lang,
    page,
    booking: { productId, ...booking },
    ...desk,
  });
