/** Date ranges of the insights screen. Days are the business's days in Asia/Dubai (UTC+4, no DST). */
export type Range = { from: string; to: string };
export const PRESETS = [7, 30, 90] as const;
export const MAX_DAYS = 400;

const DAY = 86_400_000;
const DUBAI_OFFSET = 4 * 3_600_000;

/** YYYY-MM-DD of `date` in Asia/Dubai. */
export const dubaiDate = (date: Date) => new Date(date.getTime() + DUBAI_OFFSET).toISOString().slice(0, 10);

const shift = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included. */
export const daysIn = ({ from, to }: Range) => Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1;

/** The last `days` days up to today (Asia/Dubai). */
export function lastDays(days: number, now = new Date()): Range {
  const to = dubaiDate(now);
  return { from: shift(to, 1 - days), to };
}

/** The range of the same length just before `range`, for the change on the tiles. */
export function previousPeriod(range: Range): Range {
  return { from: shift(range.from, -daysIn(range)), to: shift(range.from, -1) };
}

/** What is wrong with a custom range, or null (the server checks the same). */
export function rangeProblem(range: Range): string | null {
  const valid = (s: string) => /^\d{4}-\d\d-\d\d$/.test(s) && !Number.isNaN(Date.parse(s));
  if (!valid(range.from) || !valid(range.to)) return 'Choose both dates.';
  if (range.from > range.to) return 'The start must not be after the end.';
  if (daysIn(range) > MAX_DAYS) return `The range must not be over ${MAX_DAYS} days.`;
  return null;
}

/** '+25%', '−10%', 'new' or '0%': the change against the previous period. */
export function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? '0%' : 'new';
  const pct = Math.round(((now - before) / before) * 100);
  return `${pct > 0 ? '+' : pct < 0 ? '−' : ''}${Math.abs(pct)}%`;
}
