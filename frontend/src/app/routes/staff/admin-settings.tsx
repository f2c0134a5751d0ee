import { paths } from '@/config/paths';
import { SettingsAdmin } from '@/features/settings-admin/components/settings-admin';
import { StaffScreen } from './staff-screen';

/** The business's details, numbers, hours and texts (admin only: a sub-user is sent to /sub-user). */
export function AdminSettingsRoute() {
  return (
    <StaffScreen
      title="Site Settings"
      adminOnly
      links={[
        { to: paths.admin.products.getHref(), label: 'Product Admin' },
        { to: paths.admin.banners.getHref(), label: 'Banner Admin' },
        { to: paths.admin.users.getHref(), label: 'Sub-Users' },
        { to: paths.admin.activity.getHref(), label: 'Activity' },
        { to: paths.admin.insights.getHref(), label: 'Insights' },
      ]}
    >
      {() => <SettingsAdmin />}
    </StaffScreen>
  );
}
