import { displayName } from '@/features/auth/lib/session';
import { ComingSoon, StaffScreen } from './staff-screen';

/** /sub-user: the sub-user's product management (the product list and form arrive with issue 5). */
export function SubUserProductsRoute() {
  return (
    <StaffScreen title="Product Management" subtitle={(user) => `Welcome, ${displayName(user)}`}>
      {() => (
        <ComingSoon>
          Product management for sub-users is not available yet. You can add and edit products here once it is released.
        </ComingSoon>
      )}
    </StaffScreen>
  );
}
