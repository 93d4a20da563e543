import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { RegistrationSchema, type Registration } from '#contracts/registration';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

export const registrationQueryKey = ['registration', 'latest'] as const;

/** The latest membership application of whom the session acts for; null when none has been sent. */
export const registrationQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: registrationQueryKey,
    queryFn: (): Promise<Registration | null> => api.get('Ir/GetRegistration', RegistrationSchema),
  });

export function useRegistration() {
  return useSuspenseQuery(registrationQueryOptions(useApiClient()));
}
