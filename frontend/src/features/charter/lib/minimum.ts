/**
 * The minimum-hours rules in words, and which rule a start falls under. Not pricing (the
 * server prices, docs/charter.md): the page only says the rule, and asks for at least the
 * minimum so the estimate is the one the visitor would be charged.
 */
import { format } from '@/i18n';
import { minutesOf, weekdayNames, weekdayOf } from '@/lib/dubai-time';
import type { CharterTerms, MinimumRule } from '@/types/api';

/** A window whose end is not after its start crosses midnight (the server's reading, docs/charter.md). */
export function ruleApplies(rule: MinimumRule, date: string, start: string): boolean {
  const day = weekdayOf(date);
  const before = (day + 6) % 7;
  const at = minutesOf(start);
  const from = minutesOf(rule.from);
  const to = minutesOf(rule.to);
  if (from < to) return rule.days.includes(day) && at >= from && at < to;
  return (rule.days.includes(day) && at >= from) || (rule.days.includes(before) && at < to);
}

/** The minimum that applies to a start: the first matching rule's, else the terms' own. */
export const minimumFor = (terms: CharterTerms, date: string, start: string) =>
  terms.minimumRules.find((r) => ruleApplies(r, date, start))?.hours ?? terms.minimumHours;

/**
 * Days as a run ("Fri–Sun", across the week's end too) when they follow one another, else a
 * list ("Mon, Wed").
 */
export function daysText(days: readonly number[], lang: 'en' | 'ar'): string {
  const names = weekdayNames(lang);
  const set = [...new Set(days)].filter((d) => d >= 0 && d <= 6);
  if (set.length === 7) return `${names[1]}–${names[0]}`;
  if (set.length >= 3) {
    // The run's first day is the one whose previous day is not in the set.
    const first = set.find((d) => !set.includes((d + 6) % 7));
    const run = first === undefined ? [] : Array.from({ length: set.length }, (_, i) => (first + i) % 7);
    if (run.length && run.every((d) => set.includes(d))) return `${names[first!]}–${names[run.at(-1)!]}`;
  }
  const order = [1, 2, 3, 4, 5, 6, 0];
  return order
    .filter((d) => set.includes(d))
    .map((d) => names[d])
    .join(lang === 'ar' ? '، ' : ', ');
}

export type RuleTexts = { ruleFrom: string; ruleWindow: string };

/** 'Fri–Sun from 17:00: at least 4 hours' (a window to midnight reads "from"). */
export function ruleText(rule: MinimumRule, lang: 'en' | 'ar', t: RuleTexts): string {
  const toMidnight = rule.to === '00:00' || rule.to === '24:00' || rule.to === '23:59';
  const values = { days: daysText(rule.days, lang), from: rule.from, to: rule.to, hours: rule.hours };
  return format(toMidnight ? t.ruleFrom : t.ruleWindow, values);
}
