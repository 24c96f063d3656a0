// Import boundaries, checked by `npm run lint` (docs/architecture.md explains the layout).
// Allow-lists: a module may import only what its rule names. Type-only and dynamic imports count too.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain holds pure rules: it imports only zod and itself (no node:, server, web or UI packages). Its tests may import test tools.',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: '\\.test\\.tsx?$' },
      to: { pathNot: ['^src/domain/', '^node_modules/zod/'] },
    },
    {
      name: 'features-are-independent',
      comment: 'A feature never imports another feature; what two features share lives in src/web/components, hooks, lib or src/domain.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'shared-web-code-never-imports-features',
      comment: 'src/web/lib, hooks and components are shared by features, so they never import one.',
      severity: 'error',
      from: { path: '^src/web/(lib|hooks|components)/' },
      to: { path: '^src/web/features/' },
    },
    {
      name: 'web-never-imports-server',
      comment: 'The browser app and the server meet only in src/domain (and the API client\'s AppType, below).',
      severity: 'error',
      from: { path: '^src/web/', pathNot: '^src/web/lib/api-client\\.ts$' },
      to: { path: '^src/server/' },
    },
    {
      name: 'api-client-imports-only-the-app-type',
      comment: 'src/web/lib/api-client.ts may import `type AppType` from src/server/app.ts (for hc), nothing else of src/server.',
      severity: 'error',
      from: { path: '^src/web/lib/api-client\\.ts$' },
      to: { path: '^src/server/', pathNot: '^src/server/app\\.ts$' },
    },
    {
      name: 'api-client-imports-the-app-type-as-a-type',
      comment: 'The AppType import is `import type`: no server code may reach the browser bundle.',
      severity: 'error',
      from: { path: '^src/web/lib/api-client\\.ts$' },
      to: { path: '^src/server/app\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-never-imports-web',
      comment: 'The browser app and the server meet only in src/domain.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'production-never-imports-tests',
      comment: 'src/ ships; tests/ and e2e/ do not. (Test files inside src/ may use test helpers.)',
      severity: 'error',
      from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(tests|e2e)/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles, anywhere.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles-in-domain',
      comment:
        'The folders of src/domain depend one way (docs/architecture.md, "Domain folders"): a folder never imports one that imports it back. What two folders share lives in src/domain/shared (ADR 0078).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/domain/' },
      to: { path: '^src/domain/', circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves (a typo in a path alias would otherwise slip past the rules above); scripts/start.js loads the build output.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^\\.\\./dist/' },
    },
  ],
  options: {
    doNotFollow: { path: '^node_modules' },
    // Domain tests are left out: they import across folders and test tools by design (no rule above restricts them, a
    // test file is never part of an import cycle, and tsc resolves their imports), and they would make folder cycles.
    exclude: { path: ['^(dist|test-results)/', '^src/domain/.+\\.test\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
