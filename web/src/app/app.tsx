import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import type { RuntimeConfig } from '#contracts/runtime-config';
import { ApiClientProvider, createApiClient } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { createRouter } from './router';

export function App({ config }: { config: RuntimeConfig }) {
  const [router] = useState(createRouter);
  const [queryClient] = useState(createQueryClient);
  const [api] = useState(() =>
    createApiClient({
      apiRoot: config.apiRoot,
      // SPEC 4 and 8: a 401 from any call sends the browser to /logout.
      onUnauthorized: () => {
        if (router.state.location.pathname !== portalRoutes.logout.path)
          void router.navigate(portalRoutes.logout.path);
      },
    }),
  );
  return (
    <RuntimeConfigProvider config={config}>
      <ApiClientProvider client={api}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiClientProvider>
    </RuntimeConfigProvider>
  );
}
