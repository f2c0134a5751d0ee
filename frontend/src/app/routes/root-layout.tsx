import { Outlet } from 'react-router';
import { ScrollToTop } from '@/components/layout/scroll-to-top';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
