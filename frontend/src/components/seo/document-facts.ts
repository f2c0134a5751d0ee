/**
 * What the page server learns from rendering a page (docs/first-paint.md): its status and the
 * canonical path it may be kept under, told by the page's head as it renders, so that the
 * route that draws a page also says whether it exists. The browser has no such object.
 */
import { createContext, useContext } from 'react';

export type DocumentFacts = {
  /** 200, or 404 when the page drew a not-found view. */
  status: number;
  /** The page's canonical path ("/ar/product/p1"); null for a not-found view. */
  canonicalPath: string | null;
};

export const DocumentFactsContext = createContext<DocumentFacts | null>(null);

/** The public origin ("https://www.example.ae"), which the page server is given. */
export const OriginContext = createContext<string | null>(null);

let pageOrigin: string | undefined;

/**
 * In the browser, the origin the page server wrote (its `og:url`, read once, before React
 * changes the head): a page opened at another address (a local run's 127.0.0.1) then hydrates
 * into the same tags, not a second canonical link; a page without it (the static index.html)
 * has the browser's own.
 */
function browserOrigin(): string {
  if (pageOrigin === undefined) {
    const written = document.querySelector('meta[property="og:url"]')?.getAttribute('content');
    try {
      pageOrigin = written ? new URL(written).origin : window.location.origin;
    } catch {
      pageOrigin = window.location.origin;
    }
  }
  return pageOrigin;
}

export function useOrigin(): string {
  const origin = useContext(OriginContext);
  if (origin !== null) return origin;
  return typeof window === 'undefined' ? '' : browserOrigin();
}
