import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberData } from '#contracts/member';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

/** Whom the session acts for, for the greeting; null when it acts for no one yet. */
export const memberDataQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['overview', 'member-data'],
    queryFn: (): Promise<MemberData | null> =>
      api.get('Ir/GetMemberData', async () => (await import('#contracts/member')).MemberDataSchema),
  });

/** Not suspending: the greeting never holds up or breaks the page; without a name it greets plainly. */
export function useMemberData() {
  return useQuery(memberDataQueryOptions(useApiClient()));
}
