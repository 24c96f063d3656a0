import { AUTH_MESSAGES } from '#domain/auth/auth-messages.ts';
import {
  ACTIVITY_EVENTS,
  inactivityState,
  SESSION_MESSAGES,
  SESSION_WARNING_TOAST_MS,
  type SessionPolicy,
  sessionWarningBody,
} from '#domain/account/session-policy.ts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { registerAuthNavigation, useAuth } from '../../../lib/auth.tsx';
import { useSessionPolicy } from '../api/get-session-policy.ts';

const WARNING_TOAST_ID = 'session-warning';

/**
 * Inactivity timeout (#domain/account/session-policy.ts, ADR 0005): activity (mouse down/move, key press, scroll,
 * touch start, click) resets the timer and, at most once per `touchSeconds`, slides the server session; every
 * `checkSeconds` the remaining time is checked: 5 minutes or less shows the 'Extend Session' toast, none left signs
 * the user out.
 */
export function SessionMonitor() {
  const navigate = useNavigate();
  const { user, signOut, refreshSession } = useAuth();
  const { data: policy } = useSessionPolicy(user !== null);

  useEffect(() => {
    registerAuthNavigation((to, options) => navigate(to, options));
    return () => registerAuthNavigation(null);
  }, [navigate]);

  const signedIn = user !== null;
  if (!signedIn || !policy) return null;
  return <InactivityTimer policy={policy} signOut={signOut} refreshSession={refreshSession} />;
}

function InactivityTimer({
  policy,
  signOut,
  refreshSession,
}: {
  policy: SessionPolicy;
  signOut: () => Promise<void>;
  refreshSession: () => Promise<boolean>;
}) {
  const lastActivity = useRef(Date.now());
  const lastTouch = useRef(Date.now());
  const warned = useRef(false);
  const ended = useRef(false);

  useEffect(() => {
    const extend = () => {
      lastActivity.current = Date.now();
      lastTouch.current = Date.now();
      warned.current = false;
      void refreshSession().then((alive) => {
        if (alive) toast.success(SESSION_MESSAGES.extended);
      });
    };

    let pointer = { x: -1, y: -1 };
    const onActivity = (event: Event) => {
      if (event.type === 'mousemove') {
        // Browsers send mousemove when the page changes under a resting pointer (a toast appearing): not activity.
        const { screenX, screenY } = event as MouseEvent;
        if (screenX === pointer.x && screenY === pointer.y) return;
        pointer = { x: screenX, y: screenY };
      }
      const now = Date.now();
      lastActivity.current = now;
      if (warned.current) {
        warned.current = false;
        toast.dismiss(WARNING_TOAST_ID);
      }
      if (now - lastTouch.current >= policy.touchSeconds * 1000) {
        lastTouch.current = now;
        void refreshSession();
      }
    };

    const check = () => {
      if (ended.current) return;
      const state = inactivityState(Date.now(), lastActivity.current, policy);
      if (state.kind === 'expired') {
        ended.current = true;
        toast.dismiss(WARNING_TOAST_ID);
        void signOut().then(() => toast.error(AUTH_MESSAGES.sessionExpiredInactivity));
      } else if (state.kind === 'warning' && !warned.current) {
        warned.current = true;
        toast.warning(SESSION_MESSAGES.warningTitle, {
          id: WARNING_TOAST_ID,
          description: sessionWarningBody(state.remainingSeconds),
          duration: SESSION_WARNING_TOAST_MS,
          action: { label: SESSION_MESSAGES.extendAction, onClick: extend },
        });
      }
    };

    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    const timer = window.setInterval(check, policy.checkSeconds * 1000);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.clearInterval(timer);
    };
  }, [policy, signOut, refreshSession]);

  return null;
}
