/**
 * The 'Charter terms' of a Vessel Chartering product (docs/charter.md) as the product forms
 * hold them (text, as the inputs give it), their few checks in the form, and the JSON sent.
 * The server checks every rule and answers field errors by path ("charter.extras.1.price"),
 * which are the form's own field names.
 */
import { z } from '@/lib/zod';
import type { CharterTerms, ExtraUnit, Product } from '@/types/api';

export const EXTRA_UNITS: { value: ExtraUnit; label: string }[] = [
  { value: 'booking', label: 'per booking' },
  { value: 'guest', label: 'per guest' },
  { value: 'hour', label: 'per hour' },
];
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** The server's limits (docs/charter.md). */
export const MAX_RULES = 20;
export const MAX_DATE_PRICES = 50;
export const MAX_EXTRAS = 30;

const rule = z.object({ days: z.array(z.string()), from: z.string(), to: z.string(), hours: z.string() });
const datePrice = z.object({
  from: z.string(),
  to: z.string(),
  hourlyRate: z.string(),
  dailyRate: z.string(),
  label: z.string(),
  labelAr: z.string(),
});
const extra = z.object({
  id: z.string(),
  name: z.string(),
  nameAr: z.string(),
  price: z.string(),
  unit: z.enum(['booking', 'guest', 'hour']),
});

export const charterFormSchema = z.object({
  enabled: z.boolean(),
  hourlyRate: z.string(),
  dailyRate: z.string(),
  minimumHours: z.string(),
  minimumRules: z.array(rule),
  overtimeStepMinutes: z.enum(['30', '60']),
  datePrices: z.array(datePrice),
  extras: z.array(extra),
  depositPercent: z.string(),
  cancellationTerms: z.string(),
  cancellationTermsAr: z.string(),
  turnaroundMinutes: z.string(),
});
export type CharterFormValues = z.infer<typeof charterFormSchema>;
export type RuleValues = z.infer<typeof rule>;
export type DatePriceValues = z.infer<typeof datePrice>;
export type ExtraValues = z.infer<typeof extra>;

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const AMOUNT_MESSAGE = 'An amount in AED, e.g. 750 or 750.50';
const isHalfHours = (text: string) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) && n > 0 && n <= 24 && Number.isInteger(n * 2);
};
const HOURS_MESSAGE = 'Hours from 0.5 to 24 in steps of 0.5';

/** The form's own checks (on a Vessel Chartering product with terms); the server's come back by path. */
export function checkCharter(v: { category: string; charter: CharterFormValues }, ctx: z.RefinementCtx) {
  const c = v.charter;
  if (v.category !== 'vessel-chartering' || !c.enabled) return;
  const at = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path: ['charter', ...path], message });
  if (!c.hourlyRate.trim() && !c.dailyRate.trim()) at(['hourlyRate'], 'Enter an hourly or a daily rate (or both)');
  for (const key of ['hourlyRate', 'dailyRate'] as const) {
    if (c[key].trim() && !AMOUNT.test(c[key].trim())) at([key], AMOUNT_MESSAGE);
  }
  if (!isHalfHours(c.minimumHours)) at(['minimumHours'], HOURS_MESSAGE);
  c.minimumRules.forEach((r, i) => {
    if (r.days.length === 0) at(['minimumRules', i, 'days'], 'Choose at least one day');
    if (!isHalfHours(r.hours)) at(['minimumRules', i, 'hours'], HOURS_MESSAGE);
  });
  c.datePrices.forEach((p, i) => {
    if (!p.hourlyRate.trim() && !p.dailyRate.trim())
      at(['datePrices', i, 'hourlyRate'], 'Enter an hourly or a daily rate');
    if (p.from && p.to && p.to < p.from) at(['datePrices', i, 'to'], 'The last day is on or after the first');
    if (!p.label.trim()) at(['datePrices', i, 'label'], 'Label is required');
  });
  c.extras.forEach((x, i) => {
    if (!x.name.trim()) at(['extras', i, 'name'], 'Name is required');
    if (!AMOUNT.test(x.price.trim())) at(['extras', i, 'price'], AMOUNT_MESSAGE);
  });
}

/** A new extra's id: letters, digits and '-' (the server's rule), unique enough within one vessel. */
export const newExtraId = () => `extra-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export const emptyRule = (): RuleValues => ({ days: ['5', '6', '0'], from: '17:00', to: '00:00', hours: '4' });
export const emptyDatePrice = (): DatePriceValues => ({
  from: '',
  to: '',
  hourlyRate: '',
  dailyRate: '',
  label: '',
  labelAr: '',
});
export const emptyExtra = (): ExtraValues => ({ id: newExtraId(), name: '', nameAr: '', price: '', unit: 'booking' });

const text = (n: number | string | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** A product's terms as form text (none: the section off, with a day's usual defaults). */
export function charterToForm(terms: Product['charter']): CharterFormValues {
  return {
    enabled: Boolean(terms),
    hourlyRate: text(terms?.hourlyRate),
    dailyRate: text(terms?.dailyRate),
    minimumHours: text(terms?.minimumHours ?? 2),
    minimumRules: (terms?.minimumRules ?? []).map((r) => ({
      days: r.days.map(String),
      from: r.from,
      to: r.to,
      hours: String(r.hours),
    })),
    overtimeStepMinutes: terms?.overtimeStepMinutes === 60 ? '60' : '30',
    datePrices: (terms?.datePrices ?? []).map((p) => ({
      from: p.from,
      to: p.to,
      hourlyRate: text(p.hourlyRate),
      dailyRate: text(p.dailyRate),
      label: p.label,
      labelAr: p.labelAr,
    })),
    extras: (terms?.extras ?? []).map((x) => ({ ...x })),
    depositPercent: text(terms?.depositPercent ?? 0),
    cancellationTerms: terms?.cancellationTerms ?? '',
    cancellationTermsAr: terms?.cancellationTermsAr ?? '',
    turnaroundMinutes: text(terms?.turnaroundMinutes ?? 0),
  };
}

const rate = (t: string) => (t.trim() ? t.trim() : null);

/**
 * The `charter` sent: the terms of a Vessel Chartering product (null when the section is off);
 * nothing for other categories (the server keeps terms to that category).
 */
export function charterPayload(category: string, c: CharterFormValues): { charter?: CharterTerms | null } {
  if (category !== 'vessel-chartering') return {};
  if (!c.enabled) return { charter: null };
  return {
    charter: {
      hourlyRate: rate(c.hourlyRate),
      dailyRate: rate(c.dailyRate),
      minimumHours: Number(c.minimumHours),
      minimumRules: c.minimumRules.map((r) => ({
        days: r.days.map(Number).sort((a, b) => a - b),
        from: r.from,
        to: r.to,
        hours: Number(r.hours),
      })),
      overtimeStepMinutes: c.overtimeStepMinutes === '60' ? 60 : 30,
      datePrices: c.datePrices.map((p) => ({
        from: p.from,
        to: p.to,
        hourlyRate: rate(p.hourlyRate),
        dailyRate: rate(p.dailyRate),
        label: p.label.trim(),
        labelAr: p.labelAr.trim(),
      })),
      extras: c.extras.map((x) => ({ ...x, name: x.name.trim(), nameAr: x.nameAr.trim(), price: x.price.trim() })),
      depositPercent: Number(c.depositPercent) || 0,
      cancellationTerms: c.cancellationTerms.trim(),
      cancellationTermsAr: c.cancellationTermsAr.trim(),
      turnaroundMinutes: Number(c.turnaroundMinutes) || 0,
    },
  };
}
