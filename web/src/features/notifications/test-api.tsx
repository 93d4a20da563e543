import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { FeatureFlags } from '#contracts/feature-flags';
import { ApiClientProvider, createApiClient } from '../../lib/api-client';
import { RuntimeConfigProvider } from '../../lib/runtime-config';
import { testApiServer } from '../../lib/test-api-server';
import { testRuntimeConfig } from '../../lib/test-runtime-config';

/**
 * For this feature's component tests: the page tests' API server (`state`), and a render that points the
 * page's client at it and hands back its query client.
 */
export function testApi() {
  const state = testApiServer();
  return {
    state,
    render(ui: ReactNode, flags: Partial<FeatureFlags> = {}) {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const rendered = render(
        <RuntimeConfigProvider config={testRuntimeConfig({}, flags)}>
          <ApiClientProvider
            client={createApiClient({ apiRoot: state.root, onUnauthorized: () => undefined })}
          >
            <QueryClientProvider client={queryClient}>
              <MemoryRouter>{ui}</MemoryRouter>
            </QueryClientProvider>
          </ApiClientProvider>
        </RuntimeConfigProvider>,
      );
      return { ...rendered, queryClient };
    },
  };
}
