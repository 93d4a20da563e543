import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { FeatureFlags } from '#contracts/feature-flags';
import type { Role } from '#contracts/roles';
import { ApiClientProvider, createApiClient } from '../../../lib/api-client';
import { RuntimeConfigProvider } from '../../../lib/runtime-config';
import { testApiServer } from '../../../lib/test-api-server';
import { testRuntimeConfig } from '../../../lib/test-runtime-config';

/**
 * For the map tools' component tests: the page tests' API server (`state`), what jsdom lacks for a map and
 * its dialogs, and a render that points the tools' client at the server and hands back its query client.
 */
export function testApi() {
  const state = testApiServer();

  return {
    state,
    /** Signs in with these roles and stands in for what jsdom lacks. */
    start(roles: Role[] = ['Member']) {
      state.answers['GET /api/auth/profile'] = [200, { id: '100245', roles, name: 'Karin Lindqvist' }];
      vi.stubGlobal('matchMedia', () => ({ matches: true }));
      // OpenLayers watches its target's size; jsdom has no layout to watch.
      vi.stubGlobal(
        'ResizeObserver',
        class {
          observe(): void {}
          unobserve(): void {}
          disconnect(): void {}
        },
      );
      // jsdom has no modal dialogs; these stand in for the browser's.
      Object.assign(HTMLDialogElement.prototype, {
        showModal(this: HTMLDialogElement) {
          this.open = true;
        },
        close(this: HTMLDialogElement) {
          this.open = false;
        },
      });
    },
    stop() {
      vi.unstubAllGlobals();
      state.requests.length = 0;
      state.answers = {};
      state.answersInTurn = {};
    },
    render(ui: ReactNode, flags: Partial<FeatureFlags> = {}) {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const rendered = render(
        <RuntimeConfigProvider config={testRuntimeConfig({ apiRoot: state.root }, flags)}>
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
