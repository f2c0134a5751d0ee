import { paths } from '@/config/paths';
import { SubUserManagement } from '@/features/users/components/sub-user-management';
import { StaffScreen } from './staff-screen';

export function AdminUsersRoute() {
  return (
    <StaffScreen
      title="Sub-User Management"
      adminOnly
      // This screen logs out locally only, without calling the server. The server
      // session then stays valid until it expires (idle 2 h, absolute 12 h); the lead
      // accepted this as specified (docs/behaviour.md, "Staff screens"). Every other staff screen
      // calls POST /api/admin/logout.
      localLogout
      links={[
        { to: paths.admin.products.getHref(), label: 'Back to Admin Dashboard' },
        { to: paths.admin.banners.getHref(), label: 'Banner Admin' },
        { to: paths.admin.settings.getHref(), label: 'Site Settings' },
        { to: paths.admin.activity.getHref(), label: 'Activity' },
        { to: paths.admin.insights.getHref(), label: 'Insights' },
      ]}
    >
      {() => <SubUserManagement />}
    </StaffScreen>
  );
}
