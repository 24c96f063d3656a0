import type { KnipConfig } from 'knip';

// Unused files, exports and dependencies fail `npm run lint`. Vite, Vitest and the package.json scripts are
// found by Knip's plugins; the entries below are the ones no plugin can see.
const config: KnipConfig = {
  entry: ['src/web/entry-server.tsx', 'scripts/*.{ts,js,mjs}'],
  project: ['src/**/*.{ts,tsx,css}', 'tests/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.{ts,js,mjs}', '*.ts'],
  // A type exported beside the function whose signature uses it is part of that function's API.
  ignoreExportsUsedInFile: { interface: true, type: true },
  // Stylesheets import packages too (tailwindcss).
  compilers: {
    css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join('\n'),
  },
  ignoreIssues: {
    // Kysely's Migrator calls each migration's up/down through the object in migrations/index.ts.
    'src/server/db/migrations/0*.ts': ['exports'],
  },
  ignoreDependencies: [
    // scripts/lighthouse.ts loads these by name so the script can explain how to install them when absent.
    'lighthouse',
    'chrome-launcher',
  ],
  // System programs, not npm packages.
  ignoreBinaries: ['apt-get', 'redis-server', 'taskset', 'openssl', 'systemd-analyze'],
};

export default config;
