import { afterEach, beforeEach, vi } from 'vitest';

// A test that makes the code under test print an error or warning fails: unexpected noise is a bug.
let noise: string[] = [];

beforeEach(() => {
  noise = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      noise.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (noise.length > 0) throw new Error(`Unexpected console output:\n${noise.join('\n')}`);
});
