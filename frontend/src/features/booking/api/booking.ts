/**
 * The customer's booking page's calls (docs/payments.md, "Calls"): the booking by its token,
 * and a checkout session of the payment gateway for what is due.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Lang } from '@/i18n';
import type { PaymentKind, PublicBooking } from '@/types/api';

const bookingPath = (token: string) => `/api/bookings/${encodeURIComponent(token)}`;

export const bookingKeys = {
  booking: (token: string) => ['booking', token] as const,
};

export const bookingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: bookingKeys.booking(token),
    queryFn: ({ signal }) => api.get<PublicBooking>(bookingPath(token), { signal }),
  });

export const useBooking = (token: string) => useQuery(bookingQueryOptions(token));

/** The booking's calendar event (text/calendar), for the visitor's own calendar. */
export const calendarPath = (token: string) => `${bookingPath(token)}/calendar.ics`;

/** Asks for a hosted payment page and goes there; a 409 says why it cannot be paid now. */
export function useCheckout(token: string) {
  return useMutation({
    mutationFn: (body: { kind: PaymentKind; lang: Lang }) =>
      api.post<{ url: string }>(`${bookingPath(token)}/checkout`, body),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
