import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `#contracts/*` resolves to the TypeScript sources under the `source` condition (package.json "imports").
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
  test: {
    include: ['contracts/**/*.test.ts', 'server/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    globalSetup: ['server/src/testing/global-setup.ts'],
    setupFiles: ['server/src/testing/fail-on-console.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
