import { Outlet } from 'react-router';
import { LazyToaster } from '@/components/ui/lazy-toaster';

/**
 * Around every staff screen: the toasts, which only staff screens show. Here rather than in
 * the app's provider, so the public pages' initial JavaScript does without the toast store.
 */
export function StaffArea() {
  return (
    <>
      <Outlet />
      <LazyToaster />
    </>
  );
}
