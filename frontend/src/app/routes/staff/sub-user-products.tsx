import { displayName } from '@/features/auth/lib/session';
import { ComingSoon, StaffScreen } from './staff-screen';

export function SubUserProductsRoute() {
  return (
    <StaffScreen title="Product Management" subtitle={(user) => `Welcome, ${displayName(user)}`}>
      {() => <ComingSoon>Product management is not available yet.</ComingSoon>}
    </StaffScreen>
  );
}
