import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLES_DIR, exampleChecks, exampleFiles } from '../../scripts/letter-examples.ts';

describe('docs/examples', () => {
  it('holds exactly what scripts/letter-examples.ts generates from the domain code', () => {
    const files = exampleFiles();
    expect(Object.keys(files).sort()).toEqual([
      'README.md',
      'letter-below-market.md',
      'letter-increase-above-cap.md',
      'letter-increase-proposed.md',
      'letter-lower-with-proposal.md',
      'letter-overpaying.md',
      'letter-two-comparables.md',
      'reply-declined.md',
      'reply-freeze-offered.md',
      'reply-to-increase.md',
    ]);
    for (const [name, content] of Object.entries(files)) {
      expect(
        readFileSync(path.join(EXAMPLES_DIR, name), 'utf8'),
        `${name} is out of date: run node --import tsx scripts/letter-examples.ts`,
      ).toBe(content);
    }
  });

  it('holds only texts that pass the checker against the plan they came from (ADR 0066)', () => {
    const checks = exampleChecks();
    expect(checks).toHaveLength(9);
    for (const { file, findings } of checks) expect(findings, file).toEqual([]);
  });
});
