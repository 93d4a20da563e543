import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RegistrationSchema, type RegistrationRequest } from '#contracts/registration';
import { useApiClient } from '../../../lib/api-client';
import { registrationQueryKey } from './get-registration';

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
