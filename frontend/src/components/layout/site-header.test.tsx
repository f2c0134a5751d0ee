import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { testQueryClient } from '@/testing/test-utils';
import { SiteHeader } from './site-header';

/**
 * Taps the menu button in the commit that first shows the header, before that commit's effects
 * run: as a tap does that lands between the hydration of the page and its effects (the app's
 * effects run in a task of their own after a hydration, docs/first-paint.md).
 */
function TapMenuAtOnce() {
  useLayoutEffect(() => screen.getByRole('button', { name: 'Open menu' }).click(), []);
  return null;
}

function renderHeader(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SiteHeader />
            <TapMenuAtOnce />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

test('a menu opened before the first effects have run stays open, and a new page closes it', async () => {
  const router = renderHeader('/');
  expect(await screen.findByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('navigation', { name: 'Main mobile' })).toBeVisible();
  await act(() => router.navigate('/contact'));
  expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});
