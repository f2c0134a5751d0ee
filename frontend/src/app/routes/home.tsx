import { ActiveBanners } from '@/features/banners/components/active-banners';
import { CategoryGrid } from '@/features/catalogue/components/category-grid';
import { Hero } from '@/features/catalogue/components/hero';
import { lazy, Suspense } from 'react';
import { format, isolated, useLang, useMessages } from '@/i18n';
import home from 'virtual:en/home';
import { useSite } from '@/lib/site-settings';

// Below the fold on a phone and at 1280 x 900 (under the hero and the category cards), with
// lazy images: its code (the product cards, shared with the category and product pages) loads
// after the first render, keeping the initial JavaScript within its budget. Its data is in the
// page's HTML or requested by the route's loader meanwhile.
const RecentProducts = lazy(() =>
  import('@/features/catalogue/components/recent-products').then((m) => ({ default: m.RecentProducts })),
);

export function HomeRoute() {
  const site = useSite();
  const t = useMessages('home', home);
  const lang = useLang();
  return (
    <>
      <title>{format(t.title, { company: isolated(site.companyName, lang) })}</title>
      <Hero />
      <CategoryGrid />
      <ActiveBanners />
      <Suspense fallback={null}>
        <RecentProducts />
      </Suspense>
    </>
  );
}
