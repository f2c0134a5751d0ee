import { X } from './icons';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { TOAST_DURATION_MS } from '@/config/site';
import { cn } from '@/lib/utils';
import { dismissToast, removeToast, useToasts } from './use-toast';

/** Radix toast with docs/behaviour.md's defaults: 5 s, swipe right past 50 px, F8 focuses the region. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) {
              dismissToast(t.id);
              window.setTimeout(() => removeToast(t.id), 200);
            }
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pe-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            t.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute end-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:outline-none"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:end-0 sm:bottom-0 sm:flex-col md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
