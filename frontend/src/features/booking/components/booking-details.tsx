import { format, useLang, useMessages } from '@/i18n';
import texts from 'virtual:en/booking';
import { inDubai } from '@/lib/dubai-time';
import { formatPrice } from '@/lib/format';
import { isDue } from '@/lib/payments';
import type { PublicBooking } from '@/types/api';
import { dubaiDay, dubaiWhen } from '../lib/when';

/** Arabic pages show the Arabic name where there is one (docs/frontend.md, "Languages", "Content"). */
const named = (x: { name: string; nameAr: string }, ar: boolean) => (ar && x.nameAr) || x.name;

/** The vessel, the day and times in Dubai, the guests and the extras. */
export function BookingFacts({ booking }: { booking: PublicBooking }) {
  const t = useMessages('booking', texts);
  const lang = useLang();
  const ar = lang === 'ar';
  const start = inDubai(booking.start);
  const end = inDubai(booking.end);
  // An evening charter may end the next day: the end then names its day.
  const until = end.date === start.date ? end.time : dubaiWhen(booking.end, lang);
  const row = (term: string, value: React.ReactNode) => (
    <div className="flex flex-wrap justify-between gap-x-4 border-b border-slate-100 py-2 last:border-0">
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
  return (
    <dl>
      {row(t.vessel, <bdi>{named(booking.vessel, ar)}</bdi>)}
      {row(t.date, dubaiDay(booking.start, lang))}
      {row(
        t.time,
        <bdi dir="ltr">
          {start.time}–{until}
        </bdi>,
      )}
      {row(t.guests, booking.guests)}
      {row(
        t.extras,
        booking.extras.length
          ? booking.extras.map((x) => `${named(x, ar)} × ${x.quantity}`).join(ar ? '، ' : ', ')
          : t.noExtras,
      )}
    </dl>
  );
}

/** The quote as it was stored with the lead (the SPA never prices: docs/charter.md), and the deposit and balance. */
export function BookingQuote({ booking }: { booking: PublicBooking }) {
  const t = useMessages('booking', texts);
  const lang = useLang();
  const q = booking.quote;
  const balance = (Number.parseFloat(q.total) - Number.parseFloat(q.deposit)).toFixed(2);
  const row = (label: string, amount: string, strong = false) => (
    <tr className={strong ? 'font-bold' : undefined}>
      <th scope="row" className="py-1.5 pe-4 text-start font-medium">
        {label}
      </th>
      <td className="py-1.5 text-end whitespace-nowrap tabular-nums">{formatPrice(amount, lang)}</td>
    </tr>
  );
  return (
    <table className="w-full text-sm text-slate-800 sm:text-base">
      <caption className="mb-2 text-start text-lg font-semibold text-slate-900">{t.quote}</caption>
      <tbody>
        {q.lines.map((line, i) => (
          <tr key={i} data-kind={line.kind}>
            <td className="py-1.5 pe-4" dir="auto">
              {line.label}
            </td>
            <td className="py-1.5 text-end whitespace-nowrap tabular-nums">{formatPrice(line.amount, lang)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-slate-300">
        {row(t.subtotal, q.subtotal)}
        {row(t.vat, q.vat)}
        {row(t.total, q.total, true)}
        {row(t.deposit, q.deposit)}
        {row(t.balance, balance)}
      </tfoot>
    </table>
  );
}

/** What has been paid, asked for or refunded, newest last as the server lists them. */
export function BookingPayments({ booking }: { booking: PublicBooking }) {
  const t = useMessages('booking', texts);
  const lang = useLang();
  return (
    <section aria-labelledby="booking-payments">
      <h2 id="booking-payments" className="text-lg font-semibold text-slate-900">
        {t.payments}
      </h2>
      {booking.payments.length ? (
        <ul className="mt-2 divide-y divide-slate-100">
          {booking.payments.map((p, i) => (
            <li key={i} className="flex flex-wrap justify-between gap-x-4 py-2" data-state={p.state}>
              <span>
                <span className="font-medium">{t.paymentKind[p.kind]}</span> · {t.paymentMethod[p.method]} ·{' '}
                {t.paymentState[p.state]}
                {p.state === 'paid' && isDue(p.refunded)
                  ? ` · ${format(t.refundedPart, { amount: formatPrice(p.refunded, lang) })}`
                  : null}
                <span className="block text-sm text-slate-600">{dubaiWhen(p.at, lang)}</span>
              </span>
              <span className="tabular-nums">{formatPrice(p.amount, lang)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-600">{t.noPayments}</p>
      )}
    </section>
  );
}
