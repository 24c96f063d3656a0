import { pagePath } from '#domain/routes.ts';
import { SESSION_POLL_SECONDS } from '#domain/account/session-policy.ts';
import { createContext, startTransition, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { SignInResult, SignUpInput, SignUpResult } from './account-api.ts';
import { type AuthSession, type AuthUser, fetchSession, signOutRequest } from './auth-api.ts';
import { existingQueryClient } from './query-client.ts';

export type { SignInResult, SignUpInput, SignUpResult } from './account-api.ts';
export type { AuthSession, AuthUser } from './auth-api.ts';

/** The session events the auth state reports. */
export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'PASSWORD_RECOVERY' | 'USER_UPDATED';

export interface AuthState {
  /** Non-null only when both the user and the session exist. */
  user: AuthUser | null;
  session: AuthSession | null;
  loading: boolean;
  isAuthenticated: boolean;
  lastEvent: AuthEvent | null;
  /** True after this tab's own sign-out until the next sign-in: signed-in pages then go to '/', not to /auth. */
  signedOutHere: boolean;
  signIn: (email: string, password: string) => Promise<SignInResult>;
  signUp: (input: SignUpInput) => Promise<SignUpResult>;
  /** Clears lease_data and session storage, ends the server session, goes to '/' (even when the server call fails). */
  signOut: () => Promise<void>;
  /** Slides the server session (activity); false when the session is gone. */
  refreshSession: () => Promise<boolean>;
  /** After a profile change: the new name shows at once. */
  updateUser: (changes: Partial<Pick<AuthUser, 'fullName'>>) => void;
}

export const LEASE_DATA_KEY = 'lease_data';

type SessionData = Awaited<ReturnType<typeof fetchSession>>;
interface SessionState {
  pending: boolean;
  data: SessionData;
}

/**
 * The session as the browser knows it: a small store rather than a TanStack query, so the landing page's first
 * JavaScript does without TanStack Query (docs/performance.md, "First JavaScript"). Read once on start (that read counts as activity and slides the
 * session; one retry after 1 s), then, while signed in, polled read-only every SESSION_POLL_SECONDS (a failed poll
 * keeps what is known).
 */
const PENDING: SessionState = { pending: true, data: null };
let sessionState = PENDING;
const listeners = new Set<() => void>();
let pollTimer: ReturnType<typeof setTimeout> | undefined;
let started = false;

function setSession(data: SessionData): void {
  sessionState = { pending: false, data };
  for (const notify of listeners) notify();
  clearTimeout(pollTimer);
  if (data) pollTimer = setTimeout(() => void readSession(false), SESSION_POLL_SECONDS * 1000);
}

async function readSession(refresh: boolean): Promise<void> {
  let data: SessionData;
  try {
    data = await fetchSession(refresh).catch(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return fetchSession(refresh);
    });
  } catch {
    // As a failed query: the first read ends signed out, a failed poll keeps the session it had.
    setSession(sessionState.pending ? null : sessionState.data);
    return;
  }
  setSession(data);
}

/**
 * The store's state in React. Prerendered pages and their hydration render the visitor's state (ADR 0006); later
 * changes arrive as transitions, so a part of the page still waiting for its code to hydrate (docs/performance.md, "Main thread") is hydrated
 * first instead of being replaced.
 */
function useSessionState(): SessionState {
  const [state, setState] = useState(PENDING);
  useEffect(() => {
    const update = () => startTransition(() => setState(sessionState));
    listeners.add(update);
    update();
    return () => {
      listeners.delete(update);
    };
  }, []);
  return state;
}

/** Sign-out: clear lease_data, the last letter's handoff to the reply page and session storage (the server session is ended separately). */
async function clearLocalSessionData(): Promise<void> {
  try {
    localStorage.removeItem(LEASE_DATA_KEY);
    sessionStorage.clear();
    // Loaded on sign-out only: the landing page's first JavaScript stays within its budget.
    (await import('./letter-handoff.ts')).clearLetterHandoff();
  } catch {
    // Storage can be unavailable (private mode); sign-out continues.
  }
}

type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;
let navigateInApp: Navigate | null = null;

