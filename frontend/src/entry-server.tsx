/**
 * The server's rendering of a public page (docs/first-paint.md): the app's own
 * route components, with the page's embedded API answers and the site settings in the query
 * cache, rendered to HTML by react-dom/server for the page's `#root`; the browser then hydrates
 * that markup (app/start.tsx). Built by `vite build --ssr` into dist-server/ and run by
 * server/render-server.mjs, which the API asks on a miss of its page cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { langOfPath, loadArabic } from '@/i18n/lang';
import { seedAnswers } from '@/lib/page-data';
import { createQueryClient } from '@/lib/query-client';
import { siteSettingsKey } from '@/lib/query-keys';
import { toSiteSettings } from '@/lib/site-settings';

export type RenderInput = {
  /** The page's path and query, e.g. "/ar/category/marine-spares?q=pump". */
  url: string;
  /** API path → its JSON answer, as the page HTML embeds them (`#page-data`). */
  data?: Record<string, unknown>;
  /** The site settings, as the page HTML embeds them (`#site-settings`). */
  settings?: unknown;
};

/**
 * The routes without their loaders: on the server a loader would start a request (the data the
 * page has is in the cache already, and a page without it shows its loading state, as the
 * browser's first render does before its own request). The client's router, hydrating, is told
 * the loaders have run (app/start.tsx), so neither side runs them for the first render.
 */
function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map(
    ({ loader: _loader, shouldRevalidate: _revalidate, children, ...route }) =>
      (children ? { ...route, children: withoutLoaders(children) } : route) as RouteObject,
  );
}

/**
 * The HTML once everything (the lazy footer, the lazy sections) has rendered, each part in
 * place: React writes a Suspense boundary beyond `progressiveChunkSize` bytes apart, after the
 * rest, with an inline script that moves it in, which the page's Content-Security-Policy
 * (`script-src 'self'`) refuses; without a limit every part stands where it belongs.
 */
async function toHtml(element: React.ReactNode): Promise<string> {
  // A component's error: the client renders that part itself.
  const { prelude } = await prerender(element, { onError: () => undefined, progressiveChunkSize: Infinity });
  return new Response(prelude).text();
}

/** The markup of `#root` for the page at `url`; undefined when the app would redirect. */
export async function render({ url, data, settings }: RenderInput): Promise<string | undefined> {
  const { pathname } = new URL(url, 'http://page');
  if (langOfPath(pathname) === 'ar') await loadArabic(pathname);
  const queryClient: QueryClient = createQueryClient();
  seedAnswers(queryClient, data ?? {});
  const site = toSiteSettings(settings);
  if (site) queryClient.setQueryData(siteSettingsKey, site);

  const handler = createStaticHandler(withoutLoaders(createRoutes(queryClient)));
  const context = await handler.query(new Request(new URL(url, 'http://page')));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await toHtml(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  queryClient.clear();
  // React writes a page's <title> (and any <meta>/<link> it renders) first, to be hoisted into
  // <head>; the API's page HTML has the page's title there already, and in <body> it would
  // be invalid HTML. The client's hydration skips such elements, so nothing is missed.
  return html.replace(/^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/, '');
}
