import { CalendarCheck, CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { StatusMessage } from '@/components/ui/status';
import { toast } from '@/components/ui/use-toast';
import { conflictOf, describeBlock } from '@/lib/charter-blocks';
import { formatDate } from '@/lib/dubai-time';
import { formatPrice } from '@/lib/format';
import type { LeadBooking } from '@/types/api';
import { bookingSpan, hoursFromNow, useBookingBlocks, useConfirmBlock, usePlaceBlock } from '../api/booking-blocks';

/** The server's estimate as it was sent with the lead. */
function Estimate({ booking }: { booking: LeadBooking }) {
  const q = booking.quote;
  const row = (label: string, amount: string, strong = false) => (
    <tr key={label} className={strong ? 'font-bold' : undefined}>
      <th scope="row" className="py-1 pe-4 text-start font-medium">
        {label}
      </th>
      <td className="py-1 text-end tabular-nums">{formatPrice(amount)}</td>
    </tr>
  );
  return (
    <table className="mt-3 w-full max-w-xl text-sm text-slate-800">
      <caption className="text-start font-semibold text-slate-900">Estimate ({q.hoursCharged} hours charged)</caption>
      <tbody>
        {q.lines.map((l, i) => (
          <tr key={i} data-kind={l.kind}>
            <td className="py-1 pe-4">{l.label}</td>
            <td className="py-1 text-end tabular-nums">{formatPrice(l.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-slate-300">
        {row('Subtotal', q.subtotal)}
        {row('VAT', q.vat)}
        {row('Total', q.total, true)}
        {row('Deposit', q.deposit)}
      </tfoot>
    </table>
  );
}

/**
 * A booking lead's request and estimate, and the hold on the vessel: 'Place option (expires in
 * N hours)' blocks the time, 'Confirm' turns the option into a booking; a 409 says which block
 * took the time meanwhile (docs/charter.md).
 */
export function BookingPanel({ booking, leadRef }: { booking: LeadBooking; leadRef: string }) {
  const [expiresText, setExpiresText] = useState('24');
  const expiresIn = Math.max(1, Math.min(336, Math.floor(Number(expiresText)) || 24));
  const [conflict, setConflict] = useState<string | null>(null);
  const blocks = useBookingBlocks(booking);
  const place = usePlaceBlock(booking.productId);
  const confirm = useConfirmBlock(booking.productId);
  const hoursId = useId();
  const ours = (blocks.data ?? []).filter((b) => b.enquiryRef === leadRef);
  const option = ours.find((b) => b.kind === 'option');
  const confirmed = ours.find((b) => b.kind === 'booking');

  const onError = (error: unknown) => {
    const taken = conflictOf(error);
    setConflict(taken ? `The time is taken: ${describeBlock(taken)}.` : null);
    if (!taken)
      toast({
        title: 'Not saved',
        description: 'The vessel could not be blocked. Please try again.',
        variant: 'destructive',
      });
  };
  const placeOption = () => {
    setConflict(null);
    place.mutate(
      { ...bookingSpan(booking), kind: 'option', expiresAt: hoursFromNow(expiresIn), enquiryRef: leadRef },
      { onSuccess: (b) => toast({ title: 'Option placed', description: describeBlock(b) }), onError },
    );
  };
  const confirmBooking = () => {
    setConflict(null);
    const done = { onSuccess: () => toast({ title: 'Booking confirmed', description: leadRef }), onError };
    if (option) confirm.mutate(option.id, done);
    else place.mutate({ ...bookingSpan(booking), kind: 'booking', enquiryRef: leadRef }, done);
  };
  const busy = place.isPending || confirm.isPending;

  return (
    <div>
      <dl className="grid gap-x-6 gap-y-1 text-slate-800 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Date</dt>
        <dd>{formatDate(booking.date, 'en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}</dd>
        <dt className="font-medium">Time (Dubai)</dt>
        <dd>
          {booking.start}–{booking.end} ({booking.hours} hours)
        </dd>
        <dt className="font-medium">Guests</dt>
        <dd>{booking.guests}</dd>
        <dt className="font-medium">Extras</dt>
        <dd>{booking.extras.length ? booking.extras.map((x) => `${x.name} × ${x.quantity}`).join(', ') : 'None'}</dd>
      </dl>
      <Estimate booking={booking} />
      <div className="mt-4 space-y-3">
        {blocks.isPending ? (
          <StatusMessage loading className="py-2">
            Loading the vessel's calendar...
          </StatusMessage>
        ) : null}
        {ours.map((b) => (
          <p key={b.id} className="rounded-md bg-sky-50 px-3 py-2 text-sky-950" data-block-kind={b.kind}>
            {describeBlock(b)}
          </p>
        ))}
        {confirmed ? null : (
          <div className="flex flex-wrap items-end gap-3">
            {option ? null : (
              <>
                <div>
                  <label htmlFor={hoursId} className="mb-1 block text-sm font-medium text-slate-700">
                    Option expires in (hours)
                  </label>
                  <Input
                    id={hoursId}
                    type="number"
                    min={1}
                    max={336}
                    className="w-28"
                    value={expiresText}
                    onChange={(e) => setExpiresText(e.target.value)}
                  />
                </div>
                <Button variant="secondary" disabled={busy} onClick={placeOption}>
                  <CalendarClock aria-hidden="true" />
                  Place option (expires in {expiresIn} hours)
                </Button>
              </>
            )}
            <Button disabled={busy || blocks.isPending} onClick={confirmBooking}>
              <CalendarCheck aria-hidden="true" />
              Confirm
            </Button>
          </div>
        )}
        {conflict ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800">
            {conflict}
          </p>
        ) : null}
      </div>
    </div>
  );
}
