import { Loader2 } from 'lucide-react';

/**
 * An upload while it runs (product images, the banner image): the status text in a
 * polite live region (kept mounted so that screen readers announce it), and a determinate
 * progress bar with the percentage sent. The bar's value is read out on demand rather
 * than announced at every step.
 */
export function UploadProgress({ active, label, percent }: { active: boolean; label: string; percent: number }) {
  return (
    <div className={active ? 'mt-2 text-sm text-slate-700' : undefined}>
      <p role="status" className="flex items-center gap-2">
        {active ? (
          <>
            <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            <span>{label}</span>
          </>
        ) : null}
      </p>
      {active ? (
        <div className="mt-1 flex items-center gap-2">
          <progress value={percent} max={100} aria-label="Upload progress" className="h-2 flex-1 accent-sky-700" />
          <span className="w-10 text-right text-xs tabular-nums" aria-hidden="true">
            {percent}%
          </span>
        </div>
      ) : null}
    </div>
  );
}
