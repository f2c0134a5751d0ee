import { api } from '@/lib/api';
import type { StaffUser } from '@/types/api';

export type LoginInput = { username: string; password: string };

export const LOGIN_PATH = '/api/admin/login';
export const LOGOUT_PATH = '/api/admin/logout';
export const SESSION_PATH = '/api/admin/session';

/** Query keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};

/** Keeps only the fields the SPA stores (never anything else the server might add). */
function toStaffUser(data: unknown): StaffUser {
  const wrapped = data as { user?: StaffUser } & Partial<StaffUser>;
  const user = wrapped?.user ?? wrapped;
  if (!user || typeof user.username !== 'string') {
    throw new SyntaxError('Response has no user');
  }
  return { id: user.id, name: user.name, username: user.username, role: user.role };
}

/** POST /api/admin/login → the user (the API answers {user: {...}}; a bare user object is accepted too). */
export async function login(input: LoginInput): Promise<StaffUser> {
  return toStaffUser(await api.post<unknown>(LOGIN_PATH, input));
}

/** GET /api/admin/session → who the session cookie belongs to; 401 when there is no valid session. */
export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<StaffUser> {
  return toStaffUser(await api.get<unknown>(SESSION_PATH, { signal }));
}

/** POST /api/admin/logout; a failure is only logged (the local logout goes on). */
export async function logout(): Promise<void> {
  try {
    await api.post(LOGOUT_PATH);
  } catch (error) {
    console.warn('Logout request failed; logging out locally.', error);
  }
}
