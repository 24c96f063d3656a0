import type { Deps } from './deps.ts';

export interface AppEnv {
  Variables: { deps: Deps };
}
