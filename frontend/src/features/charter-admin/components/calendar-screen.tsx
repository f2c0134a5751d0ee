import { ChevronLeft, ChevronRight, Clock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { blockLabel, blockTimes, describeBlock, isExternal } from '@/lib/charter-blocks';
import { addDays, dubaiInstant, formatDate, mondayOf, overlaps, todayInDubai } from '@/lib/dubai-time';
import { cn } from '@/lib/utils';
import { formatPrice } from '@/lib/format';
import { FLAG_BADGE_CLASS, paymentFlagLabels } from '@/lib/payments';
import type { BlockPayment, CharterBlock, StaffUser } from '@/types/api';
import { useCalendar, useDeleteBlock, type CalendarVessel } from '../api/calendar';
import { ChangeTimesForm } from './change-times-form';
import { ChannelCalendars } from './channel-calendars';
import { MaintenanceForm } from './maintenance-form';

const kindClass: Record<CharterBlock['kind'], string> = {
  booking: 'border-sky-300 bg-sky-50 text-sky-950',
  option: 'border-amber-300 bg-amber-50 text-amber-950',
  maintenance: 'border-slate-300 bg-slate-100 text-slate-900',
  // Dashed as well as violet: another channel's time, told apart without its colour.
  external: 'border-dashed border-violet-400 bg-violet-50 text-violet-950',
};

/** A day's blocks of one vessel (a block over midnight shows on both days). */
const blocksOn = (vessel: CalendarVessel, date: string) =>
  vessel.blocks
    .filter((b) => overlaps(b.start, b.end, dubaiInstant(date, '00:00'), dubaiInstant(addDays(date, 1), '00:00')))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));

/** A booking's money on its block (docs/payments.md): what was paid, what is due, and a flag to deal with. */
function BlockPaymentLine({ payment }: { payment: BlockPayment }) {
  return (
    <span className="block text-xs" data-testid="block-payment">
      Paid {formatPrice(payment.paid)} · Due {formatPrice(payment.due)}
      {payment.flag ? (
        <span className="mt-0.5 block">
          <span className={FLAG_BADGE_CLASS}>{paymentFlagLabels[payment.flag]}</span>
        </span>
      ) : null}
    </span>
  );
}

