import { paths } from '@/config/paths';
import { ComingSoon, StaffScreen } from './staff-screen';

export function AdminProductsRoute() {
  return (
    <StaffScreen
      title="Product Administration"
      adminOnly
      links={[
        { to: paths.admin.users.getHref(), label: 'Sub-Users' },
        { to: paths.admin.banners.getHref(), label: 'Banner Admin' },
      ]}
    >
      {() => <ComingSoon>The product table and form are not available yet.</ComingSoon>}
    </StaffScreen>
  );
}
