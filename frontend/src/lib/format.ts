import { CURRENCY, CURRENCY_AR } from '@/config/site';

/**
 * "1250.00" → "1,250.00": exactly the digits `Intl.NumberFormat('en-AE')` and
 * `Intl.NumberFormat('ar-AE-u-nu-latn')` print with two decimals (Latin digits in both
 * languages; format.test.ts checks they agree), written out by hand because the first Intl
 * number format of a page loads the ICU data: 30-50 ms of main thread on this machine, four
 * times that on a phone, in the middle of showing the first products. Undefined when `price`
 * is not a number.
 */
export function formatAmount(price: string | number): string | undefined {
  const n = typeof price === 'number' ? price : Number.parseFloat(price);
  if (!Number.isFinite(n)) return undefined;
  const [whole = '0', cents = '00'] = Math.abs(n).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = n < 0 && Number(`${whole}.${cents}`) !== 0 ? '-' : '';
  return `${sign}${grouped}.${cents}`;
}

/**
 * "AED 1,250.00" in English (what `Intl.NumberFormat('en-AE', { style: 'currency', currency:
 * 'AED' })` prints); "1,250.00 درهم" in Arabic (the amount with Latin digits, then the
 * currency's Arabic name: docs/frontend.md, "Languages"). An unparsable price is shown as given.
 */
export function formatPrice(price: string | number, lang: 'en' | 'ar' = 'en'): string {
  const amount = formatAmount(price);
  if (amount === undefined) return String(price);
  if (lang === 'ar') return `${amount}\u00a0${CURRENCY_AR}`;
  return amount.startsWith('-') ? `-${CURRENCY}\u00a0${amount.slice(1)}` : `${CURRENCY}\u00a0${amount}`;
}
