import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { ZodMiniType } from 'zod/mini';
// The views need the contract's limits anyway, so its schemas come along in the same chunk.
import {
  StaffApplicationSchema,
  StaffPlanChangeSchema,
  type StaffApplication,
  type StaffPlanChange,
} from '#contracts/staff-decisions';
import { ApiError, useApiClient, type ApiClient } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

/** What staff decide on: a payment-plan change request or a membership application. */
export type DecisionKind = 'plan-change' | 'application';

interface Decided {
  readonly 'plan-change': StaffPlanChange;
  readonly application: StaffApplication;
}

const RESOURCES = {
  'plan-change': { path: 'staff/plan-changes', schema: StaffPlanChangeSchema },
  application: { path: 'staff/applications', schema: StaffApplicationSchema },
} as const;

const schemaOf = <Kind extends DecisionKind>(kind: Kind) =>
  RESOURCES[kind].schema as unknown as ZodMiniType<Decided[Kind]>;
const pathOf = (kind: DecisionKind, id: string): string =>
  `${RESOURCES[kind].path}/${encodeURIComponent(id)}`;

/** Approve, or refuse with a reason the member (applicant) is told. */
export type Decision =
  { readonly decision: 'approve' } | { readonly decision: 'refuse'; readonly reason: string };

export const decisionErrandQueries = {
  /** The request or application by id; null when there is none by that id (404). */
  one: <Kind extends DecisionKind>(api: ApiClient, kind: Kind, id: string) =>
    queryOptions({
      queryKey: staffKeys.errand(kind, id),
      queryFn: async (): Promise<Decided[Kind] | null> => {
        try {
          return await api.get(pathOf(kind, id), schemaOf(kind));
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
    }),
};

export const useStaffPlanChange = (id: string) =>
  useSuspenseQuery(decisionErrandQueries.one(useApiClient(), 'plan-change', id));
export const useStaffApplication = (id: string) =>
  useSuspenseQuery(decisionErrandQueries.one(useApiClient(), 'application', id));

/** Decides the errand; it shows as decided at once, and the work list is read anew. */
export function useDecide<Kind extends DecisionKind>(kind: Kind, id: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.decision === 'approve'
        ? api.send('POST', `${pathOf(kind, id)}/approve`, { schema: schemaOf(kind) })
        : api.send('POST', `${pathOf(kind, id)}/refuse`, {
            body: { reason: decision.reason },
            schema: schemaOf(kind),
          }),
    onSuccess: (decided) => {
      if (decided !== null) {
        queryClient.setQueryData(decisionErrandQueries.one(api, kind, id).queryKey, decided);
      }
      void queryClient.invalidateQueries({ queryKey: staffKeys.work() });
    },
  });
}
