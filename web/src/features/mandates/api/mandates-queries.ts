import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import {
  GivenMandatesSchema,
  HeldMandatesSchema,
  MandateEstatesSchema,
  type GivenMandate,
  type HeldMandate,
  type MandateEstate,
} from '#contracts/mandates';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

export const mandatesQueryKey = ['mandates'] as const;

/** The mandates the member the session acts for has given; empty when none (204). */
export const givenMandatesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: [...mandatesQueryKey, 'given'],
    queryFn: async (): Promise<GivenMandate[]> =>
      (await api.get('Ir/DelegatedRights', GivenMandatesSchema)) ?? [],
  });

/** The mandates the signed-in person holds. */
export const heldMandatesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: [...mandatesQueryKey, 'held'],
    queryFn: async (): Promise<HeldMandate[]> =>
      (await api.get('Ir/MyDelegatedRights', HeldMandatesSchema)) ?? [],
  });

/** The member's estates a new mandate can cover. */
export const mandateEstatesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: [...mandatesQueryKey, 'estates'],
    queryFn: async (): Promise<MandateEstate[]> =>
      (await api.get('Ir/GetMandateEstates', MandateEstatesSchema)) ?? [],
  });

export const useGivenMandates = () => useSuspenseQuery(givenMandatesQueryOptions(useApiClient()));
export const useHeldMandates = () => useSuspenseQuery(heldMandatesQueryOptions(useApiClient()));
export const useMandateEstates = () => useSuspenseQuery(mandateEstatesQueryOptions(useApiClient()));

/** Where the signed mandate document downloads from (a PDF, `Content-Disposition: attachment`). */
export const mandateDocumentHref = (apiRoot: string, stakeholderRightId: string): string =>
  `${apiRoot}Ir/GetRightEdocs/${encodeURIComponent(stakeholderRightId)}`;
