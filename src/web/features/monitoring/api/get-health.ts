import { callApi } from '../../../lib/api-client.ts';

/** GET /api/health: the database, auth and server functions, each healthy or error (a 503 while the database is down). */
export const getHealth = () => callApi((api) => api.health.$get());
