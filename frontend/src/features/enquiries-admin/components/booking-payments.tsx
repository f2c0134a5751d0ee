import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StaffTable } from '@/components/ui/staff-table';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { dubaiMoment } from '@/lib/charter-blocks';
import { formatPrice } from '@/lib/format';
import {
  FLAG_BADGE_CLASS,
  isDue,
  paymentFlagLabels,
  paymentKindLabels,
  paymentMethodLabels,
  paymentStateLabels,
} from '@/lib/payments';
import type { LeadBooking, Payment, PaymentsDue } from '@/types/api';
import { useDeletePayment } from '../api/payments';
import { RecordPaymentForm } from './record-payment-form';

const columns = [
  ['Kind', 'px-3 py-2'],
  ['Amount', 'px-3 py-2'],
  ['Method', 'px-3 py-2'],
  ['State', 'px-3 py-2'],
  ['Date (Dubai)', 'px-3 py-2'],
  ['Note', 'px-3 py-2'],
  ['Actions', 'px-3 py-2'],
] as const;

const bookingStatusLabels = { option: 'Option', confirmed: 'Confirmed', cancelled: 'Cancelled' } as const;

function PaymentRow({ payment, leadRef, isAdmin }: { payment: Payment; leadRef: string; isAdmin: boolean }) {
  const remove = useDeletePayment(leadRef);
  const what = `${paymentKindLabels[payment.kind]} ${formatPrice(payment.amount)} (${paymentMethodLabels[payment.method]})`;
  return (
    <tr data-payment={payment.id} className={payment.flag ? 'bg-red-50' : undefined}>
      <td className="px-3 py-2">{paymentKindLabels[payment.kind]}</td>
      <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatPrice(payment.amount)}</td>
      <td className="px-3 py-2">{paymentMethodLabels[payment.method]}</td>
      <td className="px-3 py-2">
        {paymentStateLabels[payment.state]}
        {payment.state === 'paid' && isDue(payment.refunded) ? ` (${formatPrice(payment.refunded)} refunded)` : null}
        {payment.flag ? <span className={`ms-2 ${FLAG_BADGE_CLASS}`}>{paymentFlagLabels[payment.flag]}</span> : null}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{dubaiMoment(payment.at)}</td>
      <td className="px-3 py-2" dir="auto">
        {payment.note}
      </td>
      <td className="px-3 py-2">
        {isAdmin ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Delete payment: ${what}`}
            disabled={remove.isPending}
            onClick={() => {
              if (!window.confirm(`Delete the payment ${what}? This cannot be undone.`)) return;
              remove.mutate(payment.id, {
                onSuccess: () => toast({ title: 'Payment deleted', description: what }),
                onError: (error) =>
                  toast({
                    title: 'Not deleted',
                    description: isApiError(error, 403) ? 'Only an administrator deletes a payment.' : what,
                    variant: 'destructive',
                  }),
              });
            }}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

/** What is still due: the deposit, and the balance with its time (docs/payments.md, "Words"). */
function DueLine({ due }: { due: PaymentsDue }) {
  const parts = [
    isDue(due.deposit) ? `Deposit ${formatPrice(due.deposit)}` : 'Deposit paid',
    isDue(due.balance)
      ? `Balance ${formatPrice(due.balance)}${due.balanceDueAt ? ` by ${dubaiMoment(due.balanceDueAt)}` : ''}`
      : 'Balance paid',
  ];
  return (
    <p className="mt-2 text-slate-800" data-testid="payments-due">
      <span className="font-semibold">Due:</span> {parts.join(' · ')}
    </p>
  );
}

/**
 * A booking lead's money (docs/payments.md): every payment, a flagged one highlighted with what
 * to do, what is due, 'Record a payment', and the administrator's deletion.
 */
export function BookingPayments({
  booking,
  leadRef,
  isAdmin,
}: {
  booking: LeadBooking & { payments: Payment[]; due: PaymentsDue };
  leadRef: string;
  isAdmin: boolean;
}) {
  return (
    <section aria-labelledby="lead-payments" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="lead-payments" className="text-lg font-semibold text-slate-900">
        Payments
      </h3>
      {booking.status ? (
        <p className="text-sm text-slate-700" data-booking-status={booking.status}>
          Booking: {bookingStatusLabels[booking.status]}
        </p>
      ) : null}
      {booking.payments.length ? (
        <StaffTable columns={columns} label="Payments made">
          {booking.payments.map((p) => (
            <PaymentRow key={p.id} payment={p} leadRef={leadRef} isAdmin={isAdmin} />
          ))}
        </StaffTable>
      ) : (
        <p className="mt-2 text-slate-600">No payments yet.</p>
      )}
      <DueLine due={booking.due} />
      {/* A lapsed option may still take a late deposit: the server confirms it if the slot is free. */}
      {booking.status && (isDue(booking.due.deposit) || isDue(booking.due.balance)) ? (
        <RecordPaymentForm leadRef={leadRef} due={booking.due} />
      ) : null}
    </section>
  );
}
