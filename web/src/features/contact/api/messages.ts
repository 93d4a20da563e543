import { useMutation } from '@tanstack/react-query';
import { ContactMessageReceiptSchema, type ContactMessageRequest } from '#contracts/contact';
import { useApiClient } from '../../../lib/api-client';

export function useSendMessage() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (message: ContactMessageRequest) =>
      api.send('POST', 'contact/messages', { body: message, schema: ContactMessageReceiptSchema }),
  });
}
