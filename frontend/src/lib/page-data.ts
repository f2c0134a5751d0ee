/**
 * The page's data (docs/first-paint.md): the page server runs the page's route loaders, which
 * fill the query cache, and sends the cache with the page as non-executable JSON,
 * `<script type="application/json" id="page-data">` (TanStack Query's dehydrated state); the
 * app hydrates its query client from it before its first render, so that render is the
 * server's and no request is made again. Client-side navigation fetches as ever.
 */
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { siteSettingsKey } from './query-keys';
import { scriptSafeJson } from './script-json';

/** A failed read, as JSON can carry it: an ApiError's status and body (a 404 shows the not-found view). */
type SentError = { apiError: { status: number; body: string } } | { message: string };

/**
 * Whether the browser takes a query over as the server left it: settled (a pending one, cut
 * short by the page's deadline, is asked again), and, when failed, shown failed by the page.
 * The settings' failure is not shown (the placeholders stand in, on both sides), so the browser
 * asks for them again rather than keep the placeholders for the whole visit.
 */
const sent = ({ queryKey, state }: Query) =>
  state.status === 'success' || (state.status === 'error' && queryKey[0] !== siteSettingsKey[0]);

/** The queries of `client` the browser takes over, with each failure as JSON can carry it. */
export function pageData(client: QueryClient): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: sent });
  for (const query of state.queries) {
    const { error } = query.state;
    if (error == null) continue;
    const sent: SentError =
      error instanceof ApiError
        ? { apiError: { status: error.status, body: error.body } }
        : { message: error instanceof Error ? error.message : String(error) };
    (query.state as { error: unknown }).error = sent;
  }
  return state;
}

/** The page data as the text of its `<script>`: '<' escaped, so no text in it can end the element. */
export const pageDataText = (client: QueryClient): string => scriptSafeJson(pageData(client));

function revived(error: unknown): Error {
  const sent = error as Partial<{ apiError: { status: number; body: string }; message: string }> | null;
  if (sent?.apiError) return new ApiError(sent.apiError.status, '', sent.apiError.body);
  return new Error(sent?.message ?? 'The page could not read this');
}

/** Fills `client` with the page's data; a page without it (or with malformed data) fetches instead. */
export function hydratePageData(client: QueryClient, doc: Document = document) {
  const text = doc.getElementById('page-data')?.textContent;
  if (!text) return;
  try {
    const state = JSON.parse(text) as DehydratedState;
    for (const query of state.queries) {
      if (query.state.error != null) (query.state as { error: unknown }).error = revived(query.state.error);
    }
    hydrate(client, state);
  } catch {
    // A page whose data cannot be read fetches it instead.
  }
}
