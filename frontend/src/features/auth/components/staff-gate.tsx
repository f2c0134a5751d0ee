import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { StatusMessage } from '@/components/ui/status';
import { onUnauthorized } from '@/lib/api';
import type { StaffUser } from '@/types/api';
import { authKeys, getSession, LOGIN_PATH } from '../api/login';
import { clearSession, getStoredUser, storeSession, useStaffSession } from '../lib/session';
import { LoginForm } from './login-form';

/**
 * Any 401 from the API while a staff screen is shown means the server no longer knows
 * the session (expired, logged out elsewhere, user deactivated or deleted): forget the
 * browser flag and stored user, so the gate shows the login form instead of a broken
 * screen. A failed login also answers 401; that one is the login form's business.
 */
function useExpireSessionOnUnauthorized() {
  useEffect(
    () =>
      onUnauthorized((path) => {
        if (path !== LOGIN_PATH) clearSession();
      }),
    [],
  );
}

const sameUser = (a: StaffUser | null, b: StaffUser) =>
  !!a && a.id === b.id && a.name === b.name && a.username === b.username && a.role === b.role;

/**
 * Shows the login form until the browser flag says the staff member is logged in,
 * then asks the server who is logged in (GET /api/admin/session) before
 * showing the screen: the server's answer is the truth (a 401 clears the flag, a changed
 * name or role replaces the stored user). When the server cannot be reached, the stored
 * user is used and the screen's own calls report the problem.
 */
export function StaffGate({ children }: { children: (user: StaffUser) => ReactNode }) {
  const { authenticated, user } = useStaffSession();
  useExpireSessionOnUnauthorized();
  const session = useQuery({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => getSession({ signal }),
    enabled: authenticated,
  });

  useEffect(() => {
    if (authenticated && session.data && !sameUser(getStoredUser(), session.data)) storeSession(session.data);
  }, [authenticated, session.data]);

  if (!authenticated) return <LoginForm />;
  if (session.isPending) {
    return (
      <StatusMessage loading className="min-h-dvh bg-slate-100">
        Checking session...
      </StatusMessage>
    );
  }
  return <>{children(session.data ?? user ?? { username: '' })}</>;
}
