import { lazy, Suspense } from 'react';
import { useActiveBanners } from '../api/get-active-banners';

// The carousel's code loads only when there is something to show (it is below the fold on a
// phone), keeping it out of the initial JavaScript.
const BannerCarousel = lazy(() => import('./banner-carousel').then((m) => ({ default: m.BannerCarousel })));

/** The homepage banner section: nothing at all unless at least one active banner exists. */
export function ActiveBanners() {
  const { data } = useActiveBanners();
  if (!data || data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BannerCarousel banners={data} />
    </Suspense>
  );
}
