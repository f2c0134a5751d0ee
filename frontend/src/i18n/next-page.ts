/**
 * A change kept for the visitor's next change of page (the Arabic font, arabic-font.ts): apart
 * from lang.ts, which loads the Arabic chunk that needs it, so that chunk never imports back
 * into the module that loads it.
 */
let pending: (() => void) | undefined;

/** Runs `change` when the visitor next changes page (pageChanged), once. */
export function atNextPage(change: () => void) {
  pending = change;
}

/** The public layout's word that another page is being drawn: the change waiting, if any, is made. */
export function pageChanged() {
  const change = pending;
  pending = undefined;
  change?.();
}
