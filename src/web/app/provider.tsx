import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/auth.tsx';

/** TanStack Query is not here: pages that use it get the app's one QueryClient through src/web/lib/query-provider.tsx. */
export function AppProvider({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}
