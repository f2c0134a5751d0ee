import { cn } from '@/lib/utils';

/** An on/off status in a staff table (Visible/Hidden, In Stock/Out of Stock, Active/Inactive). */
export function StatusBadge({ on, yes, no }: { on: boolean; yes: string; no: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        on ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700',
      )}
    >
      {on ? yes : no}
    </span>
  );
}
