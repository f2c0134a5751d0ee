import type { Lang } from '@/i18n';
import { formatDate, inDubai } from '@/lib/dubai-time';

/** An instant as the page shows it, in Dubai (docs/charter.md): "Fri 4 Dec 2026, 17:00". */
export function dubaiWhen(instant: string, lang: Lang): string {
  const { date, time } = inDubai(instant);
  return `${formatDate(date, lang, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })}, ${time}`;
}

/** The booking's day in full: "Friday 4 December 2026". */
export const dubaiDay = (instant: string, lang: Lang) =>
  formatDate(inDubai(instant).date, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
