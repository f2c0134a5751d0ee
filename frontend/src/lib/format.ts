import { CURRENCY } from '@/config/site';

/**
 * "1250.00" → "AED 1,250.00": exactly what `Intl.NumberFormat('en-AE', { style: 'currency',
 * currency: 'AED' })` prints (format.test.ts checks the two agree), written out by hand because
 * the first Intl number format of a page loads the ICU data: 30-50 ms of main thread on this
 * machine, four times that on a phone, in the middle of showing the first products.
 * An unparsable price is shown as given.
 */
export function formatPrice(price: string | number): string {
  const n = typeof price === 'number' ? price : Number.parseFloat(price);
  if (!Number.isFinite(n)) return String(price);
  const [whole = '0', cents = '00'] = Math.abs(n).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = n < 0 && Number(`${whole}.${cents}`) !== 0 ? '-' : '';
  return `${sign}${CURRENCY}\u00a0${grouped}.${cents}`;
}
