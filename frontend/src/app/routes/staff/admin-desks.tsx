import { paths } from '@/config/paths';
import { DesksEditor } from '@/features/settings-admin/components/desks-editor';
import { StaffScreen } from './staff-screen';

/** The desks, their agents and hours, and which desk each category belongs to (admin only; docs/desks.md). */
export function AdminDesksRoute() {
  return (
    <StaffScreen
      title="Desks and Hours"
      adminOnly
      links={[
        { to: paths.admin.settings.getHref(), label: 'Site Settings' },
        { to: paths.admin.products.getHref(), label: 'Product Admin' },
        { to: paths.admin.insights.getHref(), label: 'Insights' },
      ]}
    >
      {() => <DesksEditor />}
    </StaffScreen>
  );
}
