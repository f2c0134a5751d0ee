import { paths } from '@/config/paths';
import { CalendarScreen } from '@/features/charter-admin/components/calendar-screen';
import { StaffScreen } from './staff-screen';

/** /admin/calendar: the charter vessels' bookings, options and maintenance by week (administrator and sub-users). */
export function AdminCalendarRoute() {
  return (
    <StaffScreen title="Charter Calendar" links={[{ to: paths.admin.products.getHref(), label: 'Back to Dashboard' }]}>
      {(user) => <CalendarScreen user={user} />}
    </StaffScreen>
  );
}
