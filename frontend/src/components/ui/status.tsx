import { Loader2 } from './icons';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A polite live region for loading / empty / error texts. */
export function StatusMessage({
  children,
  loading = false,
  className,
}: {
  children: ReactNode;
  loading?: boolean;
  /** Replaces the default vertical padding (py-10). */
  className?: string;
}) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 text-slate-600', className ?? 'py-10')}>
      {loading ? <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
      <span>{children}</span>
    </div>
  );
}
