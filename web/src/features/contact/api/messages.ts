import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { ContactMessageReceiptSchema, type ContactMessageRequest } from '#contracts/contact';
import { ContactMessagesSchema, type ContactMessage } from '#contracts/staff-messages';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

export const contactMessageQueries = {
  /** The acting member's messages, newest first, each with the association's answers. */
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: ['contact', 'messages'] as const,
      queryFn: async (): Promise<ContactMessage[]> =>
        (await api.get('contact/messages', ContactMessagesSchema)) ?? [],
    }),
};

export const useContactMessages = () => useSuspenseQuery(contactMessageQueries.list(useApiClient()));

/** Sends a message to the advisor; the member's list of messages is read anew to show it. */
export function useSendMessage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ContactMessageRequest) =>
      api.send('POST', 'contact/messages', { body: message, schema: ContactMessageReceiptSchema }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactMessageQueries.list(api).queryKey });
    },
  });
}
