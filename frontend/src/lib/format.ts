import { CURRENCY, LOCALE } from '@/config/site';

const priceFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });

/** "1250.00" → "AED 1,250.00" (en-AE). An unparsable price is shown as given. */
export function formatPrice(price: string | number): string {
  const n = typeof price === 'number' ? price : Number.parseFloat(price);
  return Number.isFinite(n) ? priceFormat.format(n) : String(price);
}
