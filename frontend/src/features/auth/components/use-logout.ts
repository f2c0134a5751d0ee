import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { logout } from '../api/login';
import { clearSession } from '../lib/session';

/** Logout: tell the server (failure only logged), forget the local session, go home. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logout();
    navigate(paths.home.getHref());
    clearSession();
    queryClient.clear(); // staff-only data (hidden products, sub-users) must not linger
  }, [navigate, queryClient]);
}