/** The router registers its navigate function so sign-out can change page without a reload (toasts survive). */
export function registerAuthNavigation(navigate: Navigate | null): void {
  navigateInApp = navigate;
}

async function goTo(path: string): Promise<void> {
  if (navigateInApp) await navigateInApp(path);
  else window.location.assign(path);
}

const signedOut: Omit<AuthState, 'loading' | 'lastEvent' | 'signedOutHere'> = {
  user: null,
  session: null,
  isAuthenticated: false,
  signIn: async () => ({ ok: false, error: 'Not ready', blocked: null }),
  signUp: async () => ({ success: false, error: 'Not ready', user: null, needsEmailVerification: false }),
  signOut: clearLocalSessionData,
  refreshSession: async () => false,
  updateUser: () => {},
};

const AuthContext = createContext<AuthState>({ ...signedOut, loading: false, lastEvent: null, signedOutHere: false });

export function AuthProvider({ children }: { children: ReactNode }) {
  const [lastEvent, setLastEvent] = useState<AuthEvent | null>(null);
  const [signedOutHere, setSignedOutHere] = useState(false);
  const query = useSessionState();
  useEffect(() => {
    if (started) return;
    started = true;
    void readSession(true);
  }, []);

  const data = query.data;
  const user = data?.user && data.session ? data.user : null;
  const session = user ? (data?.session ?? null) : null;

  const previousUser = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (query.pending) return;
    const id = user?.id ?? null;
    // Transitions: the provider's re-render for them is sliced, not one task over the whole page (docs/performance.md, "Main thread").
    if (previousUser.current === undefined) startTransition(() => setLastEvent('INITIAL_SESSION'));
    else if (previousUser.current && !id) startTransition(() => setLastEvent('SIGNED_OUT'));
    previousUser.current = id;
  }, [query.pending, user?.id]);

  const signIn = useCallback(async (email: string, password: string) => {
    const { signInRequest } = await import('./account-api.ts');
    const result = await signInRequest(email, password);
    if (result.ok) {
      const fresh = await fetchSession(false).catch(() => null);
      setSession(fresh);
      previousUser.current = fresh?.user.id ?? null;
      setSignedOutHere(false);
      setLastEvent('SIGNED_IN');
    }
    return result;
  }, []);

  const signUp = useCallback(async (input: SignUpInput) => {
    const { signUpRequest } = await import('./account-api.ts');
    const result = await signUpRequest(input);
    if (result.success) {
      const fresh = await fetchSession(false).catch(() => null);
      setSession(fresh);
      if (fresh) {
        previousUser.current = fresh.user.id;
        setSignedOutHere(false);
        setLastEvent('SIGNED_IN');
      }
    }
    return result;
  }, []);

  const signOut = useCallback(async () => {
    setSignedOutHere(true);
    await clearLocalSessionData();
    // Go to the root before the session ends: a signed-in page (dashboard, profile) that sees its user vanish or
    // its data answer 401 would otherwise send the visitor to /auth instead.
    await goTo(pagePath('landing'));
    try {
      await signOutRequest();
    } catch {
      // The server may be unreachable; the browser forgets the session anyway.
    }
    previousUser.current = null;
    setSession(null);
    const queryClient = existingQueryClient();
    for (const key of [['profile'], ['purchases'], ['leases'], ['testimonials', 'mine']]) queryClient?.removeQueries({ queryKey: key });
    setLastEvent('SIGNED_OUT');
  }, []);

  const refreshSession = useCallback(async () => {
    try {
      const fresh = await fetchSession(true);
      setSession(fresh);
      if (fresh) setLastEvent('TOKEN_REFRESHED');
      return fresh !== null;
    } catch {
      return false;
    }
  }, []);

  const updateUser = useCallback((changes: Partial<Pick<AuthUser, 'fullName'>>) => {
    const current = sessionState.data;
    if (current) setSession({ ...current, user: { ...current.user, ...changes } });
    setLastEvent('USER_UPDATED');
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user,
      session,
      loading: query.pending,
      isAuthenticated: user !== null,
      lastEvent,
      signedOutHere,
      signIn,
      signUp,
      signOut,
      refreshSession,
      updateUser,
    }),
    [user, session, query.pending, lastEvent, signedOutHere, signIn, signUp, signOut, refreshSession, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
