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

/** The public origin ("https://www.example.ae"), given by the page server; the browser's own otherwise. */
export const OriginContext = createContext<string | null>(null);

export function useOrigin(): string {
  const origin = useContext(OriginContext);
  if (origin !== null) return origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
