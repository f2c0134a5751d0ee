import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { StatusMessage } from '@/components/ui/status';
import { paths } from '@/config/paths';
import { arabicPage } from '@/i18n';
import { activeBannersQueryOptions } from '@/features/banners/api/get-active-banners';
import { recentProductsQueryOptions } from '@/features/catalogue/api/get-recent-products';
import { productQueryOptions } from '@/features/product/api/get-product';
import { findCategory } from '@/config/site';
import type * as ListQueriesModule from '@/features/catalogue/api/list-queries';
import { siteSettingsQueryOptions } from '@/lib/site-settings';
import { HomeRoute } from './routes/home';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

type ListQueries = typeof ListQueriesModule;

/**
 * Staff screens are code-split: visitors never download them. Each lazy chunk costs the public
 * pages' initial JavaScript its name and preload list, so every staff screen comes in one chunk
 * (routes/staff/staff-screens.tsx; the insights chart is a chunk of its own, loaded by that
 * screen only); `import().then(...)` is the shorter form of that code. Every path under
 * `paths.admin` and `paths.subUser` is a staff screen, and the chunk maps each to its
 * component, so a new screen costs this entry nothing but its path.
 */
const staffRoutes: RouteObject[] = [...Object.values(paths.admin), ...Object.values(paths.subUser)].map(({ path }) => ({
  path,
  lazy: () => import('./routes/staff/staff-screens').then((m) => ({ Component: m.staffScreens[path] })),
}));

/** Another page of a route (category to category), not another query or sort on the same one. */
const otherPage = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) => currentUrl.pathname !== nextUrl.pathname;

/**
 * Route loaders only start the page's API requests (into the query cache) and return at once:
 * a static loader runs in parallel with the route's lazy chunk, so the data no longer waits
 * for the code, and on the first load it starts before React renders. The pages still read
 * the cache with useQuery and show their own loading texts. The page server runs the same
 * loaders and waits for the queries they started before it renders (entry-server.tsx), so a
 * page's data is described once, here, for the browser and the server alike.
 */
const startQueries = (start: (args: LoaderFunctionArgs) => void) => ({
  loader: (args: LoaderFunctionArgs) => {
    start(args);
    return null;
  },
  // Another page of the same route (category to category) starts its own queries; a search or
  // sort change (?q=, ?sort=) does not.
  shouldRevalidate: otherPage,
});

/**
 * The list pages' loaders: like startQueries, with the search call's query (a module of the
 * list pages' chunks, not of the initial JavaScript). They wait for that code, which the route
 * waits for anyway, never for the data.
 */
const listQueries = (start: (queries: ListQueries, args: LoaderFunctionArgs) => void) => ({
  loader: (args: LoaderFunctionArgs) =>
    import('@/features/catalogue/api/list-queries').then((queries) => {
      start(queries, args);
      return null;
    }),
  shouldRevalidate: otherPage,
});

/** The public pages, under "/" in English and again under "/ar" in Arabic (the same paths after the prefix). */
const publicPages = (queryClient: QueryClient): RouteObject[] => [
  {
    index: true,
    element: <HomeRoute />,
    ...startQueries(() => {
      void queryClient.prefetchQuery(recentProductsQueryOptions());
      void queryClient.prefetchQuery(activeBannersQueryOptions());
    }),
  },
  // Home is in the entry chunk; the other public pages are small chunks of their own.
  {
    path: paths.category.path.slice(1),
    // The first page of the list the URL asks for (docs/search.md); an unknown category shows
    // its page without a request. Later searches, sorts and filters are the page's own.
    ...listQueries(({ categoryListQuery }, { params, request }) => {
      if (!findCategory(params.category)) return;
      void queryClient.prefetchInfiniteQuery(categoryListQuery(params.category!, new URL(request.url).searchParams));
    }),
    lazy: () => import('./routes/category').then((m) => ({ Component: m.CategoryRoute })),
  },
  {
    path: paths.product.path.slice(1),
    ...startQueries(({ params }) => {
      if (params.id) void queryClient.prefetchQuery(productQueryOptions(params.id));
    }),
    lazy: () => import('./routes/product').then((m) => ({ Component: m.ProductRoute })),
  },
  {
    path: paths.contact.path.slice(1),
    lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })),
  },
  {
    // The site-wide search (docs/search.md): the first page of results for the URL's ?q=.
    path: paths.search.path.slice(1),
    ...listQueries(({ siteSearchQuery }, { request }) => {
      const results = siteSearchQuery(new URL(request.url).searchParams);
      if (results) void queryClient.prefetchInfiniteQuery(results);
    }),
    lazy: () => import('./routes/search').then((m) => ({ Component: m.SearchRoute })),
  },
  {
    // The visitor's enquiry list (docs/enquiries.md): kept in the browser, so no request here.
    path: paths.enquiry.path.slice(1),
    lazy: () => import('./routes/enquiry').then((m) => ({ Component: m.EnquiryRoute })),
  },
  {
    // The customer's booking (docs/payments.md): its query comes with the route's own chunk,
    // so the entry carries neither.
    path: paths.booking.path.slice(1),
    loader: ({ params }: LoaderFunctionArgs) =>
      import('./routes/booking').then(({ bookingQueryOptions }) => {
        if (params.token) void queryClient.prefetchQuery(bookingQueryOptions(params.token));
        return null;
      }),
    shouldRevalidate: otherPage,
    lazy: () => import('./routes/booking').then((m) => ({ Component: m.BookingRoute })),
  },
  { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
];

