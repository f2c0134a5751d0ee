/**
 * The Arabic pages' lazy chunk: the sections of the Arabic catalogue that every page and the
 * category pages show (the other pages' own are arabic-pages.ts; the staff area stays in
 * English, and the `page` and `enquiryMessage` sections are the API's), and, from the
 * visitor's second page on, the Arabic font (arabic-font.ts). English pages never load it.
 */
import category from 'virtual:ar/category';
import common from 'virtual:ar/common';
import footer from 'virtual:ar/footer';
import head from 'virtual:ar/head';
import notFound from 'virtual:ar/notFound';
import specs from 'virtual:ar/specs';
import type { ArabicCatalogue } from './lang';
import { isFirstPage } from './next-page';

export const catalogue = { category, common, footer, head, notFound, specs } as Partial<ArabicCatalogue>;

/**
 * How long a page the visitor goes to waits for the font, at most, on top of its own code and
 * data: about what its 23 kB take on a slow 4G line. Later, it is drawn from the page after.
 */
const FONT_WAIT_MS = 300;
let fontAsked = false;

/**
 * The /ar route's loader, for each Arabic page. The first page is drawn in the phone's own
 * Arabic face, and never in the font: drawn again in it, its text would move (docs/arabic.md,
 * "The font"). So the font is asked for only when the visitor goes to a second page, which
 * waits for it a moment and is drawn in it; a visitor who reads one page does not download it.
 */
export function fontForPage(): Promise<void> {
  if (fontAsked || isFirstPage()) return Promise.resolve();
  fontAsked = true;
  const font = import('./arabic-font').then((m) => m.loadArabicFont());
  return Promise.race([font, new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}
