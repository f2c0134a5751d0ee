import { useEffect, useState } from 'react';
import { format, useLang, useMessages } from '@/i18n';
import texts from 'virtual:en/booking';
import { isDue } from '@/lib/payments';
import type { PublicBooking } from '@/types/api';
import { timeLeft } from '../lib/time-left';
import { dubaiWhen } from '../lib/when';

/**
 * The time now, for the option's countdown. The first render uses `initial` (when the booking
 * was read, which the page data carries), so the page server's HTML and the hydrating render
 * say the same (docs/first-paint.md); the clock takes over after mount.
 */
export function useNow(initial: number, everyMs = 15_000): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}

const TONE = {
  option: 'border-amber-300 bg-amber-50 text-amber-950',
  confirmed: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  cancelled: 'border-slate-300 bg-slate-100 text-slate-900',
} as const;

/** The booking's state in words: the option and its time left, confirmed, what was paid and what is due. */
export function BookingStatus({ booking, now }: { booking: PublicBooking; now: number }) {
  const t = useMessages('booking', texts);
  const lang = useLang();
  const lines: string[] = [];
  let headline: string;
  if (booking.status === 'option' && booking.optionExpiresAt) {
    const { hours, minutes } = timeLeft(booking.optionExpiresAt, now);
    const left =
      hours > 0 ? format(t.left, { hours, minutes }) : minutes > 0 ? format(t.leftMinutes, { minutes }) : t.leftNone;
    headline = format(t.option, { time: dubaiWhen(booking.optionExpiresAt, lang), left });
    lines.push(t.optionHint);
  } else if (booking.status === 'cancelled') {
    headline = t.cancelled;
    lines.push(t.cancelledText);
  } else {
    headline = t.confirmed;
    if (isDue(booking.quote.deposit) && !isDue(booking.due.deposit)) lines.push(t.depositPaid);
    if (isDue(booking.due.balance)) {
      if (booking.due.balanceDueAt)
        lines.push(format(t.balanceDue, { time: dubaiWhen(booking.due.balanceDueAt, lang) }));
    } else if (!isDue(booking.due.deposit)) lines.push(t.paidInFull);
  }
  return (
    <div className={`rounded-xl border p-4 ${TONE[booking.status]}`} data-status={booking.status}>
      <h2 className="sr-only">{t.status}</h2>
      <p className="text-lg font-bold">{headline}</p>
      {lines.map((line) => (
        <p key={line} className="mt-1">
          {line}
        </p>
      ))}
    </div>
  );
}
