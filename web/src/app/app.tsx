import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import type { FirstData } from '#contracts/first-data';
import type { RuntimeConfig } from '#contracts/runtime-config';
import { ApiClientProvider, createApiClient } from '../lib/api-client';
import { firstAnswers } from '../lib/first-data';
import { PROFILE_PATH, profileQueryKey } from '../lib/profile';
import { createQueryClient } from '../lib/query-client';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { createRouter } from './router';

/** `firstData`: what the server put into the page for its first render (lib/first-data.ts). */
export function App({ config, firstData }: { config: RuntimeConfig; firstData?: FirstData }) {
  // One initializer: each answer in the page is taken once, by the cache or by the client.
  const [{ queryClient, api, router }] = useState(() => {
    const answers = firstAnswers(firstData);
    const client = createQueryClient();
    // The guard and the header read the profile first: in the cache, the page renders without waiting.
    const profile = answers.take(PROFILE_PATH);
    if (profile !== undefined) client.setQueryData(profileQueryKey, profile.answer);
    const apiClient = createApiClient({
      apiRoot: config.apiRoot,
      firstAnswers: answers,
      // A 401 from any call sends the browser to /logout (docs/adr/0003).
      onUnauthorized: () => {
        if (appRouter.state.location.pathname !== portalRoutes.logout.path)
          void appRouter.navigate(portalRoutes.logout.path);
      },
    });
    const appRouter = createRouter({ queryClient: client, api: apiClient, flags: config.flags });
    return { queryClient: client, api: apiClient, router: appRouter };
  });
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
