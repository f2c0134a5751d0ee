import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ProductImage } from '@/components/catalogue/product-image';
import { Tip } from '@/components/ui/tooltip';
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
  return (
    <>
      <Tip label="Previous image">
        <button
          type="button"
          className={cn(navButton, className)}
          onClick={() => onStep(-1)}
          aria-label="Previous image"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
      </Tip>
      <Tip label="Next image">
        <button
          type="button"
          className={cn(navButton, nextClassName)}
          onClick={() => onStep(1)}
          aria-label="Next image"
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </Tip>
    </>
  );
}

/**
 * Main image plus extra images: previous/next, "n / total", a 5-column thumbnail grid,
 * and a full-screen lightbox: a native modal <dialog> (focus stays inside it), with
 * ArrowLeft/ArrowRight to change image, Escape to close, and focus back on the opener.
 */
export function ImageGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const total = images.length;
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
      go(-1);
    } else if (e.key === 'ArrowRight' && total > 1) {
      e.preventDefault();
      go(1);
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
          aria-label={`Open full-screen image ${index + 1} of ${total}`}
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
            <StepButtons onStep={go} className="left-3" nextClassName="right-3" />
            <p
              className="absolute right-3 bottom-3 rounded-full bg-slate-950/70 px-3 py-1 text-sm text-white"
              aria-live="polite"
            >
              {index + 1} / {total}
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
                aria-label={`Show image ${i + 1} of ${total}`}
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
        aria-label={`${name}: image ${index + 1} of ${total}`}
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
                alt={total > 1 ? `${name} (image ${index + 1} of ${total})` : name}
                width={1600}
                height={1200}
                className="max-h-full max-w-full object-contain"
                decoding="async"
              />
            ) : null}
            <Tip label="Close">
              <button
                type="button"
                data-autofocus
                onClick={closeLightbox}
                className="absolute top-4 right-4 grid size-11 place-items-center rounded-full bg-white/90 text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-400"
                aria-label="Close full-screen image"
              >
                <X className="size-6" aria-hidden="true" />
              </button>
            </Tip>
            {total > 1 ? (
              <>
                <StepButtons onStep={go} className="left-4" nextClassName="right-4" />
                <p
                  className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-white/90 px-3 py-1 text-sm text-slate-900"
                  aria-live="polite"
                >
                  {index + 1} / {total}
                </p>
              </>
            ) : null}
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
