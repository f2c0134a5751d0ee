import { paths } from '@/config/paths';
import { ComingSoon, StaffScreen } from './staff-screen';

export function AdminBannersRoute() {
  return (
    <StaffScreen
      title="Banner Administration"
      adminOnly
      links={[
        { to: paths.admin.products.getHref(), label: 'Product Admin' },
        { to: paths.admin.users.getHref(), label: 'Sub-Users' },
      ]}
    >
      {() => <ComingSoon>Banner management is not available yet.</ComingSoon>}
    </StaffScreen>
  );
}
