import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';

/** `test-gemini-key`: whether AI personalisation is configured (the key itself never leaves the server). */
export const aiRoutes = new Hono<AppEnv>().post('/test-gemini-key', (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ hasKey: c.get('deps').letterWriter.configured }, 200);
});
