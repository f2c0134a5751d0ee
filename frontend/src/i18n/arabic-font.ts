/**
 * The Arabic font (Noto Sans Arabic, Arabic subset only; 600 is drawn with the 700 face),
 * loaded by arabic.ts once the page has loaded: its two files (about 100 kB) would otherwise be
 * fetched while the first screen is, and delay it on a phone's connection. It is put to use
 * when the visitor next changes page, not as soon as it arrives: text already on the screen
 * drawn again in another font moves (each font places its glyphs differently about the
 * baseline), which counts as a layout shift; with a new page, after the visitor's own tap, it
 * does not (docs/frontend.md, "Languages").
 */
import bold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url';
import regular from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url';
import { atNextPage } from './next-page';

// The files hold the Arabic glyphs only: Latin text (numbers, names) keeps the site's font.
const faces = [
  new FontFace('Noto Sans Arabic', `url(${regular}) format('woff2')`, { weight: '400' }),
  new FontFace('Noto Sans Arabic', `url(${bold}) format('woff2')`, { weight: '700' }),
];

/** Fetches both faces; once they are there, the next page is drawn with them. */
export function loadArabicFont() {
  Promise.all(faces.map((face) => face.load())).then(
    () => atNextPage(() => faces.forEach((face) => document.fonts.add(face))),
    // Not fetched (offline, refused): the system's Arabic font stays, as before it arrived.
    () => undefined,
  );
}
