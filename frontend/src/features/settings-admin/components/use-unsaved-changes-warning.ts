import { useContext, useEffect, useId } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  type BlockerFunction,
} from 'react-router';

export const LEAVE_WARNING = 'You have unsaved changes. Leave this page and lose them?';

/**
 * react-router's navigation blocker, registered with the router as its `useBlocker` does. Not
 * `useBlocker` itself: react-router is one module of the public pages' initial JavaScript, and
 * using the hook anywhere would put its code there (0.18 kB gzip over the 120 kB budget,
 * benchmarks/lighthouse/bundle-size.mjs); the router's blocker API is there anyway.
 */
function useRouterBlocker(shouldBlock: BlockerFunction) {
  const router = useContext(DataRouterContext)?.router;
  const blockers = useContext(DataRouterStateContext)?.blockers;
  const key = `unsaved-${useId()}`;
  useEffect(() => {
    router?.getBlocker(key, shouldBlock);
  }, [router, key, shouldBlock]);
  useEffect(() => () => router?.deleteBlocker(key), [router, key]);
  return blockers?.get(key);
}

/**
 * While `dirty`, leaving asks first: a link or back/forward within the app through the router's
 * blocker (a confirm dialog), a reload, a typed address or closing the tab through the browser's
 * own beforeunload prompt.
 */
export function useUnsavedChangesWarning(dirty: boolean) {
  const blocker = useRouterBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker?.state !== 'blocked') return;
    if (window.confirm(LEAVE_WARNING)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
