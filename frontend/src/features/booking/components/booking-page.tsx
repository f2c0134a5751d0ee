import type { ReactNode } from 'react';
import { icon, MessageCircle, Phone } from '@/components/ui/icons';
import { PageHead } from '@/components/seo/page-head';
import { buttonVariants } from '@/components/ui/button';
import { QueryError } from '@/components/ui/query-error';
import { StatusMessage } from '@/components/ui/status';
import { paths } from '@/config/paths';
import { formatPhone } from '@/lib/phone';
import { format, useLang, useMessages } from '@/i18n';
import texts from 'virtual:en/booking';
import { apiUrl, isApiError } from '@/lib/api';
import { useDesk } from '@/lib/desk-of';
import { whatsappMessageHref } from '@/lib/whatsapp';
import type { PublicBooking } from '@/types/api';
import { calendarPath, useBooking } from '../api/booking';
import { BookingFacts, BookingPayments, BookingQuote } from './booking-details';
import { BookingPay } from './booking-pay';
import { BookingStatus, useNow } from './booking-status';

// lucide's CalendarPlus (components/ui/page-icons.tsx says why not lucide-react).
const CalendarPlus = icon(
  <>
    <path d="M16 18h6" />
    <path d="M16 2v3" />
    <path d="M19 15v6" />
    <path d="M21 11.5V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h8.3" />
    <path d="M3 9h18" />
    <path d="M8 2v3" />
  </>,
);

const box = 'rounded-xl border border-slate-200 bg-white p-4 sm:p-6';

/** The calendar file, and WhatsApp and a call with the reference, for questions. */
function BookingContact({ booking, token }: { booking: PublicBooking; token: string }) {
  const t = useMessages('booking', texts);
  // A booking is a charter's: the charter desk's agent and phone (docs/desks.md).
  const desk = useDesk('vessel-chartering');
  return (
    <section aria-labelledby="booking-contact" className={box}>
      <h2 id="booking-contact" className="text-lg font-semibold text-slate-900">
        {t.questions}
      </h2>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a
          href={whatsappMessageHref(desk.whatsappNumber, format(t.whatsappMessage, { ref: booking.ref }))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'whatsapp' })}
        >
          <MessageCircle aria-hidden="true" />
          {t.whatsapp}
        </a>
        <a href={`tel:+${desk.phone}`} className={buttonVariants({ variant: 'secondary' })}>
          <Phone aria-hidden="true" />
          {format(t.call, { phone: '' })}
          <bdi dir="ltr">{formatPhone(desk.phone)}</bdi>
        </a>
        {booking.status === 'cancelled' ? null : (
          <a href={apiUrl(calendarPath(token))} className={buttonVariants({ variant: 'secondary' })}>
            <CalendarPlus aria-hidden="true" />
            {t.addToCalendar}
          </a>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-700">{format(t.callRef, { ref: booking.ref })}</p>
    </section>
  );
}

function Booking({ booking, token, readAt }: { booking: PublicBooking; token: string; readAt: number }) {
  const t = useMessages('booking', texts);
  const lang = useLang();
  const now = useNow(readAt);
  const terms = ((lang === 'ar' && booking.cancellationTermsAr) || booking.cancellationTerms).trim();
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-4 py-6 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.heading}</h1>
        <p className="mt-1 text-slate-700">
          {format(t.reference, { ref: '' })}
          <bdi className="font-mono font-semibold">{booking.ref}</bdi>
        </p>
      </header>
      <BookingStatus booking={booking} now={now} />
      <BookingPay booking={booking} token={token} />
      <section aria-labelledby="booking-details" className={box}>
        <h2 id="booking-details" className="sr-only">
          {t.details}
        </h2>
        <BookingFacts booking={booking} />
      </section>
      <section className={box} aria-label={t.quote}>
        <BookingQuote booking={booking} />
      </section>
      <div className={box}>
        <BookingPayments booking={booking} />
      </div>
      {terms ? (
        <section aria-labelledby="booking-terms" className={box}>
          <h2 id="booking-terms" className="text-lg font-semibold text-slate-900">
            {t.cancellation}
          </h2>
          <p dir="auto" className="mt-2 whitespace-pre-line text-slate-800">
            {terms}
          </p>
        </section>
      ) : null}
      <BookingContact booking={booking} token={token} />
    </div>
  );
}

/**
 * /booking/:token (docs/payments.md): the customer's booking, what is due and how to pay it.
 * Never kept by the page server (entry-server.tsx) and never indexed: the token is the key.
 */
export function BookingPage({ token, notFound }: { token: string; notFound: ReactNode }) {
  const t = useMessages('booking', texts);
  const query = useBooking(token);
  if (query.isPending)
    return (
      <StatusMessage loading className="min-h-[calc(100dvh-4rem)] py-24">
        {t.loading}
      </StatusMessage>
    );
  if (query.isError) {
    if (isApiError(query.error, 404)) return notFound;
    return (
      <>
        <PageHead title={format(t.title, { ref: '' }).trim()} path={paths.booking.getHref(token)} noindex />
        <QueryError what={t.what} onRetry={() => void query.refetch()} />
      </>
    );
  }
  return (
    <>
      <PageHead title={format(t.title, { ref: query.data.ref })} path={paths.booking.getHref(token)} noindex />
      <Booking booking={query.data} token={token} readAt={query.dataUpdatedAt} />
    </>
  );
}
