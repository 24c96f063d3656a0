import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_ONLY_FEATURES, AI_UNAVAILABLE_NOTICE, deliverableFeatures, PREMIUM_PACKAGE } from '#domain/payments/catalog.ts';
import { PREMIUM_WITHOUT_AI_MESSAGE } from '#server/config.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { client } from '#tests/support/auth-helpers.ts';
import { SOURCE_ENTRY, spawnNode } from '../../e2e/support/server.ts';

/** Runs the real server entry point until it prints that it listens (then stops it) or exits. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-no-ai-'));
  const { child, output } = spawnNode(SOURCE_ENTRY, { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env });
  const stopWhenListening = () => {
    if (output().includes('RentCheck listening')) child.kill('SIGTERM');
  };
  child.stdout?.on('data', stopWhenListening);
  child.stderr?.on('data', stopWhenListening);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output: output() });
    });
  });
}

describe('selling Premium without an AI key', () => {
  it('refuses to start with real Stripe payments and no GEMINI_API_KEY', async () => {
    const { code, output } = await startServer({ STRIPE_SECRET_KEY: 'sk_test_not_used' });
    expect(code).toBe(1);
    expect(output.trim()).toBe(PREMIUM_WITHOUT_AI_MESSAGE);
  });

  it('starts when the operator allows it with ALLOW_PREMIUM_WITHOUT_AI=true', async () => {
    const { output } = await startServer({ STRIPE_SECRET_KEY: 'sk_test_not_used', ALLOW_PREMIUM_WITHOUT_AI: 'true' });
    expect(output).toContain('RentCheck listening');
  });

  it('lists only the features this deployment delivers', () => {
    expect(deliverableFeatures(PREMIUM_PACKAGE, true)).toEqual(PREMIUM_PACKAGE.features);
    const withoutAi = deliverableFeatures(PREMIUM_PACKAGE, false);
    for (const feature of AI_ONLY_FEATURES) expect(withoutAi).not.toContain(feature);
    expect(withoutAi).toContain('Response generator');
    expect(withoutAi).toHaveLength(PREMIUM_PACKAGE.features.length - 2);
    expect(AI_UNAVAILABLE_NOTICE).toContain('not available on this site');
  });
});

describe.each(testDatabaseKinds())('a premium buyer on a server without an AI key on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  it('is told by the server that there is no AI, which the pages use to leave AI letters out', async () => {
    const response = await client(app).send('POST', '/api/functions/test-gemini-key');
    expect(await response.json()).toEqual({ hasKey: false });
  });
});
