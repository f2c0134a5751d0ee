import { paths } from '@/config/paths';
import { ActivityScreen } from '@/features/activity/components/activity-screen';
import { StaffScreen } from './staff-screen';

export function AdminActivityRoute() {
  return (
    <StaffScreen
      title="Activity Log"
      adminOnly
      links={[{ to: paths.admin.products.getHref(), label: 'Back to Admin Dashboard' }]}
    >
      {(user) => <ActivityScreen admin={user} />}
    </StaffScreen>
  );
}
