import { queryOptions } from '@tanstack/react-query';
import type { MemberData } from '#contracts/member';
import type { ApiClient, InPage } from '../api-client';
import { memberKeys } from './keys';

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
