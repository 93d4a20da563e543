import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ActivationStatusSchema,
  ForestOverviewSchema,
  isActivationRunning,
  OVERVIEW_REFETCH_MS,
  type ActivationStatus,
  type ForestOverview,
} from '#contracts/forest-overview';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

// The map page is itself a lazy chunk: its schemas load with it.
const statusSchema = ActivationStatusSchema;
const overviewSchema = ForestOverviewSchema;

const statusKey = ['forest-overview', 'status'] as const;

export const forestOverviewQueries = {
  status: (api: ApiClient) =>
    queryOptions({
      queryKey: statusKey,
      queryFn: (): Promise<ActivationStatus | null> =>
        api.get('user/oversikt_activation_status', statusSchema),
      // Polled every 5 s while the job runs (docs/portal.md 5), not otherwise.
      refetchInterval: (query) =>
        query.state.data !== undefined &&
        query.state.data !== null &&
        isActivationRunning(query.state.data.state)
          ? OVERVIEW_REFETCH_MS
          : false,
      staleTime: 0,
    }),

  figures: (api: ApiClient) =>
    queryOptions({
      queryKey: ['forest-overview', 'figures'],
      queryFn: (): Promise<ForestOverview | null> => api.get('forest-overview', overviewSchema),
    }),
};

export const useActivationStatus = () => useQuery(forestOverviewQueries.status(useApiClient()));

export const useForestOverview = (enabled: boolean) =>
  useQuery({ ...forestOverviewQueries.figures(useApiClient()), enabled });

export function useActivateOverview() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    // Whatever the answer carries, the status call says where the job is.
    mutationFn: () => api.send('POST', 'user/activate_skogsoversikt'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}
