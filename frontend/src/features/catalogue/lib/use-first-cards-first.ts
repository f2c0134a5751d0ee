import { startTransition, useEffect, useMemo, useState } from 'react';

/** More cards than the first screen holds: one column on a phone, two rows of three on a desktop. */
export const FIRST_CARDS = 6;

const startsWith = <T>(list: readonly T[], start: readonly T[]) =>
  start.length <= list.length && start.every((item, i) => list[i] === item);

/**
 * The cards to render of `items`: a new list (a search keystroke, a sort, a filter) renders
 * its first FIRST_CARDS with the count line, and the rest of the page in a render of their
 * own right after, which React drops when the next keystroke comes first. A keystroke at
 * thousands of products then waits for the cards in view, not for a page of 24
 * (docs/large-catalogues.md). A list that only grew or shrank at its end ('Show more', the
 * first page again) renders whole at once: 'Show more' moves the focus to its first new card.
 */
export function useFirstCardsFirst<T>(items: readonly T[]): readonly T[] {
  const [shown, setShown] = useState({ items, whole: true });
  let whole = shown.whole;
  if (shown.items !== items) {
    whole = items.length <= FIRST_CARDS || startsWith(items, shown.items) || startsWith(shown.items, items);
    setShown({ items, whole });
  }
  useEffect(() => {
    if (!whole) startTransition(() => setShown({ items, whole: true }));
  }, [items, whole]);
  return useMemo(() => (whole ? items : items.slice(0, FIRST_CARDS)), [items, whole]);
}
