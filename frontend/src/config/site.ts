/**
 * The site's fixed constants, and the placeholders of the business's settings: the owner edits
 * the real ones at /admin/settings, and the page's HTML brings them (lib/site-settings.ts). The
 * placeholders show only when the API is down and none could be read.
 */
import common from 'virtual:en/common';
import { messagesIn, type Lang } from '@/i18n';
import type { SiteSettings } from '@/types/api';

export type CategorySlug = 'marine-spares' | 'vessel-chartering' | 'vessel-sales-purchase';

export type Category = {
  slug: CategorySlug;
  /** Display name (badges, titles, footer). */
  name: string;
  /** Short label for the header navigation. */
  navLabel: string;
};

const SLUGS: readonly CategorySlug[] = ['marine-spares', 'vessel-chartering', 'vessel-sales-purchase'];

/** The categories with their names in `lang` (the catalogues' common.categories). */
export const categoriesIn = (lang: Lang): readonly Category[] => {
  const { categories, categoryNav } = messagesIn(lang, 'common', common);
  return SLUGS.map((slug) => ({ slug, name: categories[slug], navLabel: categoryNav[slug] }));
};

export const CATEGORIES = categoriesIn('en');

export function findCategory(slug: string | undefined, lang: Lang = 'en'): Category | undefined {
  return categoriesIn(lang).find((c) => c.slug === slug);
}

/** Display name of a category slug; the slug itself for an unknown one. */
export function categoryName(slug: string, lang: Lang = 'en'): string {
  return findCategory(slug, lang)?.name ?? slug;
}

export const RECENT_PRODUCTS = 6;
export const CURRENCY = 'AED';
/** The dirham's Arabic name, after the amount on Arabic pages ("1,250.00 درهم"). */
export const CURRENCY_AR = 'درهم';
export const LOCALE = 'en-AE';
export const PLACEHOLDER_PRODUCT_IMAGE = '/uploads/placeholder.jpg';
/**
 * The homepage's banner limit: the database's trigger enforces it; this, the server's constant
 * and the trigger are held to tests/fixtures/banner_limit.json (docs/architecture.md).
 */
export const MAX_BANNERS = 3;
export const BANNER_ROTATION_MS = 5000;
export const TOAST_DURATION_MS = 5000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const COPYRIGHT = '© 2025';

/** The social networks the settings may link to, with their names. */
export const SOCIAL_NETWORKS = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
} as const;

/** The login form's username hint. */
export const ADMIN_USERNAME_HINT = 'admin';

/** The settings of a new site: clearly placeholders, except the texts, which are the site's own. */
export const DEFAULT_SETTINGS: SiteSettings = {
  companyName: 'Example Marine Services',
  legalEntity: 'Example Marine Services LLC',
  phone: '971500000000',
  whatsappNumber: '971500000000',
  email: 'info@example.com',
  address: 'Office 000, Example Building, Al Jaddaf, Dubai, United Arab Emirates',
  businessHours: [
    { days: 'Sunday to Thursday', hours: '8:00 AM-6:00 PM' },
    { days: 'Friday to Saturday', hours: '9:00 AM-5:00 PM' },
  ],
  categoryDescriptions: {
    'marine-spares': 'Genuine spare parts, safety equipment and consumables for commercial and leisure vessels.',
    'vessel-chartering':
      'Crewed and bareboat charters of tugs, barges, supply and passenger vessels, by the day or longer.',
    'vessel-sales-purchase': 'Brokerage of new and pre-owned vessels: sourcing, inspection, negotiation and handover.',
  },
  heroHeading: 'Marine supplies, vessel chartering and vessel sales you can rely on',
  heroText:
    'Spare parts and equipment, crewed and bareboat charters, and vessel brokerage across the UAE and the GCC. Call or message us for a quote.',
  creditName: 'Example Web Studio',
  creditUrl: 'https://example.com',
  social: { instagram: '', facebook: '', linkedin: '', youtube: '', tiktok: '' },
  mapUrl: '',
  pricesIncludeVat: false,
};

/**
 * The settings in `lang`: on Arabic pages each text with an Arabic version ("" = none) shows
 * that instead, field by field; the business hours as a whole (no Arabic rows: the English ones).
 */
export function localizeSettings(s: SiteSettings, lang: Lang): SiteSettings {
  if (lang !== 'ar') return s;
  const descriptions = { ...s.categoryDescriptions };
  for (const slug of SLUGS) descriptions[slug] = s.categoryDescriptionsAr?.[slug] || descriptions[slug];
  return {
    ...s,
    companyName: s.companyNameAr || s.companyName,
    address: s.addressAr || s.address,
    heroHeading: s.heroHeadingAr || s.heroHeading,
    heroText: s.heroTextAr || s.heroText,
    categoryDescriptions: descriptions,
    businessHours: s.businessHoursAr?.length ? s.businessHoursAr : s.businessHours,
  };
}

/**
 * The settings in `lang`, with the page's language. The numbers the pages show are their desks'
 * (lib/desks.ts, lib/desk-of.ts; docs/desks.md), each formatted where it is shown (formatPhone).
 */
export function buildSite(settings: SiteSettings, lang: Lang = 'en') {
  return { ...localizeSettings(settings, lang), lang };
}

export type Site = ReturnType<typeof buildSite>;

/** The prefilled chat enquiry about `item` (a product name, a category, a service), in `lang`. */
export function chatEnquiryMessage(item: string, lang: Lang = 'en'): string {
  return messagesIn(lang, 'common', common).chat.message.replace('{item}', item);
}

export function telHref(s: Pick<SiteSettings, 'phone'>): string {
  return `tel:+${s.phone}`;
}

/** The chat link; with `item`, its enquiry prefilled in the page's language (`s.lang`). */
export function whatsappHref(s: Pick<SiteSettings, 'whatsappNumber'> & { lang?: Lang }, item?: string): string {
  const base = `https://wa.me/${s.whatsappNumber}`;
  return item ? `${base}?text=${encodeURIComponent(chatEnquiryMessage(item, s.lang))}` : base;
}

export function mailtoHref(s: Pick<SiteSettings, 'email'>): string {
  // Encoded: a '?', '&' or '#' in the address would otherwise start the query or cut it.
  return `mailto:${encodeURIComponent(s.email).replace(/%40/g, '@')}`;
}
