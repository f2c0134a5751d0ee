/**
 * The Arabic pages' lazy chunk: the Arabic catalogue and the Arabic font (Noto Sans Arabic,
 * Arabic subset only, font-display: swap; 600 is drawn with the 700 face). English pages never
 * load it.
 */
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import './arabic.css';
import ar from './ar.json';
import type { Catalogue } from './lang';

export const catalogue: Catalogue = ar;
