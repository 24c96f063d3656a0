import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/setup/test-app.ts';

describe('POST /api/functions/test-gemini-key', () => {
  it('answers hasKey false without GEMINI_API_KEY, so the browser keeps template letters', async () => {
    const app = await createTestApp('pglite');
    const res = await app.postJson('/api/functions/test-gemini-key', {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ hasKey: false });
    await app.close();
  });

  it('answers hasKey true when a key is configured, without revealing it', async () => {
    const app = await createTestApp('pglite', { GEMINI_API_KEY: 'secret-gemini-key' });
    const res = await app.postJson('/api/functions/test-gemini-key', {});
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ hasKey: true });
    expect(text).not.toContain('secret-gemini-key');
    await app.close();
  });
});
