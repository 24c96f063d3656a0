import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerAuthNavigation, useAuth } from '../../../lib/auth.tsx';

// Loaded with the first sign-in, so visitors' first JavaScript does without it and TanStack Query (docs/performance.md, "First JavaScript").
const SignedInMonitor = lazy(() => import('./inactivity-timer.tsx').then((module) => ({ default: module.SignedInMonitor })));

/**
 * Inactivity timeout (#domain/account/session-policy.ts, ADR 0005): activity (mouse down/move, key press, scroll,
 * touch start, click) resets the timer and, at most once per `touchSeconds`, slides the server session; every
 * `checkSeconds` the remaining time is checked: 5 minutes or less shows the 'Extend Session' toast, none left signs
 * the user out.
 */
export function SessionMonitor() {
  const navigate = useNavigate();
  const { user, signOut, refreshSession } = useAuth();

  useEffect(() => {
    registerAuthNavigation((to, options) => navigate(to, options));
    return () => registerAuthNavigation(null);
  }, [navigate]);

  if (user === null) return null;
  return (
    <Suspense fallback={null}>
      <SignedInMonitor signOut={signOut} refreshSession={refreshSession} />
    </Suspense>
  );
}
