/**
 * Every business constant of the site, in one place. The defaults are placeholders;
 * a deployment overrides them in /config.js (`window.__APP_CONFIG__.site`).
 */
import { getRuntimeConfig, type BusinessHours, type SiteOverrides } from './runtime';

export type CategorySlug = 'marine-spares' | 'vessel-chartering' | 'vessel-sales-purchase';

export type Category = {
  slug: CategorySlug;
  /** Display name (badges, titles, footer). */
  name: string;
  /** Short label for the header navigation. */
  navLabel: string;
  description: string;
};

export const CATEGORIES: readonly Category[] = [
  {
    slug: 'marine-spares',
    name: 'Marine Supplies',
    navLabel: 'Marine Supplies',
    description: 'Genuine spare parts, safety equipment and consumables for commercial and leisure vessels.',
  },
  {
    slug: 'vessel-chartering',
    name: 'Vessel Chartering',
    navLabel: 'Vessel Chartering',
    description: 'Crewed and bareboat charters of tugs, barges, supply and passenger vessels, by the day or longer.',
  },
  {
    slug: 'vessel-sales-purchase',
    name: 'Vessel Sales & Purchase',
    navLabel: 'Vessel S&P',
    description: 'Brokerage of new and pre-owned vessels: sourcing, inspection, negotiation and handover.',
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

/** Default business hours (SPEC §9); a deployment may override them (`site.businessHours`). */
export const BUSINESS_HOURS: readonly BusinessHours[] = [
  { days: 'Sunday to Thursday', hours: '8:00 AM-6:00 PM' },
  { days: 'Friday to Saturday', hours: '9:00 AM-5:00 PM' },
];

const DEFAULTS = {
  companyName: 'Example Marine Services',
  legalEntity: 'Example Marine Services LLC',
  phone: '971500000000',
  email: 'info@example.com',
  address: 'Office 000, Example Building, Al Jaddaf, Dubai, United Arab Emirates',
  adminUsername: 'admin',
  creditName: 'Example Web Studio',
  creditUrl: 'https://example.com',
} as const;

const digits = (s: string) => s.replace(/\D/g, '');

/** "971501234567" → "+971 50 123 4567"; other lengths → "+<digits>". */
export function formatPhone(phoneDigits: string): string {
  const d = digits(phoneDigits);
  const m = /^971(\d{2})(\d{3})(\d{4})$/.exec(d);
  return m ? `+971 ${m[1]} ${m[2]} ${m[3]}` : `+${d}`;
}

export function buildSite(overrides: SiteOverrides = {}) {
  const phone = digits(overrides.phone ?? '') || DEFAULTS.phone;
  const whatsappNumber = digits(overrides.whatsappNumber ?? '') || phone;
  const phoneDisplay = overrides.phoneDisplay ?? formatPhone(phone);
  return {
    companyName: overrides.companyName ?? DEFAULTS.companyName,
    legalEntity: overrides.legalEntity ?? DEFAULTS.legalEntity,
    phone,
    phoneDisplay,
    whatsappNumber,
    whatsappDisplay: whatsappNumber === phone ? phoneDisplay : formatPhone(whatsappNumber),
    email: overrides.email ?? DEFAULTS.email,
    address: overrides.address ?? DEFAULTS.address,
    adminUsername: overrides.adminUsername ?? DEFAULTS.adminUsername,
    creditName: overrides.creditName ?? DEFAULTS.creditName,
    creditUrl: overrides.creditUrl ?? DEFAULTS.creditUrl,
    businessHours: overrides.businessHours ?? BUSINESS_HOURS,
  };
}

export type Site = ReturnType<typeof buildSite>;

export const site: Site = buildSite(getRuntimeConfig().site);

/** The prefilled chat enquiry about `item` (a product name, a category, a service). */
export function chatEnquiryMessage(item: string): string {
  return `Hi! I'm interested in learning more about the ${item} from the company. Could you please provide more details?`;
}

export function telHref(s: Pick<Site, 'phone'> = site): string {
  return `tel:+${s.phone}`;
}

export function whatsappHref(item?: string, s: Pick<Site, 'whatsappNumber'> = site): string {
  const base = `https://wa.me/${s.whatsappNumber}`;
  return item ? `${base}?text=${encodeURIComponent(chatEnquiryMessage(item))}` : base;
}

export function mailtoHref(s: Pick<Site, 'email'> = site): string {
  return `mailto:${s.email}`;
}
