/**
 * Civil dates and times in Dubai (docs/charter.md: every time is Asia/Dubai). Dubai keeps
 * +04:00 all year (no daylight saving), so an instant is its UTC time plus four hours and no
 * time-zone data (nor a date library) is needed. Dates are "YYYY-MM-DD", months "YYYY-MM",
 * times "HH:MM"; the arithmetic runs on UTC midnights, which never shift.
 */
export const DUBAI_OFFSET = '+04:00';
const OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today's date in Dubai (`now`: milliseconds since the epoch). */
export const todayInDubai = (now = Date.now()) => isoDate(now + OFFSET_MS);

export const addDays = (date: string, days: number) => isoDate(utc(date) + days * DAY_MS);

/** 0 = Sunday … 6 = Saturday, as the charter rules count. */
export const weekdayOf = (date: string) => new Date(utc(date)).getUTCDay();

export const monthOf = (date: string) => date.slice(0, 7);

/** How far ahead a visitor may book: this month and the 24 after it (docs/charter.md). */
export const BOOKABLE_MONTHS_AHEAD = 24;

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The `day`th of `month`, or its last day when it is shorter (31 → 30 April). */
export function dayInMonth(month: string, day: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${pad(Math.min(day, last))}`;
}

/** The Monday on or before `date` (weeks run Monday to Sunday, as the UAE's working week does). */
export const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

/** A month's calendar: always six weeks of seven dates from the Monday on or before its 1st (a fixed size). */
export function monthWeeks(month: string): string[][] {
  const first = mondayOf(`${month}-01`);
  return Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, d) => addDays(first, w * 7 + d)));
}

/** "2026-12-04", "17:00" → "2026-12-04T17:00:00+04:00". */
export const dubaiInstant = (date: string, time: string) => `${date}T${time}:00${DUBAI_OFFSET}`;

/** Any ISO instant → its Dubai date and time of day. */
export function inDubai(instant: string): { date: string; time: string } {
  const iso = new Date(Date.parse(instant) + OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Minutes after midnight of "HH:MM". */
export const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};
export const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;

/** The instant `hours` after `date` `time` in Dubai. */
export const dubaiInstantAfter = (date: string, time: string, hours: number) => {
  const ms = Date.parse(dubaiInstant(date, time)) + hours * 3_600_000;
  const { date: d, time: t } = inDubai(new Date(ms).toISOString());
  return dubaiInstant(d, t);
};

/** Whether [aStart, aEnd) and [bStart, bEnd) (instants) overlap. */
export const overlaps = (aStart: string, aEnd: string, bStart: string, bEnd: string) =>
  Date.parse(aStart) < Date.parse(bEnd) && Date.parse(bStart) < Date.parse(aEnd);

/**
 * Names of months and weekdays: Intl on a UTC date, Latin digits in Arabic too (docs/arabic.md).
 * Each formatter is made once: making one costs far more than using it, and the contact page's
 * desks name every day of every desk's weeks (docs/desks.md).
 */
const locale = (lang: 'en' | 'ar') => (lang === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB');
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(lang: 'en' | 'ar', options: Intl.DateTimeFormatOptions) {
  const key = `${lang} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale(lang), { timeZone: 'UTC', ...options })));
  return formatter;
}
export const formatDate = (date: string, lang: 'en' | 'ar', options: Intl.DateTimeFormatOptions) =>
  formatterFor(lang, options).format(new Date(utc(date)));

const names = new Map<string, string[]>();
/** Short weekday names, index 0 = Sunday. */
export function weekdayNames(lang: 'en' | 'ar', width: 'short' | 'long' = 'short'): string[] {
  const key = `${lang} ${width}`;
  let list = names.get(key);
  // 1 Nov 2026 is a Sunday.
  if (!list) names.set(key, (list = Array.from({ length: 7 }, (_, d) => formatDate(addDays('2026-11-01', d), lang, { weekday: width }))));
  return list;
}
