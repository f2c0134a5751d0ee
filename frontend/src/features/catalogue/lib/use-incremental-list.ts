import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Cards a category page renders first, and how many more each 'Show more' adds. */
export const PAGE_SIZE = 24;

/**
 * What a list page remembers of one history entry (location.key): how many cards were shown
 * and how far down the page was scrolled. Kept in sessionStorage (this tab only), for the last
 * few entries, so Back from a product page returns to the same card (docs/large-catalogues.md).
 */
type Memory = { count?: number; y?: number };
const STORAGE_KEY = 'category-list-memory';
const ENTRIES_KEPT = 30;

function readAll(): Record<string, Memory> {
  try {
    return (JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, Memory>) ?? {};
  } catch {
    return {};
  }
}

function remember(key: string, memory: Memory) {
  try {
    const all = readAll();
    const merged = { ...all[key], ...memory };
    delete all[key];
    // Insertion order is age: the oldest entries go first.
    const kept = Object.entries(all).slice(-(ENTRIES_KEPT - 1));
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...kept, [key, merged]])));
  } catch {
    // Storage full or refused (private mode): the page still works, Back starts at the top.
  }
}

const recall = (key: string): Memory => readAll()[key] ?? {};

/** The history entry's key as react-router keeps it in history.state ('default' for the first). */
const currentEntryKey = () => (window.history.state as { key?: string } | null)?.key ?? 'default';

/**
 * How many cards of a list too long to render at once to show (`count`): PAGE_SIZE at first,
 * more with `showMore`; the page asks the search call for that many (lib/use-search-list.ts).
 * `reset` starts again at PAGE_SIZE: the page calls it whenever the list changes (a search,
 * sort or filter). Going back to a history entry brings its count and scroll position back
 * (with `useScrollBack`). When the URL catches up with a change (a replace navigation: the
 * search is written once typing pauses), the new entry keeps the count shown.
 */
export function useIncrementalList() {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const [shown, setShown] = useState(() => ({ key, count: recall(key).count ?? PAGE_SIZE }));
  let count = shown.count;
  if (shown.key !== key) {
    count = recall(key).count ?? (navigationType === 'REPLACE' ? shown.count : PAGE_SIZE);
    setShown({ key, count });
  }

  const showMore = () => setShown({ key, count: count + PAGE_SIZE });
  const reset = useCallback(() => setShown((s) => (s.count === PAGE_SIZE ? s : { key: s.key, count: PAGE_SIZE })), []);
  // Kept for Back from a product page (a count carried to a new entry, or reset, too).
  useEffect(() => remember(key, { count }), [key, count]);

  // The scroll position, saved as it changes (at most once a frame): when the next page
  // renders it is too late to read it.
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        // Still this entry: the next page's scroll to its top can come before this listener
        // is removed (a passive effect's cleanup), and would overwrite the position kept.
        if (currentEntryKey() === key) remember(key, { y: window.scrollY });
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);

  // Leaving the entry (a product page opened): the position now, before the next page's
  // content replaces this one's. A frame's save above may not have come yet on a busy machine.
  useLayoutEffect(() => () => remember(key, { y: window.scrollY }), [key]);

  return { count, showMore, reset };
}

/**
 * Back (or a reload) to this entry: once its cards are there (`ready`), where the visitor was.
 * The position is read as the page mounts: until the cards come (a worker's answer), the
 * browser's own restoring on a page still short scrolls, and the listener above would keep
 * that position instead. Says whether there is a position to go back to.
 */
export function useScrollBack(ready: boolean): boolean {
  const navigationType = useNavigationType();
  const { key } = useLocation();
  const [y] = useState(() => (navigationType === 'POP' ? recall(key).y : undefined));
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current || !ready) return;
    restored.current = true;
    if (y) window.scrollTo(0, y);
  }, [ready, y]);
  return Boolean(y);
}
