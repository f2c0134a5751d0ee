/**
 * The visitor's pages, as the public layout draws them, and a change kept for the next one (the
 * Arabic font, arabic-font.ts): apart from lang.ts, which loads the Arabic chunk that needs it,
 * so that chunk never imports back into the module that loads it.
 */
let pending: (() => void) | undefined;
let pagesDrawn = 0;

/** Runs `change` when the visitor next changes page (pageDrawn), once. */
export function atNextPage(change: () => void) {
  pending = change;
}

/** No page drawn yet: the one being loaded is the visitor's first (arabic.ts). */
export const isFirstPage = () => pagesDrawn === 0;

/**
 * The public layout's word that a page is being drawn: after the first, the change waiting, if
 * any, is made, in the commit that shows the new page.
 */
export function pageDrawn() {
  pagesDrawn += 1;
  if (pagesDrawn === 1) return;
  const change = pending;
  pending = undefined;
  change?.();
}
