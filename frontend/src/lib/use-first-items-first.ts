import { startTransition, useEffect, useMemo, useState } from 'react';

const startsWith = <T>(list: readonly T[], start: readonly T[]) =>
  start.length <= list.length && start.every((item, i) => list[i] === item);

/**
 * What to render of a long list (a category's cards, a staff table's rows): a new list renders
 * its first `first` items (the screen's worth) at once, and the rest in a render of its own
 * right after, a transition React drops when the next change comes first. The page then waits
 * for the items in view, not for all of them (docs/large-catalogues.md).
 *
 * A list that only grew or shrank at its end ('Show more', the first page again) renders whole
 * at once: 'Show more' moves the focus to its first new card. So does a list's first arrival
 * (the data loaded), unless `splitFirstArrival` (a staff table): going back, a category page puts the scroll position back
 * once its cards are there. `split` says the items from `first` on came in the second render
 * (below the first screen, then). `held` counts the items the first render leaves for the
 * second: a page keeps their room (ProductGrid's `reserved`), or it would shrink and grow
 * again.
 */
export function useFirstItemsFirst<T>(
  items: readonly T[],
  first: number,
  { splitFirstArrival = false }: { splitFirstArrival?: boolean } = {},
): { items: readonly T[]; split: boolean; held: number } {
  const [shown, setShown] = useState(() => {
    const whole = !splitFirstArrival || items.length <= first;
    return { items, whole, split: !whole };
  });
  let { whole, split } = shown;
  if (shown.items !== items) {
    const grew = shown.items.length > 0 || !splitFirstArrival;
    whole = items.length <= first || (grew && (startsWith(items, shown.items) || startsWith(shown.items, items)));
    split = !whole;
    setShown({ items, whole, split });
  }
  useEffect(() => {
    if (!whole) startTransition(() => setShown({ items, whole: true, split: true }));
  }, [items, whole]);
  const rendered = useMemo(() => (whole ? items : items.slice(0, first)), [items, whole, first]);
  return { items: rendered, split, held: items.length - rendered.length };
}
