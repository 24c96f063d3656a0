import { expect, it } from 'vitest';
import { makeZodJitless } from './zod-jitless.ts';

it('turns off zod compiled parsers (no eval under the CSP) through the setting zod reads', async () => {
  makeZodJitless();
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
  const { z } = await import('zod');
  expect(z.object({ zipcode: z.string() }).parse({ zipcode: '10001' })).toEqual({ zipcode: '10001' });
});
