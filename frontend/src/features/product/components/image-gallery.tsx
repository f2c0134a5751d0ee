import { X } from '@/components/ui/icons';
import { ChevronLeft, ChevronRight } from '@/components/ui/page-icons';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ProductImage } from '@/components/catalogue/product-image';
import { Tip } from '@/components/ui/tooltip';
import { format, useLang, useMessages } from '@/i18n';
import texts from 'virtual:en/product';
import { imageSources } from '@/lib/image-variants';
import { cn } from '@/lib/utils';

/** `sizes`: the main image is the page's width on phones, half the page from lg; the 5-column thumbnails a fifth. */
const MAIN_SIZES = '(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw';
const THUMBNAIL_SIZES = '(min-width: 1280px) 120px, (min-width: 1024px) 10vw, 20vw';

const navButton =
  'absolute top-1/2 z-10 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500';

/** Previous and next image (icon buttons with tooltips); `className` places the first. */
function StepButtons({
  onStep,
  className,
  nextClassName,
}: {
  onStep: (delta: number) => void;
  className: string;
  nextClassName: string;
}) {
  const { gallery: t } = useMessages('product', texts);
  // Previous sits at the start (the right in Arabic), its chevron pointing that way.
  return (
    <>
      <Tip label={t.previous}>
        <button type="button" className={cn(navButton, className)} onClick={() => onStep(-1)} aria-label={t.previous}>
          <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
      </Tip>
      <Tip label={t.next}>
        <button type="button" className={cn(navButton, nextClassName)} onClick={() => onStep(1)} aria-label={t.next}>
          <ChevronRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
      </Tip>
    </>
  );
}

/**
 * Main image plus extra images: previous/next, "n / total", a 5-column thumbnail grid,
 * and a full-screen lightbox: a native modal <dialog> (focus stays inside it), with
 * ArrowLeft/ArrowRight to change image (mirrored on Arabic pages: ArrowLeft is next), Escape
 * to close, and focus back on the opener.
 */
export function ImageGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const total = images.length;
  const { gallery: t } = useMessages('product', texts);
  const forward = useLang() === 'ar' ? -1 : 1;
  const current = images[Math.min(index, Math.max(total - 1, 0))];

  const go = (delta: number) => setIndex((i) => (i + delta + total) % total);

  const [lightbox, setLightbox] = useState(false);

  // The lightbox's content exists only while it is open.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!lightbox || !dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [lightbox]);

  const closeLightbox = () => {
    const dialog = dialogRef.current;
    if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    else dialog?.removeAttribute('open');
    setLightbox(false);
    openerRef.current?.focus();
  };

  const onDialogKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault(); // closed here, so focus goes back to the opener in every browser
      closeLightbox();
    } else if (e.key === 'Tab') {
      // Keep focus inside (a native modal dialog would let Tab reach the browser's own UI).
      const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled])')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && (document.activeElement === first || !e.currentTarget.contains(document.activeElement))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    } else if (e.key === 'ArrowLeft' && total > 1) {
      e.preventDefault();
      go(-forward);
    } else if (e.key === 'ArrowRight' && total > 1) {
      e.preventDefault();
      go(forward);
    }
  };

  return (
    <div>
      <div className="relative overflow-hidden rounded-xl border border-slate-200 bg-white">
        <button
          ref={openerRef}
          type="button"
          onClick={() => setLightbox(true)}
          className="block w-full cursor-zoom-in focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:ring-inset"
          aria-label={format(t.open, { n: index + 1, total })}
          disabled={total === 0}
        >
          <ProductImage
            src={current}
            alt={name}
            width={800}
            height={600}
            eager
            sizes={MAIN_SIZES}
            className="aspect-[4/3] w-full"
          />
        </button>
        {total > 1 ? (
          <>
            <StepButtons onStep={go} className="start-3" nextClassName="end-3" />
            <p
              dir="ltr"
              className="absolute end-3 bottom-3 rounded-full bg-slate-950/70 px-3 py-1 text-sm text-white"
              aria-live="polite"
            >
              {format(t.counter, { n: index + 1, total })}
            </p>
          </>
        ) : null}
      </div>

      {total > 1 ? (
        <ul className="mt-3 grid grid-cols-5 gap-2">
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={format(t.show, { n: i + 1, total })}
                aria-current={i === index ? 'true' : undefined}
                className={cn(
                  'block w-full overflow-hidden rounded-md border-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500',
                  i === index ? 'border-sky-700' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <ProductImage
                  src={src}
                  alt=""
                  width={120}
                  height={90}
                  sizes={THUMBNAIL_SIZES}
                  className="aspect-[4/3] w-full"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {/* The lightbox takes the arrow keys anywhere inside it, and a click on its backdrop closes it
          (as Escape and the Close button do). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        aria-label={format(t.dialog, { name, n: index + 1, total })}
        className="m-auto h-dvh max-h-none w-dvw max-w-none bg-slate-950/95 p-0 backdrop:bg-slate-950/80"
        onKeyDown={onDialogKeyDown}
        onCancel={(e) => {
          e.preventDefault();
          closeLightbox();
        }}
        onClose={() => {
          if (lightbox) closeLightbox();
        }}
        onClick={(e) => {
          if (e.target === e.currentTarget) closeLightbox();
        }}
      >
        {lightbox ? (
          <div className="relative flex h-full items-center justify-center p-4">
            {current ? (
              <img
                {...imageSources(current, '100vw')}
                alt={total > 1 ? format(t.imageOf, { name, n: index + 1, total }) : name}
                width={1600}
                height={1200}
                className="max-h-full max-w-full object-contain"
                decoding="async"
              />
            ) : null}
            <Tip label={t.close}>
              <button
                type="button"
                data-autofocus
                onClick={closeLightbox}
                className="absolute end-4 top-4 grid size-11 place-items-center rounded-full bg-white/90 text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-400"
                aria-label={t.closeFull}
              >
                <X className="size-6" aria-hidden="true" />
              </button>
            </Tip>
            {total > 1 ? (
              <>
                <StepButtons onStep={go} className="start-4" nextClassName="end-4" />
                <p
                  dir="ltr"
                  className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-white/90 px-3 py-1 text-sm text-slate-900"
                  aria-live="polite"
                >
                  {format(t.counter, { n: index + 1, total })}
                </p>
              </>
            ) : null}
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
