import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';

/**
 * For a test that proves something did NOT happen: resolves once no query or mutation is in flight and
 * React has rendered what they brought, instead of sleeping and hoping that was long enough.
 */
export async function queriesSettled(queryClient: QueryClient): Promise<void> {
  await waitFor(() => {
    if (queryClient.isFetching() + queryClient.isMutating() > 0)
      throw new Error('the API is still answering');
  });
}
