import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { InboxScreen } from '@/features/enquiries-admin/components/inbox-screen';
import { LeadDetail } from '@/features/enquiries-admin/components/lead-detail';
import { StaffScreen } from './staff-screen';

/** /admin/enquiries and /admin/enquiries/:ref: the lead inbox, for the administrator and sub-users. */
export function EnquiriesRoute() {
  const { ref } = useParams();
  return (
    <StaffScreen
      title={ref ? `Lead ${ref}` : 'Leads'}
      links={[{ to: paths.admin.products.getHref(), label: 'Back to Dashboard' }]}
    >
      {(user) => (ref ? <LeadDetail key={ref} leadRef={ref} user={user} /> : <InboxScreen />)}
    </StaffScreen>
  );
}
