/**
 * The contact page's structured data (schema.org LocalBusiness with its opening hours), apart
 * from json-ld.ts: only the contact page's chunk carries it, not the home page's initial code.
 */
import { localizePath, type Lang } from '@/i18n/lang';
import { hasHours, WEEK_DAYS } from '@/lib/desk-hours';
import type { BusinessHours, Desk, SiteSettings, WeeklyHours } from '@/types/api';
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

/** schema.org's hours of a week, one per day and range; `24:00` written `23:59`; `closedDays` adds a closed day's "00:00". */
function weekSpecification(hours: Partial<WeeklyHours> | undefined, extra: JsonLd = {}, closedDays = false): JsonLd[] {
  return WEEK_DAYS.flatMap((day, i) => {
    const ranges = hours?.[day] ?? [];
    const dayOfWeek = `https://schema.org/${WEEK[i]}`;
    if (!ranges.length)
      return closedDays
        ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek, opens: '00:00', closes: '00:00', ...extra }]
        : [];
    return ranges.map((r) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek,
      opens: r.from,
      closes: r.to === '24:00' ? '23:59' : r.to,
      ...extra,
    }));
  });
}

/**
 * The desks with hours as the business's departments (docs/desks.md, "JSON-LD"): each its name,
 * telephone, week and exceptions (`specialOpeningHoursSpecification`: a closed date range opens and
 * closes at "00:00", as Google's rules ask). A department repeats the business's address, which
 * Google asks of every LocalBusiness.
 */
export function departments(desks: readonly Desk[], lang: Lang, address: JsonLd): JsonLd[] {
  return desks.filter(hasHours).map((desk) => {
    const special = (desk.exceptions ?? []).flatMap((e) => {
      const valid = { validFrom: e.from, validThrough: e.to };
      return e.closed
        ? [{ '@type': 'OpeningHoursSpecification', ...valid, opens: '00:00', closes: '00:00' }]
        : weekSpecification(e.hours, valid, true);
    });
    return {
      '@type': 'LocalBusiness',
      name: (lang === 'ar' && desk.nameAr) || desk.name,
      telephone: `+${desk.phone}`,
      address,
      openingHoursSpecification: weekSpecification(desk.hours),
      ...(special.length ? { specialOpeningHoursSpecification: special } : {}),
    };
  });
}

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
  desks: readonly Desk[] = [],
): JsonLd {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: site.address,
    addressLocality: locality,
    addressCountry: 'AE',
  };
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
  const department = departments(desks, lang, address);
  if (department.length) business.department = department;
  const hours = openingHoursSpecification(englishHours);
  if (hours.length) business.openingHoursSpecification = hours;
  if (site.mapUrl) business.hasMap = site.mapUrl;
  const links = sameAs(site.social);
  if (links) business.sameAs = links;
  return business;
}
