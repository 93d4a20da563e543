import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createLogger, defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routeChunks } from './scripts/route-chunks-plugin.js';
import { APP_SHELL_PATH } from './contracts/app-shell.js';
import { appManifest } from './scripts/app-manifest.js';

/**
 * Vite's CSS url rewriter warns once that "a PostCSS plugin did not pass the `from` option": the declarations
 * that CSS modules copy in with `composes: x from './other.module.css'` carry no file name. They hold no
 * url() to rewrite (the bundle would show it), so the warning says nothing about this build.
 */
const logger = createLogger();
const warnOnce = logger.warnOnce.bind(logger);
logger.warnOnce = (message, options) => {
  if (!message.includes('did not pass the `from` option')) warnOnce(message, options);
};

/**
 * React Router 7's package exports name only its development build, whose extra checks and warnings the map
 * page's profile showed as a tenth of its script time; the build takes the production one the package ships
 * beside it (remix-run/react-router#12532).
 */
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** The SPA lives in web/; its build goes to dist/web, which the server serves. */
export default defineConfig(({ command }) => ({
  root: 'web',
  customLogger: logger,
  plugins: [
    react(),
    routeChunks(),
    // The service worker is our own (web/src/service-worker, docs/offline.md); the plugin builds it and
    // hands it the list of files to precache. The app registers it itself, once the first page has loaded.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: appManifest,
      injectManifest: {
        // A classic script, one file: every browser with service workers runs it.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,png,svg,woff2,webmanifest}'],
        // The built index.html has no runtime configuration in it: the shell the server serves at
        // APP_SHELL_PATH, with it and without any member's data, is precached in its place (same revision).
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.map((entry) =>
              entry.url === 'index.html' ? { ...entry, url: APP_SHELL_PATH } : entry,
            ),
            warnings: [],
          }),
        ],
      },
    }),
  ],
  resolve: {
    // `#contracts/*` points at the TypeScript sources under this condition (see package.json "imports").
    conditions: ['source', ...defaultClientConditions],
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
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
    // The map library (OpenLayers, about 530 kB) is one chunk that loads with the map page only; the
    // bundle budget (bench/bundle-size.ts) is what holds every chunk's size.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // A newcomer's build prints no warnings: a new one fails it here, with the bundler's own message.
      onwarn(warning) {
        throw new Error(`The build warns (${warning.code ?? 'no code'}): ${warning.message}`);
      },
      output: {
        // The first page's code lists every chunk's file name (to preload a page's chunks with it), so a chunk's
        // name is its hash alone: 0.9 KB gzip less on the first page than name-and-hash (bench/bundle-size.ts,
        // which prints each chunk's name from the build manifest).
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
        codeSplitting: {
          // The libraries every page runs on go in one chunk: split across several small shared chunks
          // they compress worse and cost more requests (bench/bundle-size.ts measured 1.3 KB gzip).
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            // Numbers written the Swedish way go with the page formats that write them, not with the money rules
            // that also do: the first page needs the one, not the other.
            { name: 'format', test: /(web[\\/]src[\\/]lib[\\/]format|contracts[\\/]swedish-number)\.ts$/ },
            // The money rules and those of typed days, the Swedish calendar and numbers (no zod in them) load
            // together: the pages with forms need them all, and one chunk's name in the first page's preload
            // lists costs less than four (bench/bundle-size.ts).
            {
              name: 'economy-rules',
              test: /contracts[\\/](economy-rules|calendar-day|swedish-calendar|decimal-number)\.ts$/,
            },
          ],
        },
      },
    },
  },
}));
