import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { MemberDataSchema, OkSchema, type MemberContactRequest, type MemberData } from '#contracts/member';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

const memberDataQueryKey = ['profile', 'member-data'] as const;

/** Whom the session acts for, with contact details; null when it acts for no one. */
const memberDataQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: memberDataQueryKey,
    queryFn: (): Promise<MemberData | null> => api.get('Ir/GetMemberData', MemberDataSchema),
  });

export function useMemberData() {
  return useSuspenseQuery(memberDataQueryOptions(useApiClient()));
}

/** Saves the contact details; afterwards the member data is read again, as the server stored it. */
export function useSaveContactDetails() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: MemberContactRequest) =>
      api.send('POST', 'Ir/SetMemberData', { body: details, schema: OkSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberDataQueryKey }),
  });
}
