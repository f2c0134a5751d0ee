/**
 * The page server's rendering of a public page (docs/first-paint.md): the whole document,
 * from the app's own routes. It runs the page's route loaders (the browser's, app/router.tsx)
 * against the API, waits for the queries they started, renders the routes with react-dom's
 * prerender (the head's tags from components/seo/page-head.tsx included), and writes them into
 * the built index.html with the query cache as the page's data (lib/page-data.ts), which the
 * browser hydrates (app/start.tsx). Built by `vite build --ssr` into dist-server/.
 */
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { DocumentFactsContext, OriginContext, type DocumentFacts } from '@/components/seo/document-facts';
import { CATEGORIES } from '@/config/site';
import { paths } from '@/config/paths';
import { listDependsOnQuery } from '@/features/catalogue/api/list-queries';
import { langOfPath, loadArabic, localizePath, messagesIn } from '@/i18n/lang';
import head from 'virtual:en/head';
import { pageClockKey, type PageClock } from '@/lib/desk-clock';
import { pageDataText } from '@/lib/page-data';
import { createQueryClient } from '@/lib/query-client';
import { documentOf } from './document-template';

export type DocumentInput = {
  /** The path and query the visitor asked for: "/ar/category/marine-spares?q=pump". */
  url: string;
  /** The built dist/index.html. */
  template: string;
  /** The public origin, without a trailing slash: "https://www.example.ae". */
  origin: string;
  /** Ends the wait for the page's data (the page server's deadline). */
  signal?: AbortSignal;
  /** The desks' clock shift (NOW_OFFSET_SECONDS, in ms; docs/desks.md, "The clock"): 0 unless set. */
  nowOffsetMs?: number;
};

export type DocumentResult =
  | {
      status: number;
      html: string;
      /** The path the page cache may keep this rendering under; null: not to be kept. */
      cacheKey: string | null;
    }
  | { redirect: string; status: number };

/** The staff area and its login: rendered in the browser, from the template as it is. */
const STAFF = /^\/(?:admin|sub-user)(?:\/|$)/;

/** A booking page, in either language, however its letters are cased. */
const BOOKING = /^(?:\/ar)?\/booking(?:\/|$)/i;

/**
 * Resolves once no query of `client` is fetching, or when `signal` aborts: then the queries
 * still on their way are cancelled (the page shows their loading state, and the browser asks).
 */
function settled(client: QueryClient, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const finish = () => {
      unsubscribe();
      signal?.removeEventListener('abort', abort);
      resolve();
    };
    const abort = () => void client.cancelQueries().finally(finish);
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) finish();
    });
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    if (client.isFetching() === 0) finish();
  });
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

/** The whole page at `input.url`: its status, HTML and page-cache key, or the router's redirect. */
export async function renderDocument({
  url,
  template,
  origin,
  signal,
  nowOffsetMs = 0,
}: DocumentInput): Promise<DocumentResult> {
  // On the public origin whatever the path says ("//host/x" is a path here, not another host).
  const href = new URL(`${origin}${url.startsWith('/') ? '' : '/'}${url}`);
  const { pathname, searchParams } = href;
  if (STAFF.test(pathname)) return { status: 200, html: template, cacheKey: null };
  const lang = langOfPath(pathname);
  if (lang === 'ar') await loadArabic(pathname);

  const queryClient = createQueryClient();
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(href, signal ? { signal } : {}));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location) return { redirect: location, status: context.status };
    return { status: context.status, html: template, cacheKey: null };
  }
  await settled(queryClient, signal);
  // What the loaders asked for, before the render adds the queries components start later.
  const complete = queryClient
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status === 'success');

  // The time the desks' hours are read at, sent with the page so that hydration reads the same.
  const clock: PageClock = { renderedAt: Date.now() + nowOffsetMs, offsetMs: nowOffsetMs };
  queryClient.setQueryData(pageClockKey, clock);

  const facts: DocumentFacts = { status: 200, canonicalPath: null };
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = await toHtml(
    <StrictMode>
      <DocumentFactsContext value={facts}>
        <OriginContext value={origin}>
          <AppProvider queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </OriginContext>
      </DocumentFactsContext>
    </StrictMode>,
  );
  const status = context.statusCode !== 200 ? context.statusCode : facts.status;
  const html = documentOf(template, {
    lang,
    markup,
    pageData: pageDataText(queryClient),
    noscript: messagesIn(lang, 'head', head).noscript,
  });
  queryClient.clear();
  const kept =
    status === 200 &&
    complete &&
    !pathname.startsWith(localizePath(paths.search.path, lang)) &&
    // A customer's booking (docs/payments.md): their payments and what is due, behind a token.
    // Its canonical path is checked too: the router matches "/Booking/…" as well.
    !BOOKING.test(pathname) &&
    !BOOKING.test(facts.canonicalPath ?? '') &&
    !(/\/category\//.test(pathname) && listDependsOnQuery(searchParams));
  return { status, html, cacheKey: kept ? facts.canonicalPath : null };
}

/**
 * A page of each kind, in each language, for the page server to render once before it listens
 * (the first render of a route loads and compiles its code); an unknown product is a 404.
 */
export const warmUpUrls: readonly string[] = [
  paths.home.getHref(),
  paths.category.getHref(CATEGORIES[0]!.slug),
  paths.product.getHref('warm-up'),
  paths.contact.getHref(),
  paths.search.getHref(),
  paths.enquiry.getHref(),
].flatMap((path) => [path, localizePath(path, 'ar')]);
