import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The page scrolls to top on every route change (SPEC §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
