import { Anchor } from '@/components/ui/icons';
import { useSite } from '@/lib/site-settings';
import { cn } from '@/lib/utils';

export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  const { companyName } = useSite();
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-2 font-bold', className)}>
      <span
        className={cn(
          'grid size-9 shrink-0 place-items-center rounded-full',
          inverted ? 'bg-white text-sky-900' : 'bg-sky-800 text-white',
        )}
        aria-hidden="true"
      >
        <Anchor className="size-5" />
      </span>
      <span dir="auto" className="min-w-0 text-base leading-tight break-words sm:text-lg">
        {companyName}
      </span>
    </span>
  );
}
