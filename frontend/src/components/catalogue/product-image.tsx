import { ImageOff } from '@/components/ui/page-icons';
import { useEffect, useRef, useState } from 'react';
import { format, useMessages } from '@/i18n';
import common from 'virtual:en/common';
import { imageSources } from '@/lib/image-variants';
import { cn } from '@/lib/utils';

type Props = {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above-the-fold images (the page's largest paint) load eagerly and first; the rest lazily (default). */
  eager?: boolean;
  /**
   * The CSS width the image takes (a `sizes` attribute, e.g. `CARD_SIZES`): an upload then
   * offers all its stored sizes and the browser downloads the smallest sharp one.
   */
  sizes: string;
};

/** A product image with intrinsic size; a broken or missing image shows a placeholder icon. */
export function ProductImage({ src, alt, width, height, className, eager = false, sizes }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { card } = useMessages('common', common);
  const broken = !src || failedSrc === src;
  const image = useRef<HTMLImageElement>(null);
  // The page's HTML comes rendered from the server (docs/first-paint.md): an image that failed
  // before the app hydrated fired its error event before React listened for it. One that has
  // finished with no pixels may have failed (or be an SVG without a size): decode() says which.
  // Still loading (lazy), it has not, and its error event comes to React's onError.
  useEffect(() => {
    const img = image.current;
    if (!src || !img?.complete || img.naturalWidth !== 0) return;
    img.decode?.().catch(() => setFailedSrc(src));
  }, [src]);

  if (broken) {
    return (
      <div
        role="img"
        aria-label={alt ? format(card.imageUnavailableOf, { name: alt }) : card.imageUnavailable}
        className={cn('grid place-items-center bg-slate-100 text-slate-400', className)}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <ImageOff className="size-10" aria-hidden="true" />
      </div>
    );
  }
  const sources = imageSources(src, sizes);
  // An upload offers several widths: in the page HTML (rendered on the server) Chromium's
  // look-ahead fetch picks one before <meta name="viewport"> applies (the 800 px file where
  // the laid-out page picks 400 px on a phone), so it is lazy, fetched once laid out, still
  // first (docs/first-paint.md).
  const lazy = !eager || sources.srcSet !== undefined;
  return (
    <img
      ref={image}
      {...sources}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : 'eager'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}