function BlockItem({ block, vessel, canDelete }: { block: CharterBlock; vessel?: string; canDelete: boolean }) {
  const remove = useDeleteBlock();
  const [changing, setChanging] = useState(false);
  const what = `${vessel ? `${vessel}: ` : ''}${describeBlock(block)}`;
  return (
    <li
      className={cn(
        'flex items-start justify-between gap-2 rounded-md border px-2 py-1.5 text-sm',
        kindClass[block.kind],
      )}
      data-block-kind={block.kind}
    >
      <span>
        <span className="font-semibold">{blockLabel(block)}</span> {blockTimes(block)}
        {vessel ? (
          <span className="block" dir="auto">
            {vessel}
          </span>
        ) : null}
        {block.enquiryRef ? <span className="block font-mono text-xs">{block.enquiryRef}</span> : null}
        {block.payment ? <BlockPaymentLine payment={block.payment} /> : null}
      </span>
      {/* A div, not a span: the drawer is a <dialog>, which phrasing content may not hold. An
          external block is its channel's to change: no buttons. */}
      {isExternal(block) ? null : (
        <div className="flex shrink-0 lg:flex-col">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Change times of ${what}`}
            onClick={() => setChanging(true)}
          >
            <Clock aria-hidden="true" />
          </Button>
          <Drawer open={changing} onClose={() => setChanging(false)} title="Change times">
            <ChangeTimesForm block={block} onDone={() => setChanging(false)} />
          </Drawer>
          {canDelete ? (
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Delete ${what}`}
              disabled={remove.isPending}
              onClick={() => {
                if (!window.confirm(`Delete ${what}?`)) return;
                remove.mutate(block, {
                  onSuccess: () => toast({ title: 'Block deleted', description: what }),
                  onError: (error) =>
                    toast({
                      title: 'Not deleted',
                      description: isApiError(error, 403) ? 'Only an administrator deletes a booking.' : what,
                      variant: 'destructive',
                    }),
                });
              }}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}

/** A week's days, every vessel's blocks, and which blocks this user may delete. */
type WeekProps = { days: string[]; vessels: CalendarVessel[]; canDelete: (b: CharterBlock) => boolean };

/** Phones: each day with every vessel's blocks under it. */
function DayList({ days, vessels, canDelete }: WeekProps) {
  return (
    <ol className="grid gap-3 lg:hidden">
      {days.map((date) => {
        const items = vessels.flatMap((v) => blocksOn(v, date).map((b) => ({ b, v })));
        return (
          <li key={date} className="rounded-xl border border-slate-200 bg-white p-3">
            <h3 className="font-semibold text-slate-900">
              {formatDate(date, 'en', { weekday: 'long', day: 'numeric', month: 'long' })}
            </h3>
            {items.length ? (
              <ul className="mt-2 grid gap-2">
                {items.map(({ b, v }) => (
                  <BlockItem key={b.id} block={b} vessel={v.name} canDelete={canDelete(b)} />
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-600">Nothing booked.</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** Desktop: a vessel per row, a day per column. */
function WeekGrid({ days, vessels, canDelete }: WeekProps) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white lg:block">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">Bookings, options and maintenance by vessel and day</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="w-40 px-2 py-2 text-start">
              Vessel
            </th>
            {days.map((d) => (
              <th key={d} scope="col" className="px-2 py-2 text-start">
                {formatDate(d, 'en', { weekday: 'short', day: 'numeric', month: 'short' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {vessels.map((v) => (
            <tr key={v.id}>
              <th scope="row" dir="auto" className="px-2 py-2 text-start align-top font-medium">
                {v.name}
              </th>
              {days.map((d) => (
                <td key={d} className="px-1 py-1 align-top">
                  <ul className="grid gap-1">
                    {blocksOn(v, d).map((b) => (
                      <BlockItem key={b.id} block={b} canDelete={canDelete(b)} />
                    ))}
                  </ul>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /admin/calendar (docs/charter.md): every charter vessel's week, a maintenance block added, blocks moved and deleted,
 * other channels' blocks shown, and each vessel's channel calendars (docs/frontend.md, "Channel calendars").
 */
export function CalendarScreen({ user }: { user: StaffUser }) {
  const today = todayInDubai();
  const [monday, setMonday] = useState(mondayOf(today));
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const calendar = useCalendar(monday, days[6]!);
  const isAdmin = user.role !== 'sub_user';
  const canDelete = (b: CharterBlock) => !isExternal(b) && (b.kind !== 'booking' || isAdmin);
  const range = `${formatDate(monday, 'en', { day: 'numeric', month: 'long' })} – ${formatDate(days[6]!, 'en', { day: 'numeric', month: 'long', year: 'numeric' })}`;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => setMonday(addDays(monday, -7))}>
          <ChevronLeft aria-hidden="true" />
          Previous week
        </Button>
        <h2 className="min-w-56 text-center text-lg font-semibold text-slate-900" aria-live="polite">
          {range}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setMonday(addDays(monday, 7))}>
          Next week
          <ChevronRight aria-hidden="true" />
        </Button>
        {monday !== mondayOf(today) ? (
          <Button variant="ghost" size="sm" onClick={() => setMonday(mondayOf(today))}>
            This week
          </Button>
        ) : null}
      </div>
      <QueryState
        query={calendar}
        texts={{ loading: 'Loading the calendar...', what: 'the calendar', empty: 'No vessel has charter terms yet.' }}
      >
        {(vessels) => (
          <>
            <section aria-label="Add maintenance" className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="mb-3 font-semibold text-slate-900">Add maintenance</h3>
              <MaintenanceForm vessels={vessels} defaultDate={monday < today ? today : monday} />
            </section>
            <DayList days={days} vessels={vessels} canDelete={canDelete} />
            <WeekGrid days={days} vessels={vessels} canDelete={canDelete} />
            <ChannelCalendars vessels={vessels} isAdmin={isAdmin} />
          </>
        )}
      </QueryState>
    </div>
  );
}
