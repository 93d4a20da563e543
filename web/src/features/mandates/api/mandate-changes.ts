import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GivenMandateSchema, MandateHolderLookupSchema, type CreateRightRequest } from '#contracts/mandates';
import { useApiClient } from '../../../lib/api-client';
import { mandatesQueryKey } from './mandates-queries';

/**
 * Looks a person up by personal number (12 digits) to show their name for confirmation. A mutation, not a
 * query: the number stays out of the query cache, and the call is made only when the member asks.
 * Any answer but 2xx raises an ApiError carrying the status and the server's Swedish message.
 */
export function useLookUpHolder() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (personalNumber: string) => {
      const found = await api.get(
        `Ir/GetStakeholderByPoNo/${encodeURIComponent(personalNumber)}`,
        MandateHolderLookupSchema,
      );
      if (found === null) throw new Error('GetStakeholderByPoNo answered no data');
      return found;
    },
  });
}

/** Gives the mandate; the lists are read again afterwards. A non-ok answer raises. */
export function useCreateRight() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateRightRequest) =>
      api.send('POST', 'Ir/CreateRight', { body: request, schema: GivenMandateSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mandatesQueryKey }),
  });
}

export function useRemoveRight() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stakeholderRightId: string) =>
      api.send('POST', 'Ir/RemoveRight', { body: { stakeholderRightId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mandatesQueryKey }),
  });
}
