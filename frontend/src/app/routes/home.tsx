import { ActiveBanners } from '@/features/banners/components/active-banners';
import { CategoryGrid } from '@/features/catalogue/components/category-grid';
import { Hero } from '@/features/catalogue/components/hero';
import { RecentProducts } from '@/features/catalogue/components/recent-products';
import { useSite } from '@/lib/site-settings';

export function HomeRoute() {
  const site = useSite();
  return (
    <>
      <title>{`${site.companyName} | Marine Supplies, Chartering and Vessel Sales in Dubai`}</title>
      <Hero />
      <CategoryGrid />
      <ActiveBanners />
      <RecentProducts />
    </>
  );
}
