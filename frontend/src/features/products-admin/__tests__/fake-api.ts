import { vi } from 'vitest';
import { makeProduct, stubApi } from '@/testing/test-utils';
import type { Product } from '@/types/api';
import { installFetchBackedXhr } from '@/testing/fetch-backed-xhr';

export const ADMIN = { id: 'u_admin', name: 'Site Admin', username: 'admin', role: 'admin' };
export const SUB_USER = { id: 'user_7', name: 'Deck Hand', username: 'deck_hand', role: 'sub_user' };

export function loginAs(user: typeof ADMIN | typeof SUB_USER) {
  localStorage.setItem('adminAuthenticated', 'true');
  localStorage.setItem('adminUser', JSON.stringify(user));
}

export const anchor = makeProduct({
  id: 'product_1',
  name: 'Stainless Anchor 20kg',
  image: '/uploads/a-main.png',
  images: ['/uploads/a-2.png', '/uploads/a-3.png'],
});
export const tug = makeProduct({
  id: 'product_2',
  name: 'Harbour Tug Charter',
  category: 'vessel-chartering',
  price: '0.00',
  showContactForPricing: true,
  isVisible: false,
  inStock: false,
  image: '/uploads/tug.png',
});
export const pump = makeProduct({
  id: 'product_3',
  name: 'Raw Water Pump',
  price: '4650.50',
  image: '/uploads/pump.png',
});

type Init = RequestInit | undefined;
const body = (init: Init) => JSON.parse(String(init?.body)) as Record<string, unknown>;

/**
 * A fake product API over an in-memory list (as the server behaves: 201/200/204, the
 * staff list with hidden products). `overrides` replace single routes.
 */
export function fakeProductApi(
  initial: Product[],
  { user = ADMIN, overrides = {} }: { user?: typeof ADMIN | typeof SUB_USER; overrides?: Record<string, unknown> } = {},
) {
  installFetchBackedXhr(); // the uploads (XMLHttpRequest) go through the fetch stub too
  let list = [...initial];
  let uploads = 0;
  const byId: Record<string, unknown> = {};
  for (const p of initial) {
    const path = `/api/products/${p.id}`;
    byId[`GET ${path}`] = () => {
      const found = list.find((x) => x.id === p.id);
      return found ? Response.json(found) : Response.json({ message: 'Product not found' }, { status: 404 });
    };
    byId[`PATCH ${path}`] = (_: string, init: Init) => {
      list = list.map((x) => (x.id === p.id ? { ...x, ...body(init) } : x));
      return Response.json(list.find((x) => x.id === p.id));
    };
    byId[`DELETE ${path}`] = () => {
      list = list.filter((x) => x.id !== p.id);
      return new Response(null, { status: 204 });
    };
  }
  return stubApi({
    'GET /api/admin/session': { user },
    'POST /api/admin/logout': new Response(null, { status: 204 }),
    'GET /api/products': () => Response.json(list),
    'POST /api/products': (_: string, init: Init) => {
      const created = makeProduct({ ...(body(init) as Partial<Product>), timestamp: new Date().toISOString() });
      list = [created, ...list];
      return Response.json(created, { status: 201 });
    },
    'POST /api/upload': (_: string, init: Init) => {
      const files = (init?.body as FormData).getAll('images');
      return Response.json({ urls: files.map(() => `/uploads/up-${++uploads}.png`) }, { status: 201 });
    },
    'GET /api/products/recent/6': () => Response.json(list.slice(0, 6)),
    'GET /api/banners/active': [],
    ...byId,
    ...overrides,
  });
}

export const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);

export const sentBody = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string, n = 0) =>
  JSON.parse(String(calls(fetchMock, method, url)[n]![1]!.body)) as Record<string, unknown>;

export const png = (name: string) => new File(['png'], name, { type: 'image/png' });

export { vi };
