/**
 * The languages without React (main.tsx uses them before the app's code has arrived): see
 * index.ts.
 */
import type en from './en.json';

export type Lang = 'en' | 'ar';
export type Catalogue = typeof en;
export type Section = keyof Catalogue;
/** The sections the Arabic pages show (arabic.ts): not the staff's, nor the API's own. */
export type ArabicCatalogue = Omit<Catalogue, 'catalogueImport' | 'enquiryMessage'>;

const ARABIC_PATH = /^\/ar(?:\/|$)/;

/** The language of a path: Arabic under /ar, English elsewhere. */
export const langOfPath = (pathname: string): Lang => (ARABIC_PATH.test(pathname) ? 'ar' : 'en');

/** An English path in `lang`: "/contact" → "/ar/contact", "/" → "/ar"; English paths stay. */
export const localizePath = (href: string, lang: Lang): string =>
  lang === 'ar' ? `/ar${href === '/' ? '' : href}` : href;

/** The same page in the other language (search and hash kept): the header's language switch. */
export function otherLanguagePath({ pathname, search, hash }: { pathname: string; search: string; hash: string }) {
  const path = langOfPath(pathname) === 'ar' ? pathname.replace(ARABIC_PATH, '/') : localizePath(pathname, 'ar');
  return path + search + hash;
}

const arabic: Partial<Catalogue> = {};
let arabicLoading: Promise<{ fontForPage: () => Promise<void> }> | undefined;
let pagesLoading: Promise<void> | undefined;
/** The Arabic pages whose strings are all the first chunk's (arabic.ts): the categories'. */
const CATEGORY_PAGE = /^\/ar\/category\//;

/**
 * Loads the Arabic catalogue (once): every page's and the category pages' sections, and the
 * other pages' too unless `pathname` is a category's. Arabic pages wait for it before rendering.
 */
export function loadArabic(pathname: string) {
  const main = (arabicLoading ??= import('./arabic').then((m) => (Object.assign(arabic, m.catalogue), m)));
  const pages = !CATEGORY_PAGE.test(pathname)
    ? (pagesLoading ??= import('./arabic-pages').then((m) => void Object.assign(arabic, m.catalogue)))
    : undefined;
  return Promise.all([main, pages]).then(([m]) => m);
}

/** The /ar route's loader: the catalogue, and on the visitor's second page the font (arabic.ts). */
export const arabicPage = ({ request }: { request: Request }): Promise<null> =>
  loadArabic(new URL(request.url).pathname)
    .then((m) => m.fontForPage())
    .then(() => null);

/**
 * The strings of `section` in `lang` (English until the Arabic catalogue is loaded); `english`
 * is that section of en.json, imported as `import home from 'virtual:en/home'`.
 */
export const messagesIn = <S extends Section>(lang: Lang, section: S, english: unknown): Catalogue[S] =>
  (lang === 'ar' && arabic[section]) || (english as Catalogue[S]);

/** Fills a message's {name} placeholders: format('Showing {shown} of {total}', { shown: 1, total: 2 }). */
export const format = (message: string, values: Record<string, string | number>): string =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** Sets <html lang dir> for `lang` (on the first render and on every change of language). */
export function applyLanguage(lang: Lang, root: HTMLElement = document.documentElement) {
  root.lang = lang;
  root.dir = lang === 'ar' ? 'rtl' : 'ltr';
}
