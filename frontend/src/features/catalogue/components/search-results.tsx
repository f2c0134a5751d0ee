import { ProductGrid } from '@/components/catalogue/product-card';
import { Button } from '@/components/ui/button';
import { QueryError } from '@/components/ui/query-error';
import { StatusMessage } from '@/components/ui/status';
import { format, useMessages } from '@/i18n';
import texts from 'virtual:en/category';
import common from 'virtual:en/common';
import { useFirstItemsFirst } from '@/lib/use-first-items-first';
import { useState } from 'react';
import type { CardProduct } from '@/types/api';
import type { SearchList } from '../lib/use-search-list';
import { ShowMore } from './show-more';

/**
 * The cards a screen holds, which a new list renders before the rest: two in the phone's one
 * column, two rows of the grid's two or three columns on wider screens (ProductGrid's
 * breakpoints, Tailwind's `sm` and `lg`). On a phone, a keystroke's results then wait for the
 * two cards in view, not for six (docs/large-catalogues.md).
 */
function firstCards() {
  // On the server (entry-server.tsx), the phone's: only later lists split (see below).
  const wider = (rem: number) =>
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(`(min-width: ${rem}rem)`).matches;
  return wider(64) ? 6 : wider(40) ? 4 : 2;
}

/** A card's key (ProductGrid's): a new list keeps the cards it shares with the previous one. */
const productKey = (product: CardProduct) => product.id;

/**
 * A search's results under a list page's fields: the loading text, the failure, the empty
 * states, 'Showing X of Y products' (a live region: a screen reader hears the count of each
 * new search), the cards and 'Show more'. `filtered`: a search or a filter is set, so no
 * result means nothing found (with `onClear`) rather than an empty catalogue (`empty`).
 */
export function SearchResults({
  list,
  filtered,
  empty,
  onClear,
  onMore,
}: {
  list: SearchList;
  filtered: boolean;
  empty: string;
  onClear: () => void;
  onMore: () => void;
}) {
  const t = useMessages('category', texts);
  const { loadError, loadingProducts } = useMessages('common', common);
  // A new search waits for the cards in view, not for the page of 24. The first list renders
  // whole: the server rendered it whole, and hydration must find the same cards.
  const [firstCount] = useState(firstCards);
  const cards = useFirstItemsFirst(list.items, firstCount, { keyOf: productKey });

  if (list.status === 'pending') {
    // Tall enough to keep the footer out of view, so nothing jumps when the products arrive.
    return (
      <StatusMessage loading className="min-h-dvh items-start py-10">
        {loadingProducts}
      </StatusMessage>
    );
  }
  if (list.status === 'error') return <QueryError what={loadError.products} onRetry={list.refetch} />;
  if (list.total === 0 && !filtered) return <StatusMessage>{empty}</StatusMessage>;
  return (
    <div aria-busy={list.updating || undefined}>
      <p role="status" className="mb-4 text-sm text-slate-600">
        {format(t.showing, { shown: list.items.length, total: list.total })}
      </p>
      {list.total === 0 ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <p className="text-lg font-semibold text-slate-800">{t.noneFound}</p>
          <Button variant="secondary" onClick={onClear}>
            {t.clearAll}
          </Button>
        </div>
      ) : (
        <div className={list.updating ? 'opacity-60 transition-opacity' : undefined}>
          <ProductGrid
            products={cards.items}
            eagerCount={2}
            lazyFrom={cards.split ? firstCount : undefined}
            reserved={cards.held}
          />
          {list.moreFailed ? (
            <div className="mt-8">
              <QueryError what={loadError.products} onRetry={list.more} />
            </div>
          ) : (
            <ShowMore count={list.items.length} total={list.total} onMore={onMore} busy={list.loadingMore} />
          )}
        </div>
      )}
    </div>
  );
}
