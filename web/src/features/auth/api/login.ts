import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChooseLoginRequest } from '#contracts/login-options';
import type { Profile } from '#contracts/profile';
import { useApiClient, type ApiClient } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/profile';

const loginOptionsSchema = async () => (await import('#contracts/login-options')).LoginOptionsSchema;
const profileSchema = async () => (await import('#contracts/profile')).ProfileSchema;

export const loginQueries = {
  /** Whom the signed-in person may act for. */
  options: (api: ApiClient, stakeholderId?: string) =>
    queryOptions({
      queryKey: ['auth', 'login-options', stakeholderId ?? null],
      queryFn: () =>
        api.get(
          stakeholderId === undefined
            ? 'Ir/GetLoginOptions'
            : `Ir/GetLoginOptions?stakeholderId=${encodeURIComponent(stakeholderId)}`,
          loginOptionsSchema,
        ),
      staleTime: 0,
    }),
};

/** `POST auth/bankid`: the completed BankID order, or a chosen stakeholder, becomes the session. */
function useLoginCall<Variables>(request: (api: ApiClient, variables: Variables) => Promise<Profile | null>) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => request(api, variables),
    onSuccess: (profile) => {
      // Whatever was cached belonged to the previous identity.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'profile' });
      queryClient.setQueryData(profileQueryOptions(api).queryKey, profile);
    },
  });
}

export const useCompleteLogin = () =>
  useLoginCall<undefined>((api) => api.send('POST', 'auth/bankid', { schema: profileSchema }));

export const useChooseLogin = () =>
  useLoginCall<{ stakeholderId: string } & ChooseLoginRequest>((api, { stakeholderId, role }) =>
    api.send('POST', `auth/bankid?stakeholderId=${encodeURIComponent(stakeholderId)}`, {
      body: role === undefined ? {} : { role },
      schema: profileSchema,
    }),
  );

/** `POST staff/workspace`: staff work as themselves, acting for no member, in their workspace. */
export const useEnterWorkspace = () =>
  useLoginCall<undefined>((api) => api.send('POST', 'staff/workspace', { schema: profileSchema }));
