import { icon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { format, useLang, useMessages } from '@/i18n';
import texts from 'virtual:en/booking';
import { isApiError } from '@/lib/api';
import { formatPrice } from '@/lib/format';
import { isDue } from '@/lib/payments';
import type { PaymentKind, PublicBooking } from '@/types/api';
import { useCheckout } from '../api/booking';

// lucide's CreditCard (components/ui/page-icons.tsx says why not lucide-react).
const CreditCard = icon(
  <>
    <rect width="20" height="14" x="2" y="5" rx="2" />
    <line x1="2" x2="22" y1="10" y2="10" />
    <path d="M6 14h2" />
  </>,
);

/**
 * What is due now: the deposit first (it confirms the option), then the balance
 * (docs/payments.md, "Words"). Nothing on a cancelled booking.
 */
export function dueNow(booking: PublicBooking): { kind: PaymentKind; amount: string } | null {
  if (booking.status === 'cancelled') return null;
  if (isDue(booking.due.deposit)) return { kind: 'deposit', amount: booking.due.deposit };
  if (isDue(booking.due.balance)) return { kind: 'balance', amount: booking.due.balance };
  return null;
}

/** A refused checkout in the page's words: the server's 409 names the option's last half hour. */
function useRefusal(error: unknown): string | null {
  const t = useMessages('booking', texts);
  if (!error) return null;
  if (isApiError(error, 409)) {
    if (/30 minutes/.test(error.serverMessage ?? '')) return t.tooLate;
    return t.refused;
  }
  return t.payFailed;
}

/** The online payment's button for what is due, or the business's own payment instructions. */
export function BookingPay({ booking, token }: { booking: PublicBooking; token: string }) {
  const t = useMessages('booking', texts);
  const lang = useLang();
  const checkout = useCheckout(token);
  const refusal = useRefusal(checkout.error);
  const due = dueNow(booking);
  if (!due) return null;
  const instructions = ((lang === 'ar' && booking.paymentInstructionsAr) || booking.paymentInstructions).trim();
  // Pending until the browser has left for the payment page: the button stays disabled.
  const leaving = checkout.isPending || checkout.isSuccess;
  return (
    <section aria-labelledby="booking-pay" className="rounded-xl border border-sky-200 bg-sky-50 p-4">
      <h2 id="booking-pay" className="text-lg font-semibold text-slate-900">
        {format(t.toPay, { amount: formatPrice(due.amount, lang) })}
      </h2>
      {booking.payOnline ? (
        <>
          <Button
            className="mt-3 w-full sm:w-auto"
            size="lg"
            disabled={leaving}
            onClick={() => checkout.mutate({ kind: due.kind, lang })}
          >
            <CreditCard aria-hidden="true" />
            {due.kind === 'deposit' ? t.payDeposit : t.payBalance}
          </Button>
          <div aria-live="polite">{leaving ? <p className="mt-2 text-slate-700">{t.redirecting}</p> : null}</div>
          {refusal ? (
            <p role="alert" className="mt-3 rounded-md border border-red-200 bg-white px-3 py-2 text-red-800">
              {refusal}
            </p>
          ) : null}
        </>
      ) : instructions ? (
        <div className="mt-2">
          <h3 className="font-semibold text-slate-900">{t.howToPay}</h3>
          <p dir="auto" className="mt-1 whitespace-pre-line text-slate-800">
            {instructions}
          </p>
        </div>
      ) : null}
    </section>
  );
}
