import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import common from 'virtual:en/common';
import { pageDrawn, useMessages } from '@/i18n';
import { SiteHeader } from './site-header';

// The footer is below the fold: its code (and strings) load after the first render, keeping
// them out of the initial JavaScript (docs/frontend.md, "Languages": the budget).
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

export function SkipLink() {
  const t = useMessages('common', common);
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-sky-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
    >
      {t.skipLink}
    </a>
  );
}

/**
 * A page drawn: from the second on, what waits for a change of page (the Arabic font,
 * i18n/arabic-font.ts) is done in the commit that shows it, before it is painted.
 */
function usePageChanges() {
  const { pathname } = useLocation();
  useLayoutEffect(() => pageDrawn(), [pathname]);
}

/** Public area: shared header and footer around the page. */
export function PublicLayout() {
  usePageChanges();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
