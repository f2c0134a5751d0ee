import { displayName } from '@/features/auth/lib/session';
import { SubUserProducts } from '@/features/products-admin/components/sub-user-products';
import { StaffScreen } from './staff-screen';

/** /sub-user: the sub-user's product management (add and edit; no delete). */
export function SubUserProductsRoute() {
  return (
    <StaffScreen title="Product Management" subtitle={(user) => `Welcome, ${displayName(user)}`}>
      {() => <SubUserProducts />}
    </StaffScreen>
  );
}
