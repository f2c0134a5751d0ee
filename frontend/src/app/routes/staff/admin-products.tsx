import { paths } from '@/config/paths';
import { useStaffSession } from '@/features/auth/lib/session';
import { usePrefetchStaffProducts } from '@/features/products-admin/api/products';
import { ProductAdmin } from '@/features/products-admin/components/product-admin';
import { StaffScreen } from './staff-screen';

export function AdminProductsRoute() {
  usePrefetchStaffProducts(useStaffSession().authenticated);
  return (
    <StaffScreen
      title="Product Administration"
      adminOnly
      links={[
        { to: paths.admin.users.getHref(), label: 'Sub-Users' },
        { to: paths.admin.banners.getHref(), label: 'Banner Admin' },
        { to: paths.admin.settings.getHref(), label: 'Site Settings' },
        { to: paths.admin.activity.getHref(), label: 'Activity' },
        { to: paths.admin.insights.getHref(), label: 'Insights' },
        { to: paths.admin.import.getHref(), label: 'Import / Export' },
      ]}
    >
      {() => <ProductAdmin />}
    </StaffScreen>
  );
}
