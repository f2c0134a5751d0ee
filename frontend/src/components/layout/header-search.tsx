import { Search } from '@/components/ui/icons';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLocalize, useMessages } from '@/i18n';
import common from 'virtual:en/common';
import { cn } from '@/lib/utils';

/**
 * The header's search field: goes to the site-wide search page (`/search?q=`, `/ar/search?q=`
 * on Arabic pages; docs/search.md). A real form with that action, so Enter works as well
 * before the app has started (the browser submits it) as after (a router navigation).
 */
export function HeaderSearch({ className, onDone }: { className?: string; onDone?: () => void }) {
  const { nav } = useMessages('common', common);
  const localize = useLocalize();
  const navigate = useNavigate();
  const id = useId();
  const action = localize(paths.search.getHref());
  return (
    <form
      role="search"
      action={action}
      method="get"
      className={cn('relative', className)}
      onSubmit={(e) => {
        e.preventDefault();
        const q = String(new FormData(e.currentTarget).get('q') ?? '');
        onDone?.();
        void navigate(localize(paths.search.getHref(q)));
      }}
    >
      <label htmlFor={id} className="sr-only">
        {nav.searchLabel}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        enterKeyHint="search"
        placeholder={nav.searchPlaceholder}
        className="h-10 w-full rounded-md border border-slate-300 bg-white pe-10 ps-3 text-base text-slate-900 [unicode-bidi:plaintext] focus-visible:border-sky-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 lg:text-sm"
      />
      <button
        type="submit"
        aria-label={nav.search}
        className="absolute end-0 top-0 grid size-10 place-items-center rounded-md text-slate-600 hover:text-sky-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
      >
        <Search className="size-5" aria-hidden="true" />
      </button>
    </form>
  );
}
