import { useLayoutEffect } from 'react';

/**
 * The first screen a public page's HTML carries (docs/architecture.md, "First paint"): the
 * header and the page's top, written by the API with this app's classes, so that a phone
 * shows the page before this app's JavaScript has arrived. It sits before the app's root,
 * outside React's reach; the public layout removes it in the commit that shows the app's own
 * page (a layout effect, before the browser paints), so the two are never seen together. A
 * page whose content is still on its way (a large category's products) keeps it until then.
 */
const ID = 'first-screen';
let held = false;

export const hasFirstScreen = () => document.getElementById(ID) !== null;

export function removeFirstScreen() {
  document.getElementById(ID)?.remove();
}

/** For the public layout: its first commit removes the first screen unless a page holds it. */
export function useFirstScreenGivesWay() {
  useLayoutEffect(() => {
    if (!held) removeFirstScreen();
  }, []);
}

/**
 * For a page: the first screen stays until `ready` (the page's layout effects run before the
 * layout's), so a visitor sees its cards rather than a loading text in between. The app's
 * root is hidden meanwhile: laid out below the first screen and then moved up, its page
 * would count as a layout shift; hidden, it is laid out once, where it stays.
 */
export function useFirstScreenUntil(ready: boolean) {
  useLayoutEffect(() => {
    held = !ready && hasFirstScreen();
    const root = document.getElementById('root');
    if (root) root.hidden = held;
    if (ready) removeFirstScreen();
  }, [ready]);
}
