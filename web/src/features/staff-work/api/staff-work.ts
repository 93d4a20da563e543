import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from '@tanstack/react-query';
import type { OrderStepRequest } from '#contracts/order-step-requests';
// The pages need the contract's lists and labels anyway, so its schemas come along in the same chunk.
import {
  StaffOrderSchema,
  WorkListSchema,
  WorkspaceSchema,
  type StaffOrder,
  type WorkList,
  type WorkListQuery,
} from '#contracts/staff-work';
import { StaffOrderAreasSchema, type StaffOrderAreas } from '#contracts/staff-order-areas';
import { ApiError, useApiClient, type ApiClient } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

const EMPTY: WorkList = { items: [], nextCursor: null };

/** The work list's filters, as the address keeps them. */
export type WorkFilter = Pick<WorkListQuery, 'kind' | 'state' | 'advisor' | 'district'>;

const queryString = (filter: WorkFilter, cursor: string | null): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (typeof value === 'string') params.set(key, value);
  if (cursor !== null) params.set('cursor', cursor);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
};

export const staffWorkQueries = {
  workspace: (api: ApiClient) =>
    queryOptions({
      queryKey: staffKeys.workspace(),
      queryFn: async () => api.get('staff/workspace', WorkspaceSchema),
      staleTime: 5 * 60_000,
    }),
  list: (api: ApiClient, filter: WorkFilter) =>
    infiniteQueryOptions({
      queryKey: staffKeys.workList(filter),
      initialPageParam: null as string | null,
      queryFn: async ({ pageParam }): Promise<WorkList> =>
        (await api.get(`staff/work${queryString(filter, pageParam)}`, WorkListSchema)) ?? EMPTY,
      getNextPageParam: (last) => last.nextCursor,
    }),
  /** An order by number; null when there is none by that number (404). */
  order: (api: ApiClient, number: string) =>
    queryOptions({
      queryKey: staffKeys.order(number),
      queryFn: async (): Promise<StaffOrder | null> => {
        try {
          return await api.get(`staff/orders/${encodeURIComponent(number)}`, StaffOrderSchema);
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
    }),
};

/** Where an order's lines are, for the errand's small map. */
export const orderAreasQuery = (api: ApiClient, number: string) =>
  queryOptions({
    queryKey: staffKeys.orderAreas(number),
    queryFn: async (): Promise<StaffOrderAreas | null> =>
      api.get(`staff/orders/${encodeURIComponent(number)}/areas`, StaffOrderAreasSchema),
    // The stands and the drawn area do not change while the errand is open.
    staleTime: Infinity,
  });

export const useOrderAreas = (number: string) => useSuspenseQuery(orderAreasQuery(useApiClient(), number));

export const useWorkspace = () => useSuspenseQuery(staffWorkQueries.workspace(useApiClient()));
export const useWorkList = (filter: WorkFilter) =>
  useSuspenseInfiniteQuery(staffWorkQueries.list(useApiClient(), filter));
export const useStaffOrder = (number: string) =>
  useSuspenseQuery(staffWorkQueries.order(useApiClient(), number));

/** Takes the order's next step (POST), or corrects its latest one (PUT); the order and the work list show it at once. */
export function useTakeOrderStep(number: string, method: 'POST' | 'PUT' = 'POST') {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: OrderStepRequest) =>
      api.send(method, `staff/orders/${encodeURIComponent(number)}/steps`, {
        body: step,
        schema: StaffOrderSchema,
      }),
    onSuccess: (order) => {
      queryClient.setQueryData(staffWorkQueries.order(api, number).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: staffKeys.work() });
    },
  });
}
