import { describe, expect, it } from 'vitest';
import { CURRENCY, LOCALE } from '@/config/site';
import { formatPrice } from './format';

const intl = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });

describe('formatPrice', () => {
  it("prints what Intl.NumberFormat('en-AE', AED) prints", () => {
    const values = [0, 0.01, 0.5, 0.99, 1, 9.99, 10, 99.5, 100, 999.99, 1000, 1250, 12345.6, 99999, 100000];
    values.push(850000, 1234567.89, 9999999.99, 10000000, 99999999.99, -1, -1250.5);
    // every cent up to 20.00, and a spread of larger prices with cents
    for (let c = 0; c <= 2000; c++) values.push(c / 100);
    for (let i = 1; i < 400; i++) values.push(Math.round(i * 7919.37 * i) / 100);
    for (const v of values) {
      expect(formatPrice(v)).toBe(intl.format(v));
      expect(formatPrice(v.toFixed(2))).toBe(intl.format(v));
    }
  });

  it('rounds extra decimals and keeps unparsable text', () => {
    expect(formatPrice('1234567.891')).toBe(intl.format(1234567.891));
    expect(formatPrice('0.125')).toBe(intl.format(0.125));
    expect(formatPrice('not a number')).toBe('not a number');
  });
});
