import { categoryName } from '@/config/site';
import { useLang } from '@/i18n';
import { cn } from '@/lib/utils';

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <span
      data-slot="category-badge"
      className={cn(
        'inline-flex w-fit items-center rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900',
        className,
      )}
    >
      {categoryName(category, useLang())}
    </span>
  );
}
