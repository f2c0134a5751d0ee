import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type FilterKey } from '@/lib/product-search';
import { defaultSort, parseFilters, parseSort } from './search-params';

/**
 * The results' debounce, on both edges. A keystroke after a pause asks at once (the leading
 * edge): a phone's one key at a time is answered without waiting, within the 100 ms that reads
 * as instant (benchmarks/README.md, "search-ui"). The keys that follow it within this pause
 * are one burst (a fast typist, a key held down), asked for once, when the burst pauses this
 * long (the trailing edge). Still debounced: a burst costs at most two requests, however many
 * keys it has, and the request of a text typed past is aborted (docs/large-catalogues.md,
 * "A search keystroke").
 */
export const RESULTS_PAUSE_MS = 50;
/**
 * How long typing must pause before the search goes into the router's URL: a navigation
 * renders the whole page again, so it waits for a word rather than a letter (the address bar
 * has the text at once anyway).
 */
export const SEARCH_PAUSE_MS = 200;

/**
 * The search box's text in the address bar at once, without the router: a reload, a shared
 * link or Back from a page opened before the pause keep it. `history.replaceState` with the
 * entry's own state keeps the router's key and index for that entry. A memory router (the
 * tests) is not the window's URL: then the window is left alone.
 */
function showInAddressBar(pathname: string, text: string) {
  if (window.location.pathname !== pathname) return;
  const params = new URLSearchParams(window.location.search);
  if (text) params.set('q', text);
  else params.delete('q');
  const search = params.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${pathname}${search ? `?${search}` : ''}${window.location.hash}`,
  );
}

/**
 * A list page's search, sort and filters (a category, the site-wide search), which live in the
 * URL (?q=&sort=&type=…) so they survive a reload and Back, and can be shared
 * (docs/large-catalogues.md, docs/search.md).
 *
 * The search box is the browser's own (uncontrolled, `input` is its ref): a keystroke shows
 * at once. `search` (what the results are asked for) and the address bar follow the first key
 * after a pause at once and a burst of keys at its end (RESULTS_PAUSE_MS), the router's URL
 * after a longer pause (SEARCH_PAUSE_MS); all at once when the box loses the focus, and with
 * any other change of the URL (a sort or filter chosen meanwhile keeps the text). When the
 * URL's ?q= changes from elsewhere (Back, a link), the box follows at once.
 */
export function useCategoryUrl() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const urlText = params.get('q') ?? '';
  const filters = useMemo(() => parseFilters(params), [params]);
  const [search, setSearch] = useState(urlText);
  // The sort the URL asks for, else the server's default for the text the results are for.
  const chosenSort = parseSort(params.get('sort'), search);
  const sort = chosenSort ?? defaultSort(search);
  const input = useRef<HTMLInputElement>(null);

  // Changed in handlers and timers only. `params`: each change starts from the latest URL this
  // page asked for, not the last one rendered (two quick changes would otherwise undo the
  // first); `written`: the text last put into the URL, so that URL arriving does not reset
  // the box when typing went on meanwhile; `asked`: the text the results are for; `asking`: a
  // burst's timer (0 once typing has paused).
  const box = useRef({
    text: urlText,
    written: urlText,
    asked: urlText,
    params: new URLSearchParams(params),
    timer: 0,
    asking: 0,
  });
  const seen = useRef(params.toString());
  useLayoutEffect(() => {
    if (params.toString() === seen.current) return;
    seen.current = params.toString();
    box.current.params = new URLSearchParams(params);
    if (urlText === box.current.written) return;
    // From elsewhere (Back, a link): the box shows the URL's search, and nothing is pending.
    window.clearTimeout(box.current.timer);
    window.clearTimeout(box.current.asking);
    Object.assign(box.current, { text: urlText, written: urlText, asked: urlText, asking: 0 });
    if (input.current) input.current.value = urlText;
    setSearch(urlText);
  }, [params, urlText]);
  useEffect(() => {
    const b = box.current;
    // Leaving the page with a pause pending: the address bar has the text already, and a
    // navigation now would get in the way of the one that leaves.
    return () => {
      window.clearTimeout(b.timer);
      window.clearTimeout(b.asking);
    };
  }, []);

  /** Writes `change` and the box's text to the router's URL (one replace navigation). */
  const write = useCallback(
    (change: (next: URLSearchParams) => void = () => {}) => {
      const b = box.current;
      window.clearTimeout(b.timer);
      window.clearTimeout(b.asking);
      b.asking = 0;
      const next = new URLSearchParams(b.params);
      change(next);
      if (b.text) next.set('q', b.text);
      else next.delete('q');
      b.written = b.asked = b.text;
      setSearch(b.text);
      if (next.toString() === b.params.toString()) return;
      b.params = next;
      void navigate({ search: next.toString() }, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );

  /** The results and the address bar for `text`, unless they have it already. */
  const ask = useCallback(
    (text: string) => {
      const b = box.current;
      if (text === b.asked) return;
      b.asked = text;
      setSearch(text);
      // After React's render of a key (a microtask, which starts the request), before the
      // next task: the request goes out first, and a reload right after still keeps the text.
      queueMicrotask(() => showInAddressBar(pathname, text));
    },
    [pathname],
  );

  /**
   * A keystroke: the first after a pause asks now, a burst's later ones once it pauses
   * (RESULTS_PAUSE_MS); the router's URL after a longer pause. The address bar goes with the
   * results, not with every key: a key's own work is only the letter shown.
   */
  const type = useCallback(
    (value: string) => {
      const b = box.current;
      b.text = value;
      const inBurst = b.asking !== 0;
      window.clearTimeout(b.asking);
      b.asking = window.setTimeout(() => {
        b.asking = 0;
        ask(b.text);
      }, RESULTS_PAUSE_MS);
      if (!inBurst) ask(value);
      window.clearTimeout(b.timer);
      b.timer = window.setTimeout(() => write(), SEARCH_PAUSE_MS);
    },
    [ask, write],
  );

  /** The box lost the focus: what it holds goes into the URL now. */
  const flush = useCallback(() => {
    if (box.current.text !== box.current.written) write();
  }, [write]);

  const set = useCallback(
    (key: 'sort' | FilterKey, value: string, fallback = '') =>
      write((next) => (value === fallback ? next.delete(key) : next.set(key, value))),
    [write],
  );

  /** 'Clear Filters': no search, the default sort, no filter. */
  const clear = useCallback(() => {
    box.current.text = '';
    if (input.current) input.current.value = '';
    setSearch('');
    write((next) => {
      for (const key of [...next.keys()]) next.delete(key);
    });
  }, [write]);

  return { input, search, sort, chosenSort, filters, type, flush, set, clear };
}