export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    // The business's settings, which every page shows (lib/site-settings.ts): asked for once.
    loader: () => {
      void queryClient.prefetchQuery(siteSettingsQueryOptions());
      return null;
    },
    shouldRevalidate: () => false,
    errorElement: <RouteError />,
    // Only a page without the server's markup (the page server down, the static index.html)
    // shows it while the page's code arrives: a rendered page is hydrated with its lazy routes
    // resolved first (app/start.tsx).
    hydrateFallbackElement: (
      <StatusMessage loading className="min-h-dvh">
        Loading...
      </StatusMessage>
    ),
    children: [
      {
        element: <PublicLayout />,
        children: [
          ...publicPages(queryClient),
          // Arabic pages render once the Arabic catalogue is there (a lazy chunk, requested by
          // main.tsx already on a first load under /ar), and the visitor's second page once the
          // Arabic font is too, or a moment has passed (i18n/arabic.ts); the pages' own loaders
          // run alongside. Asked again for another page, not for another query on the same one.
          {
            path: 'ar',
            loader: arabicPage,
            shouldRevalidate: otherPage,
            children: publicPages(queryClient),
          },
        ],
      },
      ...staffRoutes,
    ],
  },
];

export const createRouter = (routes: RouteObject[], hydrationData?: HydrationState) =>
  createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);

/**
 * The requests for the code of the page at `location`, one per lazy route (its chunk, with its
 * preloads), which the router's first navigation would otherwise make inside the task that
 * creates it. Each, once loaded, becomes the route's own (as react-router does with a lazy
 * route's result), so a hydrating router finds the page's components there and renders what
 * the server rendered, with no loading screen in between; a failed load is left to the router.
 */
export function pageCode(routes: RouteObject[], location: Location = window.location): (() => Promise<void>)[] {
  return (matchRoutes(routes, location) ?? []).flatMap(({ route }) => {
    const { lazy } = route;
    if (typeof lazy !== 'function') return [];
    return [
      () =>
        lazy().then(
          (loaded) => void Object.assign(route, { ...loaded, lazy: undefined }),
          () => undefined,
        ),
    ];
  });
}

/**
 * The router's state as the server left it: every loader of the page's routes has run (their
 * data is in the query cache the page brought, lib/page-data.ts) and returned nothing, so the
 * hydrating router runs none and renders the page rather than its loading screen. The ids are
 * react-router's own (the route's place in the tree: "0-0-1"), which it gives routes without one.
 */
export function hydrationData(routes: RouteObject[], location: Location = window.location): HydrationState {
  const ids = new Map<RouteObject, string>();
  const number = (list: RouteObject[], parent: string[]) =>
    list.forEach((route, i) => {
      const path = [...parent, String(i)];
      ids.set(route, route.id ?? path.join('-'));
      if (route.children) number(route.children, path);
    });
  number(routes, []);
  const loaderData: Record<string, null> = {};
  for (const { route } of matchRoutes(routes, location) ?? []) {
    const id = ids.get(route);
    if (id && route.loader) loaderData[id] = null;
  }
  return { loaderData };
}
