import { ArrowLeft, ArrowRight, Star, X } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { ProductImage } from '@/components/catalogue/product-image';
import { cn } from '@/lib/utils';

type Action = 'earlier' | 'later' | 'main' | 'remove';

/** `images` with `from` moved to `to`. */
export function moveImage(images: string[], from: number, to: number): string[] {
  const next = [...images];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return images;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** What the live region says after a move (read by screen readers). */
export function movedText(to: number, count: number) {
  return to === 0
    ? `Image moved to position 1 of ${count}: it is now the main image.`
    : `Image moved to position ${to + 1} of ${count}.`;
}

/** Stable keys for the list (a URL may in theory appear twice): the URL and its occurrence. */
const keysOf = (images: string[]) => {
  const seen = new Map<string, number>();
  return images.map((url) => {
    const n = seen.get(url) ?? 0;
    seen.set(url, n + 1);
    return `${url}#${n}`;
  });
};

const iconButton =
  'grid size-8 place-items-center rounded-full shadow focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:ring-offset-2 focus-visible:outline-none';

/**
 * The chosen product images, the first being the main one. Staff reorder them by dragging an
 * image onto another's place, or with each image's buttons (move earlier, move later, make
 * main), which work from the keyboard; a polite live region says where the image went, and
 * the focus stays on the moved image's controls.
 */
export function ImageOrderList({ images, onChange }: { images: string[]; onChange: (images: string[]) => void }) {
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // After a move by button: which image's which control takes the focus.
  const focusAfter = useRef<{ key: string; action: Action } | null>(null);
  const keys = keysOf(images);

  useLayoutEffect(() => {
    const target = focusAfter.current;
    if (!target || !list.current) return;
    focusAfter.current = null;
    const item = [...list.current.children].find((li) => (li as HTMLElement).dataset.key === target.key);
    // The same control, or (at either end of the list, where it is gone) another move: never
    // Remove, which a second key press would then trigger.
    const order: Action[] = [target.action, 'later', 'earlier', 'main'];
    const buttons = [...(item?.querySelectorAll<HTMLButtonElement>('button[data-action]') ?? [])];
    order
      .map((action) => buttons.find((b) => b.dataset.action === action))
      .find(Boolean)
      ?.focus();
  });

  if (images.length === 0) return null;

  const move = (from: number, to: number, action?: Action) => {
    if (from === to || to < 0 || to >= images.length) return;
    if (action) focusAfter.current = { key: keys[from]!, action };
    onChange(moveImage(images, from, to));
    setAnnouncement(movedText(to, images.length));
  };
  const remove = (index: number) => onChange(images.filter((_, i) => i !== index));

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragFrom !== null) move(dragFrom, to);
    setDragFrom(null);
  };

  return (
    <>
      <ul ref={list} className="mb-3 grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label="Chosen images">
        {images.map((url, i) => {
          const n = i + 1;
          return (
            <li
              key={keys[i]}
              data-key={keys[i]}
              draggable
              onDragStart={(event) => {
                setDragFrom(i);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(i));
              }}
              onDragOver={(event) => {
                if (dragFrom === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
              }}
              onDrop={(event) => onDrop(event, i)}
              onDragEnd={() => setDragFrom(null)}
              className={cn('relative cursor-grab', dragFrom === i && 'opacity-50')}
            >
              <ProductImage
                src={url}
                alt={i === 0 ? 'Main image' : `Image ${n}`}
                width={120}
                height={120}
                eager
                sizes="120px"
                className={cn('aspect-square w-full rounded-md', i === 0 && 'ring-2 ring-sky-600')}
              />
              {i === 0 ? (
                <span className="absolute top-1 left-1 rounded bg-sky-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                  Main
                </span>
              ) : null}
              <button
                type="button"
                data-action="remove"
                onClick={() => remove(i)}
                aria-label={i === 0 ? 'Remove main image' : `Remove image ${n}`}
                className={cn(iconButton, 'absolute top-1 right-1 bg-red-700 text-white hover:bg-red-800')}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
              <div className="mt-1 flex justify-center gap-1">
                {i > 0 ? (
                  <button
                    type="button"
                    data-action="earlier"
                    onClick={() => move(i, i - 1, 'earlier')}
                    aria-label={`Move image ${n} earlier`}
                    className={cn(iconButton, 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50')}
                  >
                    <ArrowLeft className="size-4" aria-hidden="true" />
                  </button>
                ) : null}
                {i > 0 ? (
                  <button
                    type="button"
                    data-action="main"
                    onClick={() => move(i, 0, 'main')}
                    aria-label={`Make image ${n} the main image`}
                    className={cn(iconButton, 'bg-white text-sky-800 ring-1 ring-slate-300 hover:bg-slate-50')}
                  >
                    <Star className="size-4" aria-hidden="true" />
                  </button>
                ) : null}
                {i < images.length - 1 ? (
                  <button
                    type="button"
                    data-action="later"
                    onClick={() => move(i, i + 1, 'later')}
                    aria-label={i === 0 ? 'Move main image later' : `Move image ${n} later`}
                    className={cn(iconButton, 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50')}
                  >
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
