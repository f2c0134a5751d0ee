import { paths } from '@/config/paths';
import { ComingSoon, StaffScreen } from './staff-screen';

export function AdminUsersRoute() {
  return (
    <StaffScreen
      title="Sub-User Management"
      adminOnly
      links={[
        { to: paths.admin.products.getHref(), label: 'Product Admin' },
        { to: paths.admin.banners.getHref(), label: 'Banner Admin' },
      ]}
    >
      {() => <ComingSoon>Sub-user management is not available yet.</ComingSoon>}
    </StaffScreen>
  );
}
