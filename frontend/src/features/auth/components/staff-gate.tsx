import type { ReactNode } from 'react';
import type { StaffUser } from '@/types/api';
import { useStaffSession } from '../lib/session';
import { LoginForm } from './login-form';

/** Shows the login form until the browser flag says the staff member is logged in. */
export function StaffGate({ children }: { children: (user: StaffUser) => ReactNode }) {
  const { authenticated, user } = useStaffSession();
  if (!authenticated) return <LoginForm />;
  return <>{children(user ?? { username: '' })}</>;
}
