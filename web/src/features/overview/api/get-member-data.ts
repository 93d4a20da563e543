import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberData } from '#contracts/member';
import { useApiClient, type ApiClient, type InPage } from '../../../lib/api-client';

/** Whom the session acts for, for the greeting; null when it acts for no one yet. */
export const memberDataQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['overview', 'member-data'],
    queryFn: (): Promise<MemberData | null> =>
      api.get('Ir/GetMemberData', async () => (await import('#contracts/member')).MemberDataSchema),
    initialData: () => api.takeFromPage('Ir/GetMemberData') as InPage<MemberData>,
  });

/** Not suspending: the greeting never holds up or breaks the page; without a name it greets plainly. */
export function useMemberData() {
  return useQuery(memberDataQueryOptions(useApiClient()));
}
