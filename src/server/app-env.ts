import type { Deps } from './deps.ts';

/** The signed-in user, taken from the session cookie on the server (never from the request body). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface AppEnv {
  Variables: { deps: Deps; user: SessionUser; requestId: string };
}
