import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { DEFAULT_SITE_ORIGIN } from './src/domain/routes.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8787'}`;

/** Public origin baked into canonical URLs, Open Graph tags and the sitemap (ADR 0006). */
function siteOrigin(): string {
  const value = process.env.SITE_ORIGIN?.trim() || DEFAULT_SITE_ORIGIN;
  const url = new URL(value);
  if (url.origin !== value.replace(/\/$/, '')) throw new Error(`SITE_ORIGIN must be an origin such as https://example.com, got ${value}`);
  return url.origin;
}

/**
 * react-hook-form's useForm marks its form ready with a state update in a layout effect. On a prerendered page that
 * update is synchronous: the hydration commit is followed, in the same task, by a re-render of the whole form and by
 * every pending passive effect (about 30 ms on a phone with 4x slower CPU, ADR 0035). Here the update is a transition,
 * rendered in React's yielding work loop after the commit; the form is ready for input before it either way (the
 * library sets `control._formState.isReady` directly, and the app reads no `formState.isReady`). The build fails if
 * the library's code changes, so an upgrade cannot drop this silently.
 */
function reactHookFormReadyAsTransition(): Plugin {
  const ready = `        updateFormState((data) => ({
            ...data,
            isReady: true,
        }));`;
  return {
    name: 'rentcheck:react-hook-form-ready-as-transition',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/.test(id)) return null;
      if (!code.includes(ready)) this.error('react-hook-form changed: its useForm no longer marks the form ready as expected (ADR 0035).');
      return code.replace(ready, `        React.startTransition(() => updateFormState((data) => ({ ...data, isReady: true })));`);
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), reactHookFormReadyAsTransition()],
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
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Dynamic imports append no <link rel="modulepreload"> per dependency: on a phone each insertion cost main-thread
    // time at start-up (about 40 ms of the route import before hydration, ADR 0032); the browser fetches a chunk's
    // imports as soon as it has the chunk. The HTML's preload tags stay, and so do the app's start-up chunk's (React
    // and the router, requested with it after the first paint, ADR 0035).
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' || /(^|\/)start-[\w-]+\.js$/.test(file) ? deps : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // React, React Router and the layout every page uses: one file, fewer requests and a better compression
              // ratio than many small ones (ADR 0032).
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|src[\\/]web[\\/](components[\\/](layouts[\\/]page|seo[\\/]document-head|ui[\\/]card)|lib[\\/]site-origin)\./,
            },
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
