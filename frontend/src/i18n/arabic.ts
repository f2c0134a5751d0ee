/**
 * The Arabic pages' lazy chunk: the Arabic catalogue, and the Arabic font once the page has
 * loaded and painted (arabic-font.ts; until the next page after it arrives, text is drawn
 * with the system's Arabic font). English pages never load it.
 */
import './arabic.css';
import ar from './ar.json';
import type { Catalogue } from './lang';

export const catalogue: Catalogue = ar;

// A second after the load event, when the main thread is idle: by then the first screen (the
// cards' images too) has painted, so the font's files do not compete with it for a phone's
// connection.
const FONT_DELAY_MS = 1000;
const loadFont = () => void import('./arabic-font').then((m) => m.loadArabicFont());
const later = () =>
  setTimeout(
    () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(loadFont, { timeout: 2000 }) : loadFont()),
    FONT_DELAY_MS,
  );
// On the server (entry-server.tsx) there is no page to load a font into.
if (typeof document === 'undefined') {
  // nothing to do
} else if (document.readyState === 'complete') later();
else addEventListener('load', later, { once: true });
