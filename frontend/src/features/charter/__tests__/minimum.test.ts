import { describe, expect, it } from 'vitest';
import { loadArabic } from '@/i18n';
import en from '@/i18n/en.json';
import {
  addMonths,
  dayInMonth,
  dubaiInstantAfter,
  inDubai,
  mondayOf,
  monthWeeks,
  todayInDubai,
  weekdayOf,
} from '@/lib/dubai-time';
import { daysText, minimumFor, ruleApplies, ruleText } from '../lib/minimum';
import { TERMS } from './charter-support';

const rule = TERMS.minimumRules[0]!;

describe('charter minimums in words', () => {
  it('finds the rule of a start, a window to midnight included', () => {
    // 2026-12-04 is a Friday, 2026-12-07 a Monday
    expect(weekdayOf('2026-12-04')).toBe(5);
    expect(ruleApplies(rule, '2026-12-04', '17:00')).toBe(true);
    expect(ruleApplies(rule, '2026-12-04', '16:30')).toBe(false);
    expect(ruleApplies(rule, '2026-12-06', '23:30')).toBe(true); // Sunday
    expect(ruleApplies(rule, '2026-12-07', '17:00')).toBe(false); // Monday
    const late = { days: [5], from: '22:00', to: '02:00', hours: 3 };
    expect(ruleApplies(late, '2026-12-05', '01:00')).toBe(true); // Saturday's small hours belong to Friday
    expect(ruleApplies(late, '2026-12-04', '01:00')).toBe(false);
    expect(minimumFor(TERMS, '2026-12-04', '17:00')).toBe(4);
    expect(minimumFor(TERMS, '2026-12-07', '17:00')).toBe(2);
  });

  it("says the rule as 'Fri–Sun from 17:00: at least 4 hours'", async () => {
    expect(daysText([5, 6, 0], 'en')).toBe('Fri–Sun');
    expect(daysText([1, 3], 'en')).toBe('Mon, Wed');
    expect(daysText([0, 1, 2, 3, 4, 5, 6], 'en')).toBe('Mon–Sun');
    expect(ruleText(rule, 'en', en.charter)).toBe('Fri–Sun from 17:00: at least 4 hours');
    expect(ruleText({ ...rule, days: [1, 2, 3], to: '20:00' }, 'en', en.charter)).toBe(
      'Mon–Wed 17:00–20:00: at least 4 hours',
    );
    await loadArabic('/ar/product/x');
    const ar = (await import('@/i18n/ar.json')).default;
    expect(ruleText(rule, 'ar', ar.charter)).toMatch(/^\S+–\S+ من 17:00: 4 ساعات على الأقل$/);
  });
});

describe('Dubai dates', () => {
  it('counts in Dubai (+04:00 all year) and keeps six weeks a month', () => {
    expect(todayInDubai(Date.parse('2026-12-03T20:30:00Z'))).toBe('2026-12-04');
    expect(inDubai('2026-12-04T13:00:00Z')).toEqual({ date: '2026-12-04', time: '17:00' });
    expect(dubaiInstantAfter('2026-12-04', '22:00', 4)).toBe('2026-12-05T02:00:00+04:00');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(dayInMonth('2027-02', 31)).toBe('2027-02-28');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![0]).toBe('2026-11-30');
    expect(weeks.flat()).toContain('2026-12-31');
  });
});
