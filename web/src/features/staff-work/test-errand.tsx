import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Workspace } from '#contracts/staff-work';
import { ApiClientProvider, createApiClient } from '../../lib/api-client';
import { RuntimeConfigProvider } from '../../lib/runtime-config';
import { testRuntimeConfig } from '../../lib/test-runtime-config';
import { ErrandPage } from './routes/errand-page';

/** The workspace as an Editor (Lena) or a Viewer (Johan) sees it, for the errand tests. */
export const testWorkspace = (mayEdit: boolean): Workspace => ({
  name: mayEdit ? 'Lena Sjöberg' : 'Johan Ek',
  mayEdit,
  ownAdvisorId: null,
  advisors: [],
  districts: [],
});

/** The errand page at `path` (`/personal/arenden/{kind}/{id}`), against the test API at `apiRoot`. */
export function renderErrandAt(apiRoot: string, path: string): void {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <RuntimeConfigProvider config={testRuntimeConfig()}>
        <ApiClientProvider client={createApiClient({ apiRoot, onUnauthorized: () => undefined })}>
          <QueryClientProvider client={queryClient}>
            <Routes>
              <Route path="/personal/arenden/:kind/:id" element={<ErrandPage />} />
            </Routes>
          </QueryClientProvider>
        </ApiClientProvider>
      </RuntimeConfigProvider>
    </MemoryRouter>,
  );
}
