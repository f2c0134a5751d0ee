/**
 * The public site's languages (docs/frontend.md, "Languages"). The URL decides the language:
 * paths under /ar are Arabic, all others English. The catalogues are en.json and ar.json, one
 * per language, nested objects of strings with {name} placeholders. English sections are
 * imported one by one where they are shown (`import home from 'virtual:en/home'`: a module per
 * section, vite.config.ts), so each route chunk carries only its own strings; the Arabic catalogue (with the Arabic font) is one
 * lazy chunk that only Arabic pages load, before they render (loadArabic).
 */
import { useContext } from 'react';
import { UNSAFE_LocationContext } from 'react-router';
import { langOfPath, localizePath, messagesIn, type Catalogue, type Lang, type Section } from './lang';

export * from './lang';
export { isolated } from './isolate';
export * from './next-page';

/** The language of the page being shown (English outside a router, as in some unit tests). */
export const useLang = (): Lang =>
  langOfPath(
    (useContext(UNSAFE_LocationContext) as { location?: { pathname: string } } | null)?.location?.pathname ?? '/',
  );

/** Prefixes the site's paths for the page's language, so links inside Arabic pages stay Arabic. */
export function useLocalize(): (href: string) => string {
  const lang = useLang();
  return (href) => localizePath(href, lang);
}

/** The strings of `section` in the page's language: `useMessages('home', home).title`. */
export const useMessages = <S extends Section>(section: S, english: unknown): Catalogue[S] =>
  messagesIn(useLang(), section, english);
