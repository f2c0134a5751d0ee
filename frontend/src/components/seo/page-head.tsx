/**
 * A public page's head (docs/first-paint.md, "The page's head"): its title, description,
 * canonical URL and language alternates, Open Graph and Twitter tags for link previews,
 * robots noindex where a page stays out of search engines, and its JSON-LD. Every public route
 * renders one; React hoists the tags into <head> in the browser, and the page server writes
 * them into the document's head, so a shared link's preview and the app show the same words.
 */
import { useContext } from 'react';
import { useLocation } from 'react-router';
import { format, isolated, localizePath, useMessages } from '@/i18n';
import head from 'virtual:en/head';
import { scriptSafeJson } from '@/lib/script-json';
import { useSite } from '@/lib/site-settings';
import { DocumentFactsContext, useOrigin } from './document-facts';
import type { JsonLd } from './json-ld';

/** The placeholder share image (a 1200×630 JPEG the deployment serves). */
export const PLACEHOLDER_SHARE_IMAGE = '/uploads/placeholder.jpg';

export type PageHeadProps = {
  title: string;
  /** Default: the site's description ("{company}: marine supplies, …"). */
  description?: string;
  /**
   * The page's English path ("/product/p1"): its canonical URL in the page's language and its
   * alternates. Absent: a not-found view (status 404, noindex, no canonical).
   */
  path?: string;
  /** The share image: an absolute URL, or a path of this site. None: a summary card. */
  image?: string;
  type?: 'website' | 'product';
  /** "4850.00": the product price tags. */
  price?: string;
  noindex?: boolean;
  jsonLd?: JsonLd;
};

/** The site's description in the page's language, with the company's name isolated. */
export function useSiteDescription(): string {
  const { companyName, lang } = useSite();
  return format(useMessages('head', head).siteDescription, { company: isolated(companyName, lang) });
}

/** A request path as it may stand in a URL: what is not a plain path character is percent-encoded. */
const urlPath = (path: string) => path.replace(/[^A-Za-z0-9/\-._~!$&'()*+,;=:@%]/g, (c) => encodeURIComponent(c));

export function PageHead({ title, description, path, image, type = 'website', price, noindex, jsonLd }: PageHeadProps) {
  const { companyName, lang } = useSite();
  const origin = useOrigin();
  const { pathname } = useLocation();
  const siteDescription = useSiteDescription();
  const facts = useContext(DocumentFactsContext);
  const found = path !== undefined;
  const own = found ? localizePath(path, lang) : urlPath(pathname);
  if (facts) {
    facts.status = found ? 200 : 404;
    facts.canonicalPath = found ? own : null;
  }
  const text = description ?? siteDescription;
  const url = origin + own;
  const shareImage = image && !/^https?:\/\//.test(image) ? origin + image : image;
  const arabic = lang === 'ar';
  const share = shareImage?.endsWith('-share.jpg');
  // [attribute, name, content]: a tag without content is left out. The Open Graph tags that
  // link previews read, then the Twitter card's.
  const tags: [string, string, string | false | undefined][] = [
    ['name', 'description', text],
    ['name', 'robots', (noindex || !found) && 'noindex'],
    ['property', 'og:site_name', companyName],
    ['property', 'og:type', type],
    ['property', 'og:title', title],
    ['property', 'og:description', text],
    ['property', 'og:url', url],
    ['property', 'og:locale', arabic ? 'ar_AE' : 'en_US'],
    ['property', 'og:locale:alternate', arabic ? 'en_US' : 'ar_AE'],
    ['property', 'og:image', shareImage],
    ['property', 'og:image:width', share && '1200'],
    ['property', 'og:image:height', share && '630'],
    ['property', 'product:price:amount', price],
    ['property', 'product:price:currency', price && 'AED'],
    ['name', 'twitter:card', shareImage ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', text],
    ['name', 'twitter:image', shareImage],
  ];
  // The same page in each language, and the one for everyone else (English).
  const alternates = found ? { en: path, ar: localizePath(path, 'ar'), 'x-default': path } : {};
  return (
    <>
      <title>{title}</title>
      {found ? <link rel="canonical" href={url} /> : null}
      {Object.entries(alternates).map(([hreflang, href]) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={origin + href} />
      ))}
      {tags.map(([attribute, name, content]) =>
        content ? <meta key={name} {...{ [attribute]: name }} content={content} /> : null,
      )}
      {jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(jsonLd) }} />
      ) : null}
    </>
  );
}
