import { startTransition, useEffect, useMemo, useState } from 'react';

const startsWith = <T>(list: readonly T[], start: readonly T[]) =>
  start.length <= list.length && start.every((item, i) => list[i] === item);

type Shown<T> = { items: readonly T[]; whole: boolean; split: boolean; kept: ReadonlySet<string> | null };

/** What a render of `shown` puts on screen: all, or the first `first` and the items kept. */
function renderedOf<T>(shown: Shown<T>, first: number, keyOf?: (item: T) => string): readonly T[] {
  if (shown.whole) return shown.items;
  const { kept } = shown;
  if (!kept || !keyOf) return shown.items.slice(0, first);
  return shown.items.filter((item, i) => i < first || kept.has(keyOf(item)));
}

/**
 * What to render of a long list (a category's cards, a staff table's rows): a new list renders
 * its first `first` items (the screen's worth) at once, and the rest in a render of its own
 * right after, a transition React drops when the next change comes first. The page then waits
 * for the items in view, not for all of them (docs/large-catalogues.md).
 *
 * With `keyOf` (the items' React keys), the items of the new list already on screen stay in
 * the first render too: React keeps their elements (moved, not removed and added again by the
 * second render), and an item that did not change skips its render (a memoised card).
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
  { splitFirstArrival = false, keyOf }: { splitFirstArrival?: boolean; keyOf?: (item: T) => string } = {},
): { items: readonly T[]; split: boolean; held: number } {
  const [shown, setShown] = useState<Shown<T>>(() => {
    const whole = !splitFirstArrival || items.length <= first;
    return { items, whole, split: !whole, kept: null };
  });
  let current = shown;
  if (shown.items !== items) {
    const grew = shown.items.length > 0 || !splitFirstArrival;
    const whole = items.length <= first || (grew && (startsWith(items, shown.items) || startsWith(shown.items, items)));
    const kept = !whole && keyOf ? new Set(renderedOf(shown, first, keyOf).map(keyOf)) : null;
    current = { items, whole, split: !whole, kept };
    setShown(current);
  }
  const { whole, split } = current;
  useEffect(() => {
    if (!whole) startTransition(() => setShown({ items, whole: true, split: true, kept: null }));
  }, [items, whole]);
  const rendered = useMemo(() => renderedOf(current, first, keyOf), [current, first, keyOf]);
  return { items: rendered, split, held: items.length - rendered.length };
}
