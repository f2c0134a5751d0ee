import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { logout } from '../api/login';
import { clearSession } from '../lib/session';

/**
 * Logout: tell the server (a failure is only logged), forget the local session
 * (flag and stored user), drop cached staff data and go to '/'.
 * `{ server: false }` logs out locally only, without calling the server (the sub-user
 * management screen's rule, docs/behaviour.md "Staff screens").
 */
export function useLogout({ server = true }: { server?: boolean } = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (server) await logout();
    navigate(paths.home.getHref());
    clearSession();
    queryClient.clear(); // staff-only data (hidden products, sub-users) must not linger
  }, [server, navigate, queryClient]);
}
