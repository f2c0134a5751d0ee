import { paths } from '@/config/paths';
import { BannerAdmin } from '@/features/banners-admin/components/banner-admin';
import { StaffScreen } from './staff-screen';

export function AdminBannersRoute() {
  return (
    <StaffScreen
      title="Banner Administration"
      adminOnly
      links={[
        { to: paths.admin.products.getHref(), label: 'Product Admin' },
        { to: paths.admin.users.getHref(), label: 'Sub-Users' },
        { to: paths.admin.settings.getHref(), label: 'Site Settings' },
        { to: paths.admin.activity.getHref(), label: 'Activity' },
        { to: paths.admin.insights.getHref(), label: 'Insights' },
      ]}
    >
      {() => <BannerAdmin />}
    </StaffScreen>
  );
}
