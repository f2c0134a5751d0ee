import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * On every route change: scroll to top and move focus to the new page's
 * <main>, so keyboard and screen-reader users start at the new content rather than
 * on a link that no longer exists. Nothing moves on the first load.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
