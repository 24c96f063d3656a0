import { SESSION_POLL_SECONDS } from '#domain/account/session-policy.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  type AuthSession,
  type AuthUser,
  fetchSession,
  type SignInResult,
  type SignUpInput,
  type SignUpResult,
  signInRequest,
  signOutRequest,
  signUpRequest,
} from './auth-api.ts';

export type { AuthSession, AuthUser, SignInResult, SignUpInput, SignUpResult } from './auth-api.ts';

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
const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** Sign-out: clear lease_data and session storage (the server session is ended separately). */
async function clearLocalSessionData(): Promise<void> {
  try {
    localStorage.removeItem(LEASE_DATA_KEY);
    sessionStorage.clear();
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
  const queryClient = useQueryClient();
  const [lastEvent, setLastEvent] = useState<AuthEvent | null>(null);
  const [signedOutHere, setSignedOutHere] = useState(false);
  const initial = useRef(true);

  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    // The first read counts as activity and refreshes the session; polls afterwards only look.
    queryFn: () => {
      const refresh = initial.current;
      initial.current = false;
      return fetchSession(refresh);
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    refetchInterval: (q) => (q.state.data ? SESSION_POLL_SECONDS * 1000 : false),
    refetchIntervalInBackground: true,
  });

  const data = query.data ?? null;
  const user = data?.user && data.session ? data.user : null;
  const session = user ? (data?.session ?? null) : null;

  const previousUser = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (query.isPending) return;
    const id = user?.id ?? null;
    if (previousUser.current === undefined) setLastEvent('INITIAL_SESSION');
    else if (previousUser.current && !id) setLastEvent('SIGNED_OUT');
    previousUser.current = id;
  }, [query.isPending, user?.id]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const result = await signInRequest(email, password);
      if (result.ok) {
        const fresh = await fetchSession(false).catch(() => null);
        queryClient.setQueryData(SESSION_QUERY_KEY, fresh);
        previousUser.current = fresh?.user.id ?? null;
        setSignedOutHere(false);
        setLastEvent('SIGNED_IN');
      }
      return result;
    },
    [queryClient],
  );

  const signUp = useCallback(
    async (input: SignUpInput) => {
      const result = await signUpRequest(input);
      if (result.success) {
        const fresh = await fetchSession(false).catch(() => null);
        queryClient.setQueryData(SESSION_QUERY_KEY, fresh);
        if (fresh) {
          previousUser.current = fresh.user.id;
          setSignedOutHere(false);
          setLastEvent('SIGNED_IN');
        }
      }
      return result;
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    setSignedOutHere(true);
    await clearLocalSessionData();
    // Go to the root before the session ends: a signed-in page (dashboard, profile) that sees its user vanish or
    // its data answer 401 would otherwise send the visitor to /auth instead.
    await goTo('/');
    try {
      await signOutRequest();
    } catch {
      // The server may be unreachable; the browser forgets the session anyway.
    }
    previousUser.current = null;
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    for (const key of [['profile'], ['purchases'], ['leases'], ['testimonials', 'mine']]) queryClient.removeQueries({ queryKey: key });
    setLastEvent('SIGNED_OUT');
  }, [queryClient]);

  const refreshSession = useCallback(async () => {
    try {
      const fresh = await fetchSession(true);
      queryClient.setQueryData(SESSION_QUERY_KEY, fresh);
      if (fresh) setLastEvent('TOKEN_REFRESHED');
      return fresh !== null;
    } catch {
      return false;
    }
  }, [queryClient]);

  const updateUser = useCallback(
    (changes: Partial<Pick<AuthUser, 'fullName'>>) => {
      queryClient.setQueryData<Awaited<ReturnType<typeof fetchSession>>>(SESSION_QUERY_KEY, (current) =>
        current ? { ...current, user: { ...current.user, ...changes } } : current,
      );
      setLastEvent('USER_UPDATED');
    },
    [queryClient],
  );

  const value = useMemo<AuthState>(
    () => ({
      user,
      session,
      loading: query.isPending,
      isAuthenticated: user !== null,
      lastEvent,
      signedOutHere,
      signIn,
      signUp,
      signOut,
      refreshSession,
      updateUser,
    }),
    [user, session, query.isPending, lastEvent, signedOutHere, signIn, signUp, signOut, refreshSession, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
