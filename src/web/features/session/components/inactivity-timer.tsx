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
import { WithQueryClient } from '../../../lib/query-provider.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSessionPolicy } from '../api/get-session-policy.ts';

const WARNING_TOAST_ID = 'session-warning';

interface Props {
  signOut: () => Promise<void>;
  refreshSession: () => Promise<boolean>;
}

/** The signed-in part of SessionMonitor, loaded with the first sign-in: reads the policy, then runs the timer. */
export function SignedInMonitor(props: Props) {
  return (
    <WithQueryClient>
      <PolicyTimer {...props} />
    </WithQueryClient>
  );
}

function PolicyTimer(props: Props) {
  const { data: policy } = useSessionPolicy(true);
  return policy ? <InactivityTimer policy={policy} {...props} /> : null;
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
