/**
 * The Arabic font (Noto Sans Arabic, Arabic subset only, font-display: swap; 600 is drawn with
 * the 700 face), loaded by arabic.ts once the page has loaded: its two files (about 100 kB)
 * would otherwise be fetched while the first screen is, and delay it on a phone's connection
 * (docs/frontend.md, "Languages").
 */
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
