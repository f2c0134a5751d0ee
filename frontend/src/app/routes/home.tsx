import { ActiveBanners } from '@/features/banners/components/active-banners';
import { CategoryGrid } from '@/features/catalogue/components/category-grid';
import { Hero } from '@/features/catalogue/components/hero';
import { lazy, Suspense } from 'react';

// Below the fold on a phone and at 1280 x 900 (under the hero and the category cards), with
// lazy images: its code (the product cards, shared with the category and product pages) loads
// after the first render, keeping the initial JavaScript within its budget. Its data comes with
// the page or is requested by the route's loader meanwhile.
const RecentProducts = lazy(() =>
  import('@/features/catalogue/components/recent-products').then((m) => ({ default: m.RecentProducts })),
);

// The head's tags are in the page's HTML (the page server renders them) and the first paint
// does not need their code: it comes with the other pages' heads, not in the initial JavaScript.
const HomeHead = lazy(() => import('./home-head'));

export function HomeRoute() {
  return (
    <>
      <Suspense fallback={null}>
        <HomeHead />
      </Suspense>
      <Hero />
      <CategoryGrid />
      <ActiveBanners />
      <Suspense fallback={null}>
        <RecentProducts />
      </Suspense>
    </>
  );
}
