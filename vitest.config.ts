import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `#contracts/*` resolves to the TypeScript sources under the `source` condition (package.json "imports").
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: {
      // Not 'module': Node then loads a package's bundler-only ESM build (@opentelemetry/api 1.9, under
      // prom-client), whose extensionless imports Node cannot resolve.
      conditions: ['source', ...defaultServerConditions.filter((condition) => condition !== 'module')],
      externalConditions: ['source'],
    },
  },
  test: {
    globalSetup: ['server/src/testing/global-setup.ts'],
    setupFiles: ['server/src/testing/fail-on-console.ts', 'web/src/lib/test-waiting.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['contracts/**/*.test.ts', 'server/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
        },
      },
      // Minutes, not seconds: every route for every role, fuzzed inputs, servers restarted under load.
      { extends: true, test: { name: 'long', include: ['server/test/**/*.test.ts'] } },
    ],
  },
});
