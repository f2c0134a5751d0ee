/**
 * The site's structured data (schema.org JSON-LD) for search engines, as the API wrote it before
 * the page server rendered whole pages (docs/first-paint.md): who publishes the site (home).
 * The contact page's is local-business.ts, a product's features/product/lib/product-meta.ts.
 */
import { localizePath, type Lang } from '@/i18n/lang';
import type { SiteSettings } from '@/types/api';

export type JsonLd = Record<string, unknown>;

/** The social profiles that are set, for sameAs; undefined when none is. */
export function sameAs(social: SiteSettings['social']): string[] | undefined {
  const links = [social.instagram, social.facebook, social.linkedin, social.youtube, social.tiktok].filter(Boolean);
  return links.length ? links : undefined;
}

/** `site`: the settings in the page's language (buildSite); the email and phone are the same in both. */
export type SiteFacts = Pick<SiteSettings, 'companyName' | 'legalEntity' | 'email' | 'phone' | 'social'>;

/** Who publishes the site, for search engines' knowledge panels (the home page). */
export function organizationAndWebsite(site: SiteFacts, origin: string, lang: Lang): JsonLd {
  const organization: JsonLd = {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: site.companyName,
    legalName: site.legalEntity,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: site.email,
    telephone: `+${site.phone}`,
  };
  const links = sameAs(site.social);
  if (links) organization.sameAs = links;
  const website = {
    '@type': 'WebSite',
    name: site.companyName,
    url: origin + localizePath('/', lang),
    publisher: { '@id': `${origin}/#organization` },
  };
  return { '@context': 'https://schema.org', '@graph': [organization, website] };
}
