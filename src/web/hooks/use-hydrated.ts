import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True when this component was first rendered while hydrating the prerendered page, false when it was rendered in the
 * browser from the start; fixed for the mount. It never re-renders the component: React re-renders synchronously
 * every component whose useSyncExternalStore value differs after hydration, and a synchronous re-render of a parent
 * of a boundary still waiting for its code hydrates that boundary in one long task (docs/performance.md, "Main thread"). The store's browser
 * value is therefore the hydration value for components mounted while hydrating.
 */
export function useMountedWhileHydrating(): boolean {
  const mountedWhileHydrating = useRef<boolean | null>(null);
  const hydrated = useSyncExternalStore(
    subscribe,
    () => mountedWhileHydrating.current !== true,
    () => false,
  );
  if (mountedWhileHydrating.current === null) mountedWhileHydrating.current = !hydrated;
  return mountedWhileHydrating.current;
}

/**
 * False while rendering on the server and during hydration, true afterwards (no hydration mismatch). After hydration
 * the change is a transition, so React can yield while it re-renders (docs/performance.md, "Main thread").
 */
export function useHydrated(): boolean {
  const mountedWhileHydrating = useMountedWhileHydrating();
  const [hydrated, setHydrated] = useState(!mountedWhileHydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
