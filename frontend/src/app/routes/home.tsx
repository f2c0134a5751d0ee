import { ActiveBanners } from '@/features/banners/components/active-banners';
import { CategoryGrid } from '@/features/catalogue/components/category-grid';
import { Hero } from '@/features/catalogue/components/hero';
import { RecentProducts } from '@/features/catalogue/components/recent-products';
import { format, useMessages } from '@/i18n';
import home from 'virtual:en/home';
import { useSite } from '@/lib/site-settings';

export function HomeRoute() {
  const site = useSite();
  const t = useMessages('home', home);
  return (
    <>
      <title>{format(t.title, { company: site.companyName })}</title>
      <Hero />
      <CategoryGrid />
      <ActiveBanners />
      <RecentProducts />
    </>
  );
}
