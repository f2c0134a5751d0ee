import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { installFetchBackedXhr } from '@/testing/fetch-backed-xhr';
import { renderApp, stubApi } from '@/testing/test-utils';
import type { Banner } from '@/types/api';

// Shared by the banner screen tests: an admin session, banners, a fake banner API and queries.
export const ADMIN = { id: 'u_admin', name: 'Site Admin', username: 'admin', role: 'admin' };

export function loginAsAdmin() {
  localStorage.setItem('adminAuthenticated', 'true');
  localStorage.setItem('adminUser', JSON.stringify(ADMIN));
}

export const makeBanner = (overrides: Partial<Banner> = {}): Banner => ({
  id: 'banner_1',
  title: 'Charter Season',
  description: 'Charter Season',
  buttonText: 'Learn More',
  buttonLink: '/category/vessel-chartering',
  backgroundColor: 'gradient-ocean',
  iconClass: 'fas fa-anchor',
  image: '/uploads/banners/one.png',
  isActive: true,
  displayOrder: 1,
  timestamp: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

export const charter = makeBanner();
export const spares = makeBanner({
  id: 'banner_2',
  title: 'Spares Sale',
  description: 'Spares Sale',
  buttonLink: '',
  image: '/uploads/banners/two.png',
  displayOrder: 2,
  isActive: false,
});
export const refit = makeBanner({
  id: 'banner_3',
  title: 'Refit Offers',
  description: 'Refit Offers',
  displayOrder: 3,
});

export type Init = RequestInit | undefined;
export const body = (init: Init) => JSON.parse(String(init?.body)) as Record<string, unknown>;

/** A fake banner API over an in-memory list (201/200/204 as the server answers). */
export function fakeBannerApi(initial: Banner[], overrides: Record<string, unknown> = {}) {
  installFetchBackedXhr(); // the upload (XMLHttpRequest) goes through the fetch stub too
  let list = [...initial];
  const byId: Record<string, unknown> = {};
  for (const b of initial) {
    byId[`PATCH /api/banners/${b.id}`] = (_: string, init: Init) => {
      list = list.map((x) => (x.id === b.id ? { ...x, ...body(init) } : x));
      return Response.json(list.find((x) => x.id === b.id));
    };
    byId[`DELETE /api/banners/${b.id}`] = () => {
      list = list.filter((x) => x.id !== b.id);
      return new Response(null, { status: 204 });
    };
  }
  return stubApi({
    'GET /api/admin/session': { user: ADMIN },
    'POST /api/admin/logout': new Response(null, { status: 204 }),
    'GET /api/banners': () => Response.json([...list].sort((a, b) => a.displayOrder - b.displayOrder)),
    'POST /api/banners': (_: string, init: Init) => {
      const created = makeBanner({ ...(body(init) as Partial<Banner>), timestamp: new Date().toISOString() });
      list = [...list, created];
      return Response.json(created, { status: 201 });
    },
    'POST /api/upload/banner': () => Response.json({ url: '/uploads/banners/new.png' }, { status: 201 }),
    ...byId,
    ...overrides,
  });
}

export const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);
export const sentBody = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string, n = 0) =>
  JSON.parse(String(calls(fetchMock, method, url)[n]![1]!.body)) as Record<string, unknown>;

export const png = (name: string, size = 3) => new File([new Uint8Array(size)], name, { type: 'image/png' });
export const notifications = () => within(screen.getByRole('region', { name: /Notifications/ }));
export const expectToast = async (title: string, description: string) => {
  expect(await notifications().findByText(description)).toBeInTheDocument();
  expect(notifications().getByText(title)).toBeInTheDocument();
};
export const bannerForm = () => screen.getByRole('form', { name: /Create New Banner|Edit Banner/ });
export const uploadInput = () => screen.getByLabelText(/(Upload|Replace) Banner Image/) as HTMLInputElement;
export const bannerList = () => screen.getByRole('list', { name: 'Banners' });

export async function openScreen() {
  renderApp('/admin/banners');
  expect(await screen.findByRole('heading', { name: 'Banner Administration', level: 1 })).toBeInTheDocument();
  return userEvent.setup();
}
