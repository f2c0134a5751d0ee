import { paths } from '@/config/paths';
import { InsightsAdmin } from '@/features/insights-admin/components/insights-admin';
import { StaffScreen } from './staff-screen';

/** Which listings, pages and sources bring views and enquiries (admin only). */
export function AdminInsightsRoute() {
  return (
    <StaffScreen
      title="Enquiry Insights"
      adminOnly
      links={[
        { to: paths.admin.products.getHref(), label: 'Product Admin' },
        { to: paths.admin.banners.getHref(), label: 'Banner Admin' },
        { to: paths.admin.settings.getHref(), label: 'Site Settings' },
      ]}
    >
      {() => <InsightsAdmin />}
    </StaffScreen>
  );
}
