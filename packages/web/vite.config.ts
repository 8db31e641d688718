import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The server serves dist/index.html for every page (with the bootstrap data inlined in
 * place of `<!--tessera-bootstrap-->`) and dist/static/* under /static/. Hence base '/'
 * and assetsDir 'static': index.html lands in dist/, every asset under dist/static/.
 */
export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'static',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server reads it to preload a page's modules (webPreloads.ts).
    manifest: true,
    // The favicon stays a file of its own rather than a data: URI.
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // @tessera/core's schema modules build zod schemas at load time. The web app uses
      // core's plain helpers and constants (and its types), so schemas it never reads may
      // be dropped, and zod with them. So may @tessera/charts' .ts modules (declarations
      // only), so that a page importing its query half alone (a dashboard) carries no control
      // panel; never its .tsx renderers, whose ECharts `use([...])` is their side effect.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]packages[\\/]charts[\\/]src[\\/].*\.ts$/, sideEffects: false },
        ],
        manualPureFunctions: ['z'],
      },
    },
  },
});
