import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { RegistrationSchema, type Registration, type RegistrationRequest } from '#contracts/registration';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

const registrationQueryKey = ['registration', 'latest'] as const;

/** The latest membership application of whom the session acts for; null when none has been sent. */
const registrationQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: registrationQueryKey,
    queryFn: (): Promise<Registration | null> => api.get('Ir/GetRegistration', RegistrationSchema),
  });

export function useRegistration() {
  return useSuspenseQuery(registrationQuery(useApiClient()));
}

/** Sends the application; afterwards the page shows the stored application instead of the form. */
export function useSubmitRegistration() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (application: RegistrationRequest) =>
      api.send('POST', 'Ir/RegisterNewUser', { body: application, schema: RegistrationSchema }),
    onSuccess: async (created) => {
      if (created === null) await queryClient.invalidateQueries({ queryKey: registrationQueryKey });
      else queryClient.setQueryData(registrationQueryKey, created);
    },
  });
}
