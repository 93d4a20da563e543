import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { ObservationKind } from '#contracts/observations';
import { StaffObservationSchema, type StaffObservation } from '#contracts/staff-observations';
import { ApiError, useApiClient, type ApiClient } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

const path = (id: string): string => `staff/observations/${encodeURIComponent(id)}`;

export const observationErrandQueries = {
  /** An observation a member wants help with; null when there is none by that id (404). */
  one: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: staffKeys.errand('observation', id),
      queryFn: async (): Promise<StaffObservation | null> => {
        try {
          return await api.get(path(id), StaffObservationSchema);
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
    }),
};

export const useStaffObservation = (id: string) =>
  useSuspenseQuery(observationErrandQueries.one(useApiClient(), id));

/** A write on the observation: its new state shows at once, and the work list is read anew. */
function useObservationWrite<Input>(
  id: string,
  write: (api: ApiClient, input: Input) => Promise<StaffObservation | null>,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => write(api, input),
    onSuccess: (observation) => {
      if (observation !== null)
        queryClient.setQueryData(observationErrandQueries.one(api, id).queryKey, observation);
      void queryClient.invalidateQueries({ queryKey: staffKeys.work() });
    },
  });
}

export const useAnswerObservation = (id: string) =>
  useObservationWrite(id, (api, body: string) =>
    api.send('POST', `${path(id)}/answers`, { body: { body }, schema: StaffObservationSchema }),
  );

export const useConfirmObservation = (id: string) =>
  useObservationWrite(id, (api, kind: ObservationKind) =>
    api.send('POST', `${path(id)}/confirmation`, { body: { kind }, schema: StaffObservationSchema }),
  );
