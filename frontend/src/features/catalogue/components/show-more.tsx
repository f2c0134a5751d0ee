import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { format, useMessages } from '@/i18n';
import texts from 'virtual:en/category';

/**
 * Under a long list: how many cards are shown of how many match, and a button that shows more.
 * The focus moves to the first new card, so a keyboard user carries on reading where the new
 * cards start rather than below them (docs/large-catalogues.md).
 */
export function ShowMore({
  count,
  total,
  onMore,
  busy = false,
}: {
  count: number;
  total: number;
  onMore: () => void;
  /** The next page is on its way: a second press would ask for the same page again. */
  busy?: boolean;
}) {
  const progressId = useId();
  const focusFrom = useRef<number | null>(null);
  const section = useRef<HTMLDivElement>(null);
  const t = useMessages('category', texts);

  useEffect(() => {
    const first = focusFrom.current;
    if (first === null || count <= first) return;
    focusFrom.current = null;
    const links = section.current?.parentElement?.querySelectorAll<HTMLElement>('[data-product] h3 a');
    links?.[first]?.focus();
  }, [count]);

  // The wrapper stays when everything is shown: the effect above still finds the cards from it.
  return (
    <div ref={section} className="mt-8 flex flex-col items-center gap-3 empty:hidden">
      {count < total ? (
        <>
          <p id={progressId} className="text-sm text-slate-600">
            {format(t.shownOf, { count, total })}
          </p>
          <Button
            variant="secondary"
            aria-describedby={progressId}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (busy) return;
              focusFrom.current = count;
              onMore();
            }}
          >
            {t.showMore}
          </Button>
        </>
      ) : null}
    </div>
  );
}
