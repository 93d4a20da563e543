import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { MemberData } from '#contracts/member';
import { useApiClient, type ApiClient, type InPage } from '../api-client';

/** Every read about whom the session acts for starts with this key; a change to the member invalidates it. */
export const memberKeys = {
  all: ['member'] as const,
  data: ['member', 'data'] as const,
};

export const memberQueries = {
  /**
   * `Ir/GetMemberData`: whom the session acts for, with contact details; null when it acts for no one yet.
   * Read by the overview's greeting and the profile's contact details.
   */
  data: (api: ApiClient) =>
    queryOptions({
      queryKey: memberKeys.data,
      queryFn: (): Promise<MemberData | null> =>
        api.get('Ir/GetMemberData', async () => (await import('#contracts/member')).MemberDataSchema),
      initialData: () => api.takeFromPage('Ir/GetMemberData') as InPage<MemberData>,
    }),
};

export function useMemberData() {
  return useSuspenseQuery(memberQueries.data(useApiClient()));
}
