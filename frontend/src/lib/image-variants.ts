/**
 * The sizes an uploaded image is stored in (docs/operations.md), so that each screen downloads the
 * smallest one that looks sharp. The API names an upload by the content hash of its bytes
 * (32 hex characters, src/domain/catalogue/upload_service.cpp) and stores beside it:
 *
 *   /uploads/images/<hash>.webp      large: 1600 px on the long side (the URL the API returns)
 *   /uploads/images/<hash>-800.webp  medium: 800 px wide
 *   /uploads/images/<hash>-400.webp  small: 400 px wide (cards, thumbnails, phones)
 *
 * Any other URL (an external image, a demo SVG, /uploads/placeholder.jpg, an image URL
 * typed in by a sub-user) has no variants and is used as it is.
 */
import { mediaUrl } from './api';

const UPLOADED = /^(\/uploads\/images\/[0-9a-f]{32})\.webp$/;

/**
 * `sizes` of the product cards (one column on phones, two from sm, three of about 400 px
 * from lg). The other places keep theirs beside their markup (lazy chunks: the initial
 * JavaScript stays within its 120 kB budget, so this file is kept small too).
 */
export const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

export type ImageSources = { src: string; srcSet?: string; sizes?: string };

/**
 * `src`, `srcSet` and `sizes` for an <img>: our uploads get every variant with its width
 * (the large one is at most 1600 px wide; portrait photos are narrower), src being the
 * medium one for the rare browser without srcset; any other URL is a plain src.
 */
export function imageSources(url: string, sizes: string): ImageSources {
  const base = UPLOADED.exec(url)?.[1];
  if (!base) return { src: mediaUrl(url) };
  const variant = (suffix: string) => mediaUrl(`${base}${suffix}.webp`);
  return {
    src: variant('-800'),
    srcSet: `${variant('-400')} 400w, ${variant('-800')} 800w, ${variant('')} 1600w`,
    sizes,
  };
}
