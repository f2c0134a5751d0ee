/**
 * The site's fixed constants, and the placeholders of the business's settings: the owner edits
 * the real ones at /admin/settings, and the page's HTML brings them (lib/site-settings.ts). The
 * placeholders show only when the API is down and none could be read.
 */
import type { SiteSettings } from '@/types/api';

export type CategorySlug = 'marine-spares' | 'vessel-chartering' | 'vessel-sales-purchase';

export type Category = {
  slug: CategorySlug;
  /** Display name (badges, titles, footer). */
  name: string;
  /** Short label for the header navigation. */
  navLabel: string;
};

export const CATEGORIES: readonly Category[] = [
  {
    slug: 'marine-spares',
    name: 'Marine Supplies',
    navLabel: 'Marine Supplies',
  },
  {
    slug: 'vessel-chartering',
    name: 'Vessel Chartering',
    navLabel: 'Vessel Chartering',
  },
  {
    slug: 'vessel-sales-purchase',
    name: 'Vessel Sales & Purchase',
    navLabel: 'Vessel S&P',
  },
];

export function findCategory(slug: string | undefined): Category | undefined {
  return CATEGORIES.find((c) => c.slug === slug);
}

/** Display name of a category slug; the slug itself for an unknown one. */
export function categoryName(slug: string): string {
  return findCategory(slug)?.name ?? slug;
}

export const RECENT_PRODUCTS = 6;
export const CURRENCY = 'AED';
export const LOCALE = 'en-AE';
export const PRICE_SUFFIX = 'per unit/day';
export const PLACEHOLDER_PRODUCT_IMAGE = '/uploads/placeholder.jpg';
export const MAX_BANNERS = 3;
export const BANNER_ROTATION_MS = 5000;
export const TOAST_DURATION_MS = 5000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const COPYRIGHT = '© 2025';
export const TAGLINE = 'Your trusted partner for marine solutions and vessel services.';
export const LOCATION = 'Dubai, UAE';

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

/** Digits with the country code, as shown: "971501234567" → "+971 50 123 4567", "97141234567" → "+971 4 123 4567", others "+<digits>". */
export function formatPhone(digits: string): string {
  const m = /^971(\d\d?)(\d{3})(\d{4})$/.exec(digits);
  return m ? `+971 ${m[1]} ${m[2]} ${m[3]}` : `+${digits}`;
}

/** The settings with what the pages derive from them (the numbers as shown). */
export function buildSite(settings: SiteSettings) {
  return {
    ...settings,
    phoneDisplay: formatPhone(settings.phone),
    whatsappDisplay: formatPhone(settings.whatsappNumber),
  };
}

export type Site = ReturnType<typeof buildSite>;

/** The prefilled chat enquiry about `item` (a product name, a category, a service). */
export function chatEnquiryMessage(item: string): string {
  return `Hi! I'm interested in learning more about the ${item} from the company. Could you please provide more details?`;
}

export function telHref(s: Pick<SiteSettings, 'phone'>): string {
  return `tel:+${s.phone}`;
}

export function whatsappHref(s: Pick<SiteSettings, 'whatsappNumber'>, item?: string): string {
  const base = `https://wa.me/${s.whatsappNumber}`;
  return item ? `${base}?text=${encodeURIComponent(chatEnquiryMessage(item))}` : base;
}

export function mailtoHref(s: Pick<SiteSettings, 'email'>): string {
  return `mailto:${s.email}`;
}
