import { api } from '@/lib/api';
import type { StaffUser } from '@/types/api';

export type LoginInput = { username: string; password: string };

/** POST /api/admin/login → the user (the API answers {user: {...}}; a bare user object is accepted too). */
export async function login(input: LoginInput): Promise<StaffUser> {
  const data = await api.post<{ user?: StaffUser } & Partial<StaffUser>>('/api/admin/login', input);
  const user = data?.user ?? data;
  if (!user || typeof user.username !== 'string') {
    throw new SyntaxError('Login response has no user');
  }
  return { id: user.id, name: user.name, username: user.username, role: user.role };
}

/** POST /api/admin/logout; a failure is only logged (SPEC §4, §8). */
export async function logout(): Promise<void> {
  try {
    await api.post('/api/admin/logout');
  } catch (error) {
    console.warn('Logout request failed; logging out locally.', error);
  }
}
