/**
 * The Arabic font (Noto Sans Arabic 400 and 700; 600 is drawn with the 700 face), loaded by
 * arabic.ts when the visitor goes to a second page. It is put to use with a new page, never on
 * the one on the screen: text already there drawn again in another font moves (each font places
 * its glyphs differently about the baseline), which counts as a layout shift; with a new page,
 * after the visitor's own tap, it does not (docs/arabic.md, "The font").
 *
 * Two faces per weight. The core files (`fonts/`, made by scripts/subset-arabic-font) hold the
 * letters, marks and punctuation of written Arabic, about 11 kB each: every visitor's second
 * Arabic page fetches them. The package's full files (about 50 kB each) hold the rest of the
 * Arabic script (Persian and Urdu letters, Quranic marks, presentation forms) under the other
 * unicode-range: the browser fetches one only for a page whose text has such a character.
 */
import bold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url';
import regular from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url';
import coreBold from './fonts/noto-sans-arabic-core-700.woff2?url';
import coreRegular from './fonts/noto-sans-arabic-core-400.woff2?url';
import ranges from './fonts/ranges.json';
import { atNextPage } from './next-page';

const face = (url: string, weight: string, unicodeRange: string) =>
  new FontFace('Noto Sans Arabic', `url(${url}) format('woff2')`, { weight, unicodeRange });

// Latin text (numbers, names) is in neither range: it keeps the site's font.
const core = [face(coreRegular, '400', ranges.core), face(coreBold, '700', ranges.core)];
const rest = [face(regular, '400', ranges.rest), face(bold, '700', ranges.rest)];

/**
 * Fetches the core faces; once they are there, the next page drawn is drawn with them (and the
 * rest when it needs them). Resolves then, or when they could not be fetched.
 */
export function loadArabicFont(): Promise<void> {
  return Promise.all(core.map((f) => f.load())).then(
    () => atNextPage(() => [...core, ...rest].forEach((f) => document.fonts.add(f))),
    // Not fetched (offline, refused): the system's Arabic font stays, as before it arrived.
    () => undefined,
  );
}
