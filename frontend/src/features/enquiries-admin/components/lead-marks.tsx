import { formatMinutes, minutesBetween } from '@/lib/durations';
import { cn } from '@/lib/utils';
import type { Lead } from '../api/enquiries';

/** A lead that came while its desk was closed (docs/desks.md): its answer could wait for the desk to open. */
export function OutOfHoursMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'block w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-950',
        className,
      )}
    >
      Out of hours
    </span>
  );
}

/** The time from the lead to its first status change past received; nothing until then. */
export function AnsweredIn({ lead, className }: { lead: Lead; className?: string }) {
  const minutes = minutesBetween(lead.createdAt, lead.firstStatusChangeAt);
  if (minutes === null) return null;
  return <span className={cn('block text-sm text-slate-600', className)}>Answered in {formatMinutes(minutes)}</span>;
}
