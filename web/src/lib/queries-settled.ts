import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';

const busy = (queryClient: QueryClient): boolean => queryClient.isFetching() + queryClient.isMutating() > 0;

/** One turn of the event loop, inside act: React Query hands its results on and React renders them. */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/**
 * For a test that proves something did NOT happen: resolves once no query or mutation is in flight, nor
 * started by what the last answers rendered, instead of sleeping and hoping that was long enough.
 */
export async function queriesSettled(queryClient: QueryClient): Promise<void> {
  do {
    await waitFor(() => {
      if (busy(queryClient)) throw new Error('the API is still answering');
    });
    await nextTask();
  } while (busy(queryClient));
}
