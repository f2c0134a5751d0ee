import { addDays, addMonths, todayInDubai, weekdayOf } from '@/lib/dubai-time';
import { makeProduct } from '@/testing/test-utils';
import type { CharterQuote, CharterTerms } from '@/types/api';

export const TERMS: CharterTerms = {
  hourlyRate: '750.00',
  dailyRate: null,
  minimumHours: 2,
  minimumRules: [{ days: [5, 6, 0], from: '17:00', to: '00:00', hours: 4 }],
  overtimeStepMinutes: 30,
  datePrices: [],
  extras: [
    { id: 'catering', name: 'Catering', nameAr: 'ضيافة', price: '50.00', unit: 'guest' },
    { id: 'jetski', name: 'Jet ski', nameAr: 'دراجة مائية', price: '300.00', unit: 'hour' },
  ],
  depositPercent: 25,
  cancellationTerms: 'Free cancellation up to 48 hours before.',
  cancellationTermsAr: 'إلغاء مجاني حتى 48 ساعة قبل الموعد.',
  turnaroundMinutes: 60,
};

export const vessel = makeProduct({
  id: 'v1',
  name: 'Sea Breeze 60',
  category: 'vessel-chartering',
  price: '750.00',
  specs: { guests: 12, rateBasis: 'hour' },
  charter: TERMS,
});

/** The first Friday of next month (in Dubai), always in the future. */
export function nextMonthsFirstFriday(): string {
  let date = `${addMonths(todayInDubai().slice(0, 7), 1)}-01`;
  while (weekdayOf(date) !== 5) date = addDays(date, 1);
  return date;
}

export const quoteAnswer = (hours: number, guests: number, catering: number): CharterQuote => ({
  hoursCharged: hours,
  minimumHours: 4,
  minimumRule: { days: [0, 5, 6], from: '17:00', to: '00:00', hours: 4 },
  lines: [
    { kind: 'base', label: `Base: ${hours} h × AED 750.00`, amount: (hours * 750).toFixed(2) },
    ...(catering
      ? [
          {
            kind: 'extra' as const,
            label: `Catering: ${catering} × ${guests} guests × 50.00`,
            amount: (catering * guests * 50).toFixed(2),
          },
        ]
      : []),
  ],
  subtotal: '3500.00',
  vat: '175.00',
  total: '3675.00',
  deposit: '918.75',
});
