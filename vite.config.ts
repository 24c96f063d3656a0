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
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) on the app's chunks: V8 then compiles their
 * functions as the file arrives, off the main thread, instead of one by one on first call, which was a large part of
 * the start-up tasks on a phone (docs/performance.md, "Main thread"). Every chunk of 4 KB or more the app can load is hinted except the PDF
 * library and what only it loads (fetched on a letter's first download, and mostly code a letter never runs). Other
 * browsers ignore the comment.
 */
function compileHints(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  const MIN_HINTED_CHUNK = 4096;
  return {
    name: 'rentcheck:compile-hints',
    // The browser build only (the server-rendering build has no start-up chunk).
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const hinted = new Set<string>();
      const visit = (file: string) => {
        const chunk = byFile.get(file);
        if (!chunk || hinted.has(file) || chunk.facadeModuleId?.endsWith('/src/web/lib/pdf-document.ts')) return;
        hinted.add(file);
        for (const imported of [...chunk.imports, ...chunk.dynamicImports]) visit(imported);
      };
      const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/web/app/start.ts'));
      if (!start) this.error('No start-up chunk (src/web/app/start.ts) to give compile hints');
      visit(start.fileName);
      for (const file of hinted) {
        const chunk = byFile.get(file)!;
        // A few hundred bytes compile in no time either way; the hint would only add to the download.
        if (chunk.code.length < MIN_HINTED_CHUNK) continue;
        chunk.code = HINT + chunk.code;
        // The source map (BUILD_SOURCEMAP) moves down the one line.
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), compileHints()],
  resolve: {
    // react-router's package exports point at its development build (dev warnings on); builds take its production
    // build, the same code with them off (docs/performance.md, "First JavaScript").
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
    // time at start-up (a restyle of the page; docs/performance.md, "Main thread"); the browser fetches a chunk's imports as soon as it has
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
            // React (with React DOM) and React Router as two files: app/start.ts imports them one after the other, so
            // each is evaluated in a task of its own on a phone (docs/performance.md, "Main thread"). One file each rather than many small ones
            // compresses better and costs fewer requests (docs/performance.md, "First JavaScript").
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
