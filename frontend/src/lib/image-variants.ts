/**
 * The sizes an uploaded image is stored in (issue 10), so that each screen downloads the
 * smallest one that looks sharp. The API names an upload by the content hash of its bytes
 * (32 hex characters, src/domain/upload_service.cpp) and stores beside it:
 *
 *   /uploads/images/<hash>.webp      large: 1600 px on the long side (the URL the API returns)
 *   /uploads/images/<hash>-800.webp  medium: 800 px wide
 *   /uploads/images/<hash>-400.webp  small: 400 px wide (cards, thumbnails, phones)
 *
 * Any other URL (an external image, a demo SVG, /uploads/placeholder.jpg, an image URL
 * typed in by a sub-user) has no variants and is used as it is.
 */
import { mediaUrl } from './api';

const UPLOADED = /^\/uploads\/images\/([0-9a-f]{32})\.webp$/;

/** Widths in the srcset; the large one is at most this wide (portrait photos are narrower). */
export const VARIANT_WIDTHS = { small: 400, medium: 800, large: 1600 } as const;

/** `sizes` for the places images are shown (CSS px the image takes at each breakpoint). */
export const IMAGE_SIZES = {
  /** Product cards: one column on phones, two from sm, three (about 400 px) from lg. */
  card: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  /** The product page's main image: full width on phones, half the page from lg. */
  productMain: '(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw',
  /** The 5-column thumbnail grid under it. */
  thumbnail: '(min-width: 1280px) 120px, (min-width: 1024px) 10vw, 20vw',
  /** The home page's banner: the page's width up to its 1280 px container. */
  banner: '(min-width: 1280px) 1232px, 100vw',
} as const;

export type ImageSources = { src: string; srcSet?: string; sizes?: string };

/** The 32-hex content hash of one of our uploads, or null for any other URL. */
export function uploadHash(url: string): string | null {
  return UPLOADED.exec(url)?.[1] ?? null;
}

/**
 * `src`, `srcSet` and `sizes` for an <img>: our uploads get every variant (src is the
 * medium one, for the rare browser without srcset); any other URL is a plain src.
 */
export function imageSources(url: string, sizes: string): ImageSources {
  const hash = uploadHash(url);
  if (!hash) return { src: mediaUrl(url) };
  const variant = (suffix: string) => mediaUrl(`/uploads/images/${hash}${suffix}.webp`);
  return {
    src: variant('-800'),
    srcSet: [
      `${variant('-400')} ${VARIANT_WIDTHS.small}w`,
      `${variant('-800')} ${VARIANT_WIDTHS.medium}w`,
      `${variant('')} ${VARIANT_WIDTHS.large}w`,
    ].join(', '),
    sizes,
  };
}
