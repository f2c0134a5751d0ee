import { ChevronLeft, ChevronRight } from '@/components/ui/page-icons';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { format, useLang, useMessages } from '@/i18n';
import {
  BOOKABLE_MONTHS_AHEAD,
  addDays,
  addMonths,
  dayInMonth,
  formatDate,
  mondayOf,
  monthOf,
  monthWeeks,
  weekdayNames,
} from '@/lib/dubai-time';
import { cn } from '@/lib/utils';
import texts from 'virtual:en/charter';
import { useAvailability, type DayState } from '../api/charter';

const stateClass: Record<DayState | 'past', string> = {
  free: 'border-emerald-300 bg-white text-slate-900 hover:bg-emerald-50',
  partial: 'border-amber-400 bg-amber-50 text-slate-900 hover:bg-amber-100',
  booked: 'border-slate-200 bg-slate-100 text-slate-500 line-through',
  past: 'border-transparent bg-transparent text-slate-400',
};

/**
 * A month of free, partly booked and booked days (the public availability call: no booking
 * details), as an ARIA grid: one day in the tab order, the arrows move by day and week
 * (mirrored on right-to-left pages), Home/End to the week's ends, Page Up/Down by month.
 * Always six weeks, so the calendar keeps its size from month to month.
 */
export function MonthCalendar({
  productId,
  month,
  today,
  selected,
  onMonthChange,
  onSelect,
}: {
  productId: string;
  month: string;
  today: string;
  selected: string | null;
  onMonthChange: (month: string) => void;
  onSelect: (date: string) => void;
}) {
  const t = useMessages('charter', texts);
  const lang = useLang();
  const availability = useAvailability(productId, month);
  const [focused, setFocused] = useState(selected ?? (monthOf(today) === month ? today : `${month}-01`));
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const titleId = useId();
  const firstMonth = monthOf(today);
  // The server quotes and shows months up to 24 ahead (docs/charter.md, "The bookable window").
  const lastMonth = addMonths(firstMonth, BOOKABLE_MONTHS_AHEAD);
  const focusDate = monthOf(focused) === month ? focused : `${month}-01`;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate]);

  const states = new Map((availability.data?.days ?? []).map((d) => [d.date, d.state]));
  const stateOf = (date: string): DayState | 'past' => (date < today ? 'past' : (states.get(date) ?? 'free'));
  const stateWord = (s: DayState | 'past') => t[s];

  const go = (date: string) => {
    const last = dayInMonth(lastMonth, 31);
    const target = date < today ? today : date > last ? last : date;
    moved.current = true;
    setFocused(target);
    if (monthOf(target) !== month) onMonthChange(monthOf(target));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = lang === 'ar' ? -1 : 1;
    const moves: Record<string, () => string> = {
      ArrowRight: () => addDays(focusDate, forward),
      ArrowLeft: () => addDays(focusDate, -forward),
      ArrowDown: () => addDays(focusDate, 7),
      ArrowUp: () => addDays(focusDate, -7),
      Home: () => mondayOf(focusDate),
      End: () => addDays(mondayOf(focusDate), 6),
      PageUp: () => dayInMonth(addMonths(month, -1), Number(focusDate.slice(8))),
      PageDown: () => dayInMonth(addMonths(month, 1), Number(focusDate.slice(8))),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    go(move());
  };

  const names = weekdayNames(lang);
  const longNames = weekdayNames(lang, 'long');
  const order = [1, 2, 3, 4, 5, 6, 0];
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={t.previousMonth}
          disabled={month <= firstMonth}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
        </Button>
        <h3 id={titleId} aria-live="polite" className="text-lg font-semibold text-slate-900">
          {formatDate(`${month}-01`, lang, { month: 'long', year: 'numeric' })}
        </h3>
        <Button
          variant="secondary"
          size="icon"
          aria-label={t.nextMonth}
          disabled={month >= lastMonth}
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
        </Button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={titleId}
        aria-busy={availability.isFetching}
        className="mt-3 w-full table-fixed border-separate border-spacing-1"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {order.map((d) => (
              <th key={d} scope="col" abbr={longNames[d]} className="text-xs font-medium text-slate-600">
                {names[d]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                if (monthOf(date) !== month) return <td key={date} />;
                const state = stateOf(date);
                const unavailable = state === 'past' || state === 'booked';
                const label = format(t.dayLabel, {
                  date: formatDate(date, lang, { weekday: 'long', day: 'numeric', month: 'long' }),
                  state: stateWord(state),
                });
                return (
                  <td key={date} aria-selected={date === selected}>
                    <button
                      type="button"
                      data-date={date}
                      data-state={state}
                      tabIndex={date === focusDate ? 0 : -1}
                      aria-label={label}
                      aria-disabled={unavailable || undefined}
                      onFocus={() => setFocused(date)}
                      onClick={() => (unavailable ? undefined : onSelect(date))}
                      className={cn(
                        'flex h-11 w-full items-center justify-center rounded-md border text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600',
                        stateClass[state],
                        date === selected && 'border-sky-800 bg-sky-800 text-white hover:bg-sky-800',
                        unavailable && 'cursor-not-allowed',
                      )}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-label={t.legend}>
        {(['free', 'partial', 'booked'] as const).map((s) => (
          <li key={s} className="flex items-center gap-1">
            <span className={cn('inline-block size-3 rounded-sm border', stateClass[s])} aria-hidden="true" />
            {t[s]}
          </li>
        ))}
      </ul>
      {availability.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t.daysError}{' '}
          <button type="button" className="font-medium underline" onClick={() => void availability.refetch()}>
            {t.tryAgain}
          </button>
        </p>
      ) : (
        <p role="status" className="mt-2 min-h-5 text-sm text-slate-600">
          {availability.isPending ? t.loadingDays : ''}
        </p>
      )}
    </div>
  );
}
