import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { routeChunks } from './scripts/route-chunks-plugin.js';

/** The SPA lives in web/; its build goes to dist/web, which the server serves. */
export default defineConfig({
  root: 'web',
  plugins: [react(), routeChunks()],
  resolve: {
    // `#contracts/*` points at the TypeScript sources under this condition (see package.json "imports").
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    // Every browser of the es2022 target but Safari 16 supports modulepreload; there the chunks still load,
    // only not ahead of time. The polyfill would cost every visitor on every first load.
    modulePreload: { polyfill: false },
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs on go in one chunk: split across several small shared chunks
          // they compress worse and cost more requests (bench/bundle-size.ts measured 1.3 KB gzip).
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
