/** Types of stale-build.js (kept as JavaScript: `npm start` loads it without a TypeScript loader). */
export function staleBuildReason(root: string): 'missing' | 'changed' | null;
