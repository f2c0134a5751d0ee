/**
 * Open now, or when (docs/desks.md): a desk's state at an instant, in Dubai time, the browser's
 * copy of the server's `desk_status`, both held to tests/fixtures/desk_hours.json; and the words
 * that say it. Not in the initial JavaScript: only the contact blocks' chunk imports it.
 */
import { addDays, formatDate, minutesOf, timeOf, todayInDubai, weekdayOf } from './dubai-time';
import { format, type Lang } from '@/i18n/lang';
import type { Desk, HoursException, TimeRange, WeekDay, WeeklyHours } from '@/types/api';

export type DeskMoment = { date: string; time: string };
export type DeskStatus =
  { state: 'none' } | { state: 'open'; until: DeskMoment | null } | { state: 'closed'; next: DeskMoment | null };

type Hours = Pick<Desk, 'hours' | 'exceptions'>;

export const WEEK_DAYS: readonly WeekDay[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const DAY_MINUTES = 1440;
/** An opening that does not end within this many days is "open" without an end. */
const OPEN_HORIZON_DAYS = 14;
/** A closed desk that opens nowhere within this many days has no next opening. */
const CLOSED_HORIZON_DAYS = 400;

const rangesOf = (hours: Partial<WeeklyHours> | undefined, day: WeekDay): TimeRange[] => hours?.[day] ?? [];

/** Whether the desk's week has any range: a desk without one has no hours at all. */
export const hasHours = (desk: Hours) => WEEK_DAYS.some((d) => rangesOf(desk.hours, d).length > 0);

/** The exception that decides `date`: the latest start wins, on the same start the later in the list. */
export function exceptionOn(exceptions: readonly HoursException[], date: string): HoursException | undefined {
  let found: HoursException | undefined;
  for (const e of exceptions) if (e.from <= date && date <= e.to && (!found || e.from >= found.from)) found = e;
  return found;
}

/** A date's ranges as minutes from that day's midnight, sorted. */
function dayRanges(desk: Hours, date: string): [number, number][] {
  const day = WEEK_DAYS[weekdayOf(date)]!;
  const exception = exceptionOn(desk.exceptions ?? [], date);
  const ranges = exception ? (exception.closed ? [] : rangesOf(exception.hours, day)) : rangesOf(desk.hours, day);
  return ranges.map((r): [number, number] => [minutesOf(r.from), minutesOf(r.to)]).sort((a, b) => a[0] - b[0]);
}

/** The Dubai date and time `minutes` after `date`'s midnight. */
const momentAt = (date: string, minutes: number): DeskMoment => ({
  date: addDays(date, Math.floor(minutes / DAY_MINUTES)),
  time: timeOf(minutes % DAY_MINUTES),
});

/** The desk's state at `nowMs` (milliseconds since the epoch). */
export function deskStatus(desk: Hours, nowMs: number): DeskStatus {
  if (!hasHours(desk)) return { state: 'none' };
  const today = todayInDubai(nowMs);
  const now = Math.floor((nowMs - Date.parse(`${today}T00:00:00+04:00`)) / 60_000);
  const openNow = dayRanges(desk, today).find(([from, to]) => from <= now && now < to);
  if (openNow) {
    // Ranges that touch, within a day or across midnight, are one opening.
    let end = openNow[1];
    for (let day = 0; day <= OPEN_HORIZON_DAYS; day++) {
      for (const [from, to] of dayRanges(desk, addDays(today, day))) {
        const [start, stop] = [day * DAY_MINUTES + from, day * DAY_MINUTES + to];
        if (start <= end && stop > end) end = stop;
      }
      if (end < (day + 1) * DAY_MINUTES) break;
    }
    return { state: 'open', until: end - now <= OPEN_HORIZON_DAYS * DAY_MINUTES ? momentAt(today, end) : null };
  }
  for (let day = 0; day <= CLOSED_HORIZON_DAYS; day++) {
    const date = addDays(today, day);
    const next = dayRanges(desk, date).find(([from]) => day > 0 || from > now);
    if (next) return { state: 'closed', next: { date, time: timeOf(next[0]) } };
  }
  return { state: 'closed', next: null };
}

/** The words of `section` (the catalogues' `desks` section) a status line and a sentence need. */
export type DeskWords = {
  open: string;
  openUntil: string;
  closed: string;
  closedToday: string;
  closedTomorrow: string;
  closedOn: string;
  replyToday: string;
  replyTomorrow: string;
  replyOn: string;
};

/** "09:00" → "9:00", as the site writes hours. */
export const shortTime = (time: string) => time.replace(/^0(\d)/, '$1');

/** When the next opening is, as the words put it: later today, tomorrow, a weekday within the week, or a date. */
function when(next: DeskMoment, nowMs: number, lang: Lang) {
  const today = todayInDubai(nowMs);
  const time = shortTime(next.time);
  if (next.date === today) return { kind: 'today', time, day: '' } as const;
  if (next.date === addDays(today, 1)) return { kind: 'tomorrow', time, day: '' } as const;
  const withinWeek = next.date < addDays(today, 7);
  const day = formatDate(next.date, lang, withinWeek ? { weekday: 'long' } : { day: 'numeric', month: 'long' });
  return { kind: 'on', time, day } as const;
}

/** The status line: "Open now, until 18:00", "Closed. We reply from Sunday 9:00"; "" for a desk without hours. */
export function statusLine(status: DeskStatus, nowMs: number, lang: Lang, words: DeskWords): string {
  if (status.state === 'none') return '';
  if (status.state === 'open')
    return status.until ? format(words.openUntil, { time: shortTime(status.until.time) }) : words.open;
  if (!status.next) return words.closed;
  const w = when(status.next, nowMs, lang);
  const message =
    w.kind === 'today' ? words.closedToday : w.kind === 'tomorrow' ? words.closedTomorrow : words.closedOn;
  return format(message, w);
}

/** A closed desk's sentence for a button's own WhatsApp message ("We will reply from Sunday 9:00."); "" otherwise. */
export function replySentence(status: DeskStatus, nowMs: number, lang: Lang, words: DeskWords): string {
  if (status.state !== 'closed' || !status.next) return '';
  const w = when(status.next, nowMs, lang);
  const message = w.kind === 'today' ? words.replyToday : w.kind === 'tomorrow' ? words.replyTomorrow : words.replyOn;
  return format(message, w);
}
