import { defineConfig } from 'vite';

/**
 * The production server, compiled to plain JavaScript in dist/server (ADR 0020): `npm start` runs it with Node,
 * no TypeScript loader. The packages every start loads (hono, kysely, zod, better-auth, ...) are bundled with our
 * code: Node's ES module loader spent about 500 ms of CPU resolving and compiling their 600-odd files (ADR 0033).
 * External, loaded from node_modules at run time: PGlite (finds its WebAssembly and data files beside its own
 * module), pg (optional native binding), pino (loads transports by name), prom-client (requires node:cluster lazily), and the SDKs loaded only when
 * configured (Stripe, ioredis, Gemini, nodemailer).
 */
const EXTERNAL = ['@electric-sql/pglite', 'pg', 'pino', 'prom-client', 'stripe', 'ioredis', '@google/genai', 'nodemailer'];
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'src/server/index.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
  },
  ssr: { target: 'node', noExternal: true, external: EXTERNAL },
});
