import { defineConfig } from 'vite';

/**
 * The production server, compiled to plain JavaScript in dist/server (ADR 0020): `npm start` runs it with Node,
 * no TypeScript loader. Packages stay external (imported from node_modules at run time); only our code is bundled.
 */
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
  ssr: { target: 'node' },
});
