import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export const LEAVE_WARNING = 'You have unsaved changes. Leave this page and lose them?';

/**
 * While `dirty`, leaving asks first: a link or back/forward within the app through react-router's
 * blocker (a confirm dialog), a reload, a typed address or closing the tab through the browser's
 * own beforeunload prompt.
 */
export function useUnsavedChangesWarning(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
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
