import { defineConfig } from 'vite';

/**
 * The production server, compiled to plain JavaScript in dist/server (docs/performance.md, "Start-up and memory"): `npm start` runs it with Node,
 * no TypeScript loader. The packages every start loads (hono, kysely, zod, better-auth, ...) are bundled with our
 * code: Node's ES module loader spent about 500 ms of CPU resolving and compiling their 600-odd files (docs/performance.md, "Start-up and memory").
 * External, loaded from node_modules at run time: PGlite (finds its WebAssembly and data files beside its own
 * module), pg (optional native binding), pino (loads transports by name), prom-client (requires node:cluster lazily), and the SDKs loaded only when
 * configured (Stripe, ioredis, Gemini, nodemailer).
 */
const EXTERNAL = ['@electric-sql/pglite', 'pg', 'pino', 'prom-client', 'stripe', 'ioredis', '@google/genai', 'nodemailer'];
/**
 * The server and the operator commands (npm run data:hud, testimonials, db:backup, db:restore), compiled side by side
 * so a production install (`npm ci --omit=dev` after `npm run build`) runs them with Node alone (scripts/run.js).
 */
const ENTRIES = {
  index: 'src/server/index.ts',
  'data-hud': 'scripts/data-hud.ts',
  testimonials: 'scripts/testimonials.ts',
  'db-backup': 'scripts/db-backup.ts',
};
export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist/server',
    rolldownOptions: { input: ENTRIES, output: { entryFileNames: '[name].js' } },
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
  },
  ssr: { target: 'node', noExternal: true, external: EXTERNAL },
});
