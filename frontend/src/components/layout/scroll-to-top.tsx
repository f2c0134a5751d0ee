import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * On every route change: scroll to top and move focus to the new page's
 * <main>, so keyboard and screen-reader users start at the new content rather than
 * on a link that no longer exists. Nothing moves on the first load. Back and forward (POP)
 * leave the position to the page: a category page puts it back where it was
 * (docs/large-catalogues.md).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the type belongs to the same navigation
  }, [pathname]);
  return null;
}
