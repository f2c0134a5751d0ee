import { displayName, useStaffSession } from '@/features/auth/lib/session';
import { usePrefetchStaffProducts } from '@/features/products-admin/api/products';
import { SubUserProducts } from '@/features/products-admin/components/sub-user-products';
import { StaffScreen } from './staff-screen';

/** /sub-user: the sub-user's product management (add and edit; no delete). */
export function SubUserProductsRoute() {
  usePrefetchStaffProducts(useStaffSession().authenticated);
  return (
    <StaffScreen title="Product Management" subtitle={(user) => `Welcome, ${displayName(user)}`}>
      {() => <SubUserProducts />}
    </StaffScreen>
  );
}
