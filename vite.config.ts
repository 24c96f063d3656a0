import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { DEFAULT_SITE_ORIGIN } from './src/domain/routes.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8787'}`;

/** Public origin baked into canonical URLs, Open Graph tags and the sitemap (ADR 0006). */
function siteOrigin(): string {
  const value = process.env.SITE_ORIGIN?.trim() || DEFAULT_SITE_ORIGIN;
  const url = new URL(value);
  if (url.origin !== value.replace(/\/$/, '')) throw new Error(`SITE_ORIGIN must be an origin such as https://example.com, got ${value}`);
  return url.origin;
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    // react-router's package exports point at its development build (dev warnings on); builds take its production
    // build, the same code with them off (ADR 0032).
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')),
            },
          ]
        : [],
  },
  define: {
    __SITE_ORIGIN__: JSON.stringify(siteOrigin()),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    // BUILD_SOURCEMAP=1 writes source maps (not referenced by the files) for profiling a build; never for production.
    sourcemap: process.env.BUILD_SOURCEMAP ? 'hidden' : false,
    chunkSizeWarningLimit: 400,
    // Dynamic imports append no <link rel="modulepreload"> per dependency: on a phone each insertion cost main-thread
    // time at start-up (a restyle of the page, ADR 0032, 0036); the browser fetches a chunk's imports as soon as it has
    // the chunk. The HTML's preload tags stay (index.html, for pages that are not prerendered).
    modulePreload: {
      // Every browser the app supports knows <link rel="modulepreload">; one that does not only loses the early fetch.
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React (with React DOM) and React Router as two files that change only with their versions. One file each
            // rather than many small ones compresses better and costs fewer requests (ADR 0032).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget },
  },
}));
