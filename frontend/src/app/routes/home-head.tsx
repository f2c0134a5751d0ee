import { useOrigin } from '@/components/seo/document-facts';
import { organizationAndWebsite, type JsonLd } from '@/components/seo/json-ld';
import { postalAddress } from '@/components/seo/local-business';
import { PageHead, PLACEHOLDER_SHARE_IMAGE } from '@/components/seo/page-head';
import { format, isolated, useMessages, type Lang } from '@/i18n';
import head from 'virtual:en/head';
import home from 'virtual:en/home';
import { useSettings, useSite } from '@/lib/site-settings';
import type { Desk, WeeklyHours } from '@/types/api';

// The desks as departments live here, in the home page's head chunk, which the contact page's
// chunk imports too: a module of their own would be `shared`, which every catalogue page loads,
// and the hours engine (lib/desk-hours.ts) is a chunk the home page does not otherwise need.
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** schema.org's hours of a week, one per day and range (`24:00` written `23:59`); `closedDays` adds a closed day's "00:00". */
function weekSpecification(hours: Partial<WeeklyHours> | undefined, extra: JsonLd = {}, closedDays = false): JsonLd[] {
  return DAYS.flatMap((day, i) => {
    const ranges = hours?.[day] ?? [];
    const spec = { '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${DAY_NAMES[i]}` };
    if (!ranges.length) return closedDays ? [{ ...spec, opens: '00:00', closes: '00:00', ...extra }] : [];
    return ranges.map((r) => ({ ...spec, opens: r.from, closes: r.to === '24:00' ? '23:59' : r.to, ...extra }));
  });
}

/**
 * The desks with hours as the business's departments (docs/desks.md, "JSON-LD"): each its name,
 * telephone, the business's address (Google asks one of every LocalBusiness), its week, and its
 * exceptions as `specialOpeningHoursSpecification` (a closed date range opens and closes at
 * "00:00", as Google's rules ask). A desk without hours is left out.
 */
export const departments =
  (desks: readonly Desk[] | undefined, lang: Lang) =>
  (address: JsonLd): JsonLd[] =>
    (desks ?? [])
      .filter((d) => DAYS.some((day) => d.hours?.[day]?.length))
      .map((desk) => {
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

/** The home page's head: its title, the site's description, who publishes the site and its desks. */
export default function HomeHead() {
  const site = useSite();
  const origin = useOrigin();
  const { desks } = useSettings();
  const { locality } = useMessages('head', head);
  const jsonLd = organizationAndWebsite(site, origin, site.lang);
  const department = departments(desks, site.lang)(postalAddress(site.address, locality));
  // The organisation's departments: the desks, as on the contact page's LocalBusiness.
  if (department.length) (jsonLd['@graph'] as JsonLd[])[0]!.department = department;
  return (
    <PageHead
      title={format(useMessages('home', home).title, { company: isolated(site.companyName, site.lang) })}
      path="/"
      image={PLACEHOLDER_SHARE_IMAGE}
      jsonLd={jsonLd}
    />
  );
}
