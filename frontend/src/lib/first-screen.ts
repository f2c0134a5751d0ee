/**
 * The first screen a public page's HTML carries (docs/architecture.md, "First paint"): the
 * header and the page's top, written by the API with this app's classes, so that a phone
 * shows the page before this app's JavaScript has arrived. It sits before the app's root,
 * outside React's reach; the public layout removes it in the commit that shows the app's own
 * page (a layout effect, before the browser paints), so the two are never seen together.
 */
const ID = 'first-screen';

export const hasFirstScreen = () => document.getElementById(ID) !== null;

export function removeFirstScreen() {
  document.getElementById(ID)?.remove();
}
