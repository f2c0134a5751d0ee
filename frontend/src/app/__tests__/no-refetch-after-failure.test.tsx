import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '@/app/router';
import { siteSettingsKey } from '@/lib/query-keys';
import { stubApi, testQueryClient } from '@/testing/test-utils';

// "No retries": a request that failed is asked again only when the visitor asks (Try again)
// or goes to the page anew, never because a component mounted after the failure. Under load
// a route's loader request can fail before the page's component mounts; the component must
// then show the error rather than ask a second time. A category page's loader asks for the
// first page of its list (docs/search.md), the same way.

const failed = () => Response.json({ message: 'Internal server error' }, { status: 500 });
const ADMIN = { id: 'u_admin', name: 'Site Admin', username: 'admin', role: 'admin' };
const SUB_USER = { id: 'user_7', name: 'Deck Hand', username: 'deck_hand', role: 'sub_user' };

type FetchMock = ReturnType<typeof stubApi>;
const requests = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === 'GET').length;

/**
 * Starts the app's router at `path` (its loaders run at once), waits until every request the
 * loaders started has failed, and only then renders the page: the order a busy machine gives.
 */
async function renderAfterLoadersFailed(path: string, loaderRequests: number) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  await waitFor(() => {
    // The settings came with the page (testQueryClient).
    const queries = queryClient.getQueryCache().findAll({ predicate: (q) => q.queryKey[0] !== siteSettingsKey[0] });
    expect(queries).toHaveLength(loaderRequests);
    for (const query of queries) expect(query.state.status).toBe('error');
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Lets every pending effect, fetch and timer of the render run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('public routes: the loader asked once, the page does not ask again', () => {
  const routes = [
    { path: '/', apis: ['/api/products/recent/6', '/api/banners/active'], error: /the products could not be loaded/ },
    {
      path: '/category/marine-spares',
      apis: ['/api/products/search?category=marine-spares&limit=24&view=card'],
      error: /the products could not be loaded/,
    },
    { path: '/product/product_1', apis: ['/api/products/product_1'], error: /this product could not be loaded/ },
  ];

  for (const { path, apis, error } of routes) {
    it(`${path}: every failed request is made once; Try again asks once more`, async () => {
      const fetchMock = stubApi(Object.fromEntries(apis.map((api) => [`GET ${api}`, failed])));
      await renderAfterLoadersFailed(path, apis.length);
      expect(await screen.findByText(error)).toBeInTheDocument();
      await settle();
      for (const api of apis) expect(requests(fetchMock, api), api).toBe(1);

      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(requests(fetchMock, apis[0]!)).toBe(2));
    });
  }

  it('/contact loads no data', async () => {
    const fetchMock = stubApi({});
    await renderAfterLoadersFailed('/contact', 0);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('going to the page anew asks again (a new visit, not a retry)', async () => {
    const search = '/api/products/search?category=marine-spares&limit=24&view=card';
    const fetchMock = stubApi({ [`GET ${search}`]: failed });
    const router = await renderAfterLoadersFailed('/category/marine-spares', 1);
    expect(await screen.findByText(/the products could not be loaded/)).toBeInTheDocument();
    await act(() => router.navigate('/contact'));
    await act(() => router.navigate('/category/marine-spares'));
    await waitFor(() => expect(requests(fetchMock, search)).toBe(2));
    await settle();
    expect(requests(fetchMock, search)).toBe(2);
  });
});

describe('staff routes: a failed request is not made again when a screen mounts', () => {
  const screens = [
    { path: '/admin', user: ADMIN, api: '/api/products', error: /the products could not be loaded/ },
    { path: '/admin/banners', user: ADMIN, api: '/api/banners', error: /the banners could not be loaded/ },
    { path: '/admin/users', user: ADMIN, api: '/api/admin/sub-users', error: /the sub-users could not be loaded/ },
    { path: '/sub-user', user: SUB_USER, api: '/api/products', error: /the products could not be loaded/ },
  ];

  for (const { path, user, api, error } of screens) {
    it(`${path}: ${api} failed once; the screen mounted again does not ask; Try again does`, async () => {
      localStorage.setItem('adminAuthenticated', 'true');
      localStorage.setItem('adminUser', JSON.stringify(user));
      const fetchMock = stubApi({ 'GET /api/admin/session': { user }, [`GET ${api}`]: failed });
      const queryClient = testQueryClient();
      const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
      render(
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      expect(await screen.findByText(error)).toBeInTheDocument();
      await settle();
      expect(requests(fetchMock, api)).toBe(1);

      // The screen unmounts and mounts again (another staff screen, then back).
      await act(() => router.navigate('/admin/unknown'));
      await act(() => router.navigate(path));
      expect(await screen.findByText(error)).toBeInTheDocument();
      await settle();
      expect(requests(fetchMock, api)).toBe(1);
      expect(requests(fetchMock, '/api/admin/session')).toBe(1);

      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(requests(fetchMock, api)).toBe(2));
    });
  }

  it('a failed session check is not made again by the next staff screen', async () => {
    localStorage.setItem('adminAuthenticated', 'true');
    localStorage.setItem('adminUser', JSON.stringify(ADMIN));
    const fetchMock = stubApi({ 'GET /api/admin/session': failed, 'GET /api/products': [], 'GET /api/banners': [] });
    const queryClient = testQueryClient();
    const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: ['/admin'] });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
    await act(() => router.navigate('/admin/banners'));
    expect(await screen.findByText('No banners found.')).toBeInTheDocument();
    await settle();
    expect(requests(fetchMock, '/api/admin/session')).toBe(1);
  });
});
