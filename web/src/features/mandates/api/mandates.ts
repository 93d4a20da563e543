import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  GivenMandateSchema,
  GivenMandatesSchema,
  HeldMandatesSchema,
  MandateEstatesSchema,
  MandateHolderLookupSchema,
  type CreateRightRequest,
  type GivenMandate,
  type HeldMandate,
  type MandateEstate,
} from '#contracts/mandates';
import { useApiClient, type ApiClient } from '../../../lib/api-client';
import { useSignedSend } from '../../../lib/signing/signed-write';
import { invalidateAll } from '../../../lib/queries/invalidate';
import { notificationKeys } from '../../../lib/queries/keys';

const mandatesQueryKey = ['mandates'] as const;

export const mandateQueries = {
  /** The mandates the member the session acts for has given; empty when none (204). */
  given: (api: ApiClient) =>
    queryOptions({
      queryKey: [...mandatesQueryKey, 'given'],
      queryFn: async (): Promise<GivenMandate[]> =>
        (await api.get('Ir/DelegatedRights', GivenMandatesSchema)) ?? [],
    }),

  /** The mandates the signed-in person holds. */
  held: (api: ApiClient) =>
    queryOptions({
      queryKey: [...mandatesQueryKey, 'held'],
      queryFn: async (): Promise<HeldMandate[]> =>
        (await api.get('Ir/MyDelegatedRights', HeldMandatesSchema)) ?? [],
    }),

  /** The member's estates a new mandate can cover. */
  estates: (api: ApiClient) =>
    queryOptions({
      queryKey: [...mandatesQueryKey, 'estates'],
      queryFn: async (): Promise<MandateEstate[]> =>
        (await api.get('Ir/GetMandateEstates', MandateEstatesSchema)) ?? [],
    }),
};

export const useGivenMandates = () => useSuspenseQuery(mandateQueries.given(useApiClient()));
export const useHeldMandates = () => useSuspenseQuery(mandateQueries.held(useApiClient()));
export const useMandateEstates = () => useSuspenseQuery(mandateQueries.estates(useApiClient()));

/** Where the signed mandate document downloads from (a PDF, `Content-Disposition: attachment`). */
export const mandateDocumentHref = (apiRoot: string, stakeholderRightId: string): string =>
  `${apiRoot}Ir/GetRightEdocs/${encodeURIComponent(stakeholderRightId)}`;

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

/**
 * Gives the mandate; the lists are read again afterwards, and the notifications: the server tells the member
 * of it in one (and the holder, in theirs). A non-ok answer raises.
 */
export function useCreateRight() {
  const send = useSignedSend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateRightRequest) =>
      send('POST', 'Ir/CreateRight', { body: request, schema: GivenMandateSchema }),
    // Given, or refused because the holder or an estate changed after signing (409): either way the
    // mandates and the estates to choose are read again.
    onSettled: () =>
      invalidateAll(queryClient, [mandatesQueryKey, notificationKeys.list, notificationKeys.unreadCount]),
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
