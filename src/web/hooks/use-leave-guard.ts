import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export interface LeaveGuard {
  /** True while an in-app navigation waits for the user's answer. */
  asking: boolean;
  stay: () => void;
  leave: () => void;
}

/**
 * Asks before leaving while `when` is true: the browser's own prompt for reloads, closing the tab and
 * external links (beforeunload), and an in-app question for router navigations (useBlocker). Navigations
 * that only change the hash or search of the same page are not blocked.
 */
export function useLeaveGuard(when: boolean): LeaveGuard {
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari still need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  // The reason to ask can go away while the question is open (e.g. the letter was saved): let the navigation go.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  return {
    asking: blocker.state === 'blocked',
    stay: () => blocker.state === 'blocked' && blocker.reset(),
    leave: () => blocker.state === 'blocked' && blocker.proceed(),
  };
}
