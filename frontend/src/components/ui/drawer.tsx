import { X } from './icons';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';

/**
 * A panel that slides over the page from the right (the category filters on a phone): the
 * browser's modal <dialog>, which keeps focus inside, makes the page behind inert and closes
 * on Escape (or its Close button). Not Radix Dialog: its scroll lock injects a <style> element, which the site's
 * Content-Security-Policy (style-src 'self') refuses (docs/frontend.md).
 */
export function Drawer({
  open,
  onClose,
  title,
  closeLabel = 'Close',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="fixed inset-y-0 start-auto end-0 m-0 h-dvh max-h-none w-[min(22rem,90vw)] max-w-none overflow-y-auto bg-white p-5 shadow-xl backdrop:bg-slate-900/50"
    >
      {open ? (
        <>
          <div className="mb-4 flex items-center justify-between gap-3">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            <Button variant="ghost" size="icon" aria-label={closeLabel} onClick={onClose}>
              <X aria-hidden="true" />
            </Button>
          </div>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
