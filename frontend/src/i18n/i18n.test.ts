import { describe, expect, it } from 'vitest';
import { buildSite, chatEnquiryMessage, DEFAULT_SETTINGS, localizeSettings } from '@/config/site';
import { formatAmount, formatPrice } from '@/lib/format';
import type { Banner, Product } from '@/types/api';
import ar from './ar.json';
import { localizeBanner, localizeProduct } from './content';
import en from './en.json';
import { format, langOfPath, loadArabic, localizePath, messagesIn, otherLanguagePath } from './lang';

type Tree = { [key: string]: string | Tree };

/** Every string of a catalogue by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  const english = flatten(en as unknown as Tree);
  const arabic = flatten(ar as unknown as Tree);

  it('have the same keys in both languages, both ways', () => {
    expect([...english.keys()].filter((k) => !arabic.has(k))).toEqual([]);
    expect([...arabic.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect(english.size).toBeGreaterThan(150);
  });

  it('have the same placeholders in both languages, and no empty message', () => {
    for (const [key, message] of english) {
      expect({ key, placeholders: placeholders(arabic.get(key) ?? '') }).toEqual({
        key,
        placeholders: placeholders(message),
      });
      expect({ key, empty: message.trim() === '' || arabic.get(key)?.trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it('give the category names of docs/arabic.md', () => {
    expect(ar.common.categories).toEqual({
      'marine-spares': 'المستلزمات البحرية',
      'vessel-chartering': 'تأجير السفن',
      'vessel-sales-purchase': 'بيع وشراء السفن',
    });
  });

  it('fill placeholders, leaving unknown ones as they are', () => {
    expect(format(en.category.showing, { shown: 2, total: 7 })).toBe('Showing 2 of 7 products');
    expect(format('{a} {b}', { a: 1 })).toBe('1 {b}');
  });

  it('serve Arabic once loaded (the lazy chunks), English for English pages', async () => {
    expect(messagesIn('en', 'home', en.home).getQuote).toBe('Get Quote Now');
    // A category page loads the first chunk; the other pages' strings are the second's.
    await loadArabic('/ar/category/marine-spares');
    expect(messagesIn('ar', 'category', en.category)).toEqual(ar.category);
    expect(messagesIn('ar', 'specs', en.specs)).toEqual(ar.specs);
    expect(messagesIn('ar', 'home', en.home)).toBe(en.home);
    expect(messagesIn('ar', 'product', en.product)).toBe(en.product);
    await loadArabic('/ar/product/x');
    expect(messagesIn('ar', 'home', en.home).getQuote).toBe(ar.home.getQuote);
    expect(messagesIn('ar', 'product', en.product)).toEqual(ar.product);
    expect(messagesIn('ar', 'charter', en.charter)).toEqual(ar.charter);
    expect(messagesIn('en', 'home', en.home).getQuote).toBe('Get Quote Now');
    expect(chatEnquiryMessage('قارب', 'ar')).toBe(ar.common.chat.message.replace('{item}', 'قارب'));
  });
});

describe('paths', () => {
  it('the URL decides the language', () => {
    for (const p of ['/ar', '/ar/', '/ar/contact', '/ar/product/x']) expect(langOfPath(p)).toBe('ar');
    for (const p of ['/', '/arabic', '/contact', '/admin', '/category/ar']) expect(langOfPath(p)).toBe('en');
  });

  it('prefixes links inside Arabic pages, and leaves English ones', () => {
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(localizePath('/category/marine-spares', 'ar')).toBe('/ar/category/marine-spares');
    expect(localizePath('/contact', 'en')).toBe('/contact');
  });

  it('switches to the same page in the other language, keeping the query', () => {
    const at = (pathname: string, search = '', hash = '') => otherLanguagePath({ pathname, search, hash });
    expect(at('/')).toBe('/ar');
    expect(at('/ar')).toBe('/');
    expect(at('/category/vessel-chartering', '?q=tug&sort=newest')).toBe(
      '/ar/category/vessel-chartering?q=tug&sort=newest',
    );
    expect(at('/ar/category/vessel-chartering', '?q=tug')).toBe('/category/vessel-chartering?q=tug');
    expect(at('/ar/product/p1', '', '#x')).toBe('/product/p1#x');
  });
});

describe('formatters', () => {
  it('print prices with Latin digits in both languages, as Intl ar-AE-u-nu-latn groups them', () => {
    const intl = new Intl.NumberFormat('ar-AE-u-nu-latn', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const v of [0, 0.5, 9.99, 1250, 12345.6, 1234567.89, 99999999.99]) {
      expect(formatAmount(v)).toBe(intl.format(v).replace(/[\u200e\u200f\u061c]/g, ''));
      expect(formatAmount(v)).toMatch(/^[0-9.,]+$/);
    }
    expect(formatPrice('1250.00', 'ar')).toBe('1,250.00\u00a0درهم');
    expect(formatPrice('1250.00')).toBe('AED\u00a01,250.00');
    expect(formatPrice('-1250.5')).toBe('-AED\u00a01,250.50');
  });
});

describe('content in the page language, field by field', () => {
  const product = { name: 'Tug', description: 'A harbour tug', nameAr: 'قاطرة', descriptionAr: '' };

  it('products: the Arabic name, the English description where no Arabic one is given', () => {
    expect(localizeProduct(product, 'ar')).toMatchObject({ name: 'قاطرة', description: 'A harbour tug' });
    expect(localizeProduct({ name: 'Tug', description: 'd' } as Product, 'ar')).toMatchObject({ name: 'Tug' });
    expect(localizeProduct(product, 'en')).toBe(product);
  });

  it('banners', () => {
    const banner = { title: 'Sale', description: 'Sale', buttonText: 'Learn More', titleAr: 'تخفيضات' } as Banner;
    expect(localizeBanner(banner, 'ar')).toMatchObject({
      title: 'تخفيضات',
      description: 'Sale',
      buttonText: 'Learn More',
    });
  });

  it('settings: each Arabic text, else the English one; Arabic hours only when there are rows', () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      companyNameAr: 'شركة',
      heroTextAr: '',
      categoryDescriptionsAr: { 'marine-spares': 'قطع', 'vessel-chartering': '', 'vessel-sales-purchase': '' },
      businessHoursAr: [],
    };
    const arabic = localizeSettings(settings, 'ar');
    expect(arabic.companyName).toBe('شركة');
    expect(arabic.heroText).toBe(DEFAULT_SETTINGS.heroText);
    expect(arabic.categoryDescriptions['marine-spares']).toBe('قطع');
    expect(arabic.categoryDescriptions['vessel-chartering']).toBe(
      DEFAULT_SETTINGS.categoryDescriptions['vessel-chartering'],
    );
    expect(arabic.businessHours).toBe(DEFAULT_SETTINGS.businessHours);
    const rows = [{ days: 'الأحد', hours: '8:00 AM-6:00 PM' }];
    expect(localizeSettings({ ...settings, businessHoursAr: rows }, 'ar').businessHours).toBe(rows);
    expect(buildSite(settings, 'en').companyName).toBe(DEFAULT_SETTINGS.companyName);
  });
});
