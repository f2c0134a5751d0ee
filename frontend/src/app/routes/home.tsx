import { ActiveBanners } from '@/features/banners/components/active-banners';
import { CategoryGrid } from '@/features/catalogue/components/category-grid';
import { Hero } from '@/features/catalogue/components/hero';
import { lazy, Suspense } from 'react';
import { useOrigin } from '@/components/seo/document-facts';
import { organizationAndWebsite } from '@/components/seo/json-ld';
import { PageHead, PLACEHOLDER_SHARE_IMAGE } from '@/components/seo/page-head';
import { format, isolated, useMessages } from '@/i18n';
import home from 'virtual:en/home';
import { useSite } from '@/lib/site-settings';

// Below the fold on a phone and at 1280 x 900 (under the hero and the category cards), with
// lazy images: its code (the product cards, shared with the category and product pages) loads
// after the first render, keeping the initial JavaScript within its budget. Its data comes with
// the page or is requested by the route's loader meanwhile.
const RecentProducts = lazy(() =>
  import('@/features/catalogue/components/recent-products').then((m) => ({ default: m.RecentProducts })),
);

export function HomeRoute() {
  const site = useSite();
  const t = useMessages('home', home);
  const origin = useOrigin();
  return (
    <>
      <PageHead
        title={format(t.title, { company: isolated(site.companyName, site.lang) })}
        path="/"
        image={PLACEHOLDER_SHARE_IMAGE}
        jsonLd={organizationAndWebsite(site, origin, site.lang)}
      />
      <Hero />
      <CategoryGrid />
      <ActiveBanners />
      <Suspense fallback={null}>
        <RecentProducts />
      </Suspense>
    </>
  );
}
