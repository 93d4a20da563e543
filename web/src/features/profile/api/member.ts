import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { OkSchema, type MemberContactRequest } from '#contracts/member';
import { useApiClient } from '../../../lib/api-client';
import { memberKeys } from '../../../lib/queries/keys';
import { memberQueries } from '../../../lib/queries/member';

export const useMemberData = () => useSuspenseQuery(memberQueries.data(useApiClient()));

/**
 * Saves the contact details; afterwards every view of the member (the profile, the overview's greeting) is
 * read again, as the server stored it.
 */
export function useSaveContactDetails() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: MemberContactRequest) =>
      api.send('POST', 'Ir/SetMemberData', { body: details, schema: OkSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
