import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createRoutes } from '@/app/router';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { siteSettingsKey } from '@/lib/query-keys';
import { DEFAULT_SETTINGS } from '@/config/site';
import type { Product, SiteSettings } from '@/types/api';

/** Renders the whole app (real routes, real query client) at `path`. */
export function renderApp(path: string) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs global fetch with a handler keyed by "METHOD path" (or path without its query); unknown calls answer 404. */
export function stubApi(handlers: Record<string, Handler | Response | unknown>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    // A handler for a path without its query answers every query of it (the search call).
    const exact = `${init?.method ?? 'GET'} ${url}`;
    const key = exact in handlers ? exact : exact.split('?')[0]!;
    if (!(key in handlers)) return Response.json({ message: 'Not found' }, { status: 404 });
    const h = handlers[key];
    if (typeof h === 'function') return (h as Handler)(url, init);
    if (h instanceof Response) return h.clone();
    return Response.json(h);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * A stub answer that waits for `answer()`. Route loaders start a page's requests early, so a
 * test that wants to see the loading text holds the answer back until it has.
 */
export function heldBack(body: unknown) {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  return { handler: () => answered.then(() => Response.json(body)), answer };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'product_1700000000000',
    name: 'Stainless Anchor 20kg',
    category: 'marine-spares',
    description: 'Marine grade stainless steel anchor.',
    price: '1250.00',
    image: '/uploads/demo/anchor.jpg',
    images: [],
    inStock: true,
    isVisible: true,
    showContactForPricing: false,
    timestamp: '2023-11-15T01:24:21.468Z',
    ...overrides,
  };
}

let pageSettings: SiteSettings | null = DEFAULT_SETTINGS;

/**
 * The settings the page brings, as the page server sends them with every public page (in the
 * page's data, lib/page-data.ts); `null`: none (the static index.html of the fallback, which
 * asks GET /api/settings). Every test starts with the placeholders (setup-tests.ts).
 */
export function embedSettings(settings: Partial<SiteSettings> | null = {}) {
  pageSettings = settings === null ? null : { ...DEFAULT_SETTINGS, ...settings };
}

/** The app's query client as a page's data leaves it: with the settings of `embedSettings`. */
export function testQueryClient() {
  const client = createQueryClient();
  if (pageSettings) client.setQueryData(siteSettingsKey, pageSettings);
  return client;
}
