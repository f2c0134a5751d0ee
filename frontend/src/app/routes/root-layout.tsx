import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { applyLanguage, langOfPath } from '@/i18n';

export function RootLayout() {
  const { pathname } = useLocation();
  // Enquiry insights: a view per page shown (lib/insights.ts, a small chunk of its own). Not
  // router.subscribe: a subscriber that comes before RouterProvider's takes the router's first
  // state update, and the app would stay on its loading screen.
  useEffect(() => void import('@/lib/insights').then((m) => m.pageShown(pathname)), [pathname]);
  // <html lang dir> follow the language of the page (the switch in the header changes it).
  const lang = langOfPath(pathname);
  useEffect(() => applyLanguage(lang), [lang]);
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
