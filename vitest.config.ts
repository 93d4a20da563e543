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
    include: ['contracts/**/*.test.ts', 'server/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    globalSetup: ['server/src/testing/global-setup.ts'],
    setupFiles: ['server/src/testing/fail-on-console.ts', 'web/src/lib/test-waiting.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
