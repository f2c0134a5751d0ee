import { screen, within } from '@testing-library/react';
import type { SubUser } from '@/features/users/api/sub-users';
import { stubApi } from '@/testing/test-utils';

// Shared by the sub-user screen tests: an admin session, sub-users and a fake API.
export const notifications = () => within(screen.getByRole('region', { name: /Notifications/ }));
export const ADMIN = { id: 'u_admin', name: 'Site Admin', username: 'admin', role: 'admin' };

export function loginAsAdmin() {
  localStorage.setItem('adminAuthenticated', 'true');
  localStorage.setItem('adminUser', JSON.stringify(ADMIN));
}

export function subUser(overrides: Partial<SubUser> = {}): SubUser {
  return {
    id: 'user_1',
    name: 'Sara Ahmed',
    username: 'sara_a',
    role: 'sub_user',
    isActive: true,
    createdAt: '2025-03-04T10:00:00Z',
    updatedAt: '2025-03-04T10:00:00Z',
    ...overrides,
  };
}

/** A fake sub-users API over an in-memory list; returns the fetch mock. */
export function fakeApi(initial: SubUser[], overrides: Record<string, unknown> = {}) {
  let list = [...initial];
  const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
  const byId: Record<string, unknown> = {};
  for (const u of initial) {
    byId[`PATCH /api/admin/sub-users/${u.id}`] = (_: string, init: RequestInit | undefined) => {
      const patch = body(init);
      list = list.map((x) => (x.id === u.id ? { ...x, ...patch } : x));
      return Response.json(list.find((x) => x.id === u.id));
    };
    byId[`DELETE /api/admin/sub-users/${u.id}`] = () => {
      list = list.filter((x) => x.id !== u.id);
      return new Response(null, { status: 204 });
    };
  }
  return stubApi({
    'GET /api/admin/session': { user: ADMIN },
    'GET /api/admin/sub-users': () => Response.json(list),
    'POST /api/admin/sub-users': (_: string, init: RequestInit | undefined) => {
      const { password: _pw, ...rest } = body(init);
      const created = subUser({ id: `user_${list.length + 10}`, ...(rest as Partial<SubUser>) });
      list = [created, ...list];
      return Response.json(created, { status: 201 });
    },
    'POST /api/admin/logout': new Response(null, { status: 204 }),
    'GET /api/products/recent/6': [],
    'GET /api/banners/active': [],
    ...byId,
    ...overrides,
  });
}

export const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);
