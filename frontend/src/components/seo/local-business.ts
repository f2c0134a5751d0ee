/**
 * The contact page's structured data (schema.org LocalBusiness with its opening hours), apart
 * from json-ld.ts: only the contact page's chunk carries it, not the home page's initial code.
 */
import { localizePath, type Lang } from '@/i18n/lang';
import type { BusinessHours, SiteSettings } from '@/types/api';
import { sameAs, type JsonLd, type SiteFacts } from './json-ld';

const WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Thursday", "thu", "Thurs" → 4; undefined for anything else. */
function dayIndex(word: string): number | undefined {
  const w = word.toLowerCase();
  if (w.length < 3) return undefined;
  const i = WEEK.findIndex((d) => d.toLowerCase().startsWith(w));
  return i < 0 ? undefined : i;
}

/** "Sunday to Thursday", "Sun-Thu", "Friday" → the days' English names; undefined when not days. */
export function parseDays(text: string): string[] | undefined {
  const m = /^\s*([A-Za-z]+)\s*(?:(?:to|-|–|—)\s*([A-Za-z]+)\s*)?$/.exec(text);
  if (!m) return undefined;
  const first = dayIndex(m[1]!);
  const last = dayIndex(m[2] ?? m[1]!);
  if (first === undefined || last === undefined) return undefined;
  const days: string[] = [];
  for (let i = first; ; i = (i + 1) % 7) {
    days.push(WEEK[i]!);
    if (i === last) return days;
  }
}

/** "8", "8:30", with "am"/"pm" or none (24 hours) → "08:30"; undefined when not a time. */
function to24h(hour: string, minute: string | undefined, half: string | undefined): string | undefined {
  let h = Number(hour);
  const m = minute ? Number(minute) : 0;
  if (m > 59) return undefined;
  if (half) {
    if (h < 1 || h > 12) return undefined;
    h = (h % 12) + (half.toLowerCase() === 'pm' ? 12 : 0);
  }
  if (h > 23) return undefined;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** "8:00 AM-6:00 PM", "08:00 to 18:00" → ["08:00", "18:00"]; undefined when not hours. */
export function parseHours(text: string): [string, string] | undefined {
  const m =
    /^\s*(\d{1,2})(?::(\d{2}))?\s*([AaPp][Mm])?\s*(?:to|-|–|—)\s*(\d{1,2})(?::(\d{2}))?\s*([AaPp][Mm])?\s*$/.exec(text);
  if (!m) return undefined;
  const opens = to24h(m[1]!, m[2], m[3]);
  const closes = to24h(m[4]!, m[5], m[6]);
  return opens && closes ? [opens, closes] : undefined;
}

/** The rows a machine can read, as schema.org's OpeningHoursSpecification; others are left out. */
export function openingHoursSpecification(rows: readonly BusinessHours[]): JsonLd[] {
  return rows.flatMap((row) => {
    const days = parseDays(row.days);
    const hours = parseHours(row.hours);
    return days && hours
      ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens: hours[0], closes: hours[1] }]
      : [];
  });
}

/** The business's address as schema.org writes it. */
export const postalAddress = (street: string, locality: string): JsonLd => ({
  '@type': 'PostalAddress',
  streetAddress: street,
  addressLocality: locality,
  addressCountry: 'AE',
});

/**
 * https://schema.org/LocalBusiness (the contact page). `site`: the settings in the page's
 * language; `englishHours`: the English rows, whose day names the specification reads.
 */
export function localBusiness(
  site: SiteFacts & Pick<SiteSettings, 'address' | 'mapUrl'>,
  englishHours: readonly BusinessHours[],
  origin: string,
  lang: Lang,
  image: string,
  locality: string,
  /** The desks as departments (app/routes/home-head.tsx, `departments`), given this business's address. */
  department: (address: JsonLd) => JsonLd[] = () => [],
): JsonLd {
  const address = postalAddress(site.address, locality);
  const business: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: site.companyName,
    url: origin + localizePath('/', lang),
    image,
    telephone: `+${site.phone}`,
    email: site.email,
    address,
  };
  const departments = department(address);
  if (departments.length) business.department = departments;
  const hours = openingHoursSpecification(englishHours);
  if (hours.length) business.openingHoursSpecification = hours;
  if (site.mapUrl) business.hasMap = site.mapUrl;
  const links = sameAs(site.social);
  if (links) business.sameAs = links;
  return business;
}
