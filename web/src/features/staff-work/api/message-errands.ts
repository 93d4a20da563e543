import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
// The view needs the contract's limits anyway, so its schemas come along in the same chunk.
import { StaffMessageSchema, type ContactAnswerRequest, type StaffMessage } from '#contracts/staff-messages';
import { ApiError, useApiClient, type ApiClient } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

const path = (id: string): string => `staff/messages/${encodeURIComponent(id)}`;

export const messageErrandQueries = {
  /** A member's message with its answers; null when there is none by that id (404). */
  one: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: staffKeys.errand('message', id),
      queryFn: async (): Promise<StaffMessage | null> => {
        try {
          return await api.get(path(id), StaffMessageSchema);
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
    }),
};

export const useStaffMessage = (id: string) => useSuspenseQuery(messageErrandQueries.one(useApiClient(), id));

/** A write on the message: the message as the server answers it shows at once, and the work list is read anew. */
function useMessageWrite<Input>(
  id: string,
  write: (api: ApiClient, input: Input) => Promise<StaffMessage | null>,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => write(api, input),
    onSuccess: (message) => {
      if (message !== null) queryClient.setQueryData(messageErrandQueries.one(api, id).queryKey, message);
      void queryClient.invalidateQueries({ queryKey: staffKeys.work() });
    },
  });
}

/** Answers the message in the portal; the member is notified. */
export const useAnswerMessage = (id: string) =>
  useMessageWrite(id, (api, answer: ContactAnswerRequest) =>
    api.send('POST', `${path(id)}/answers`, { body: answer, schema: StaffMessageSchema }),
  );

/** Marks the message as handled: nothing more will come of it. */
export const useMarkMessageHandled = (id: string) =>
  useMessageWrite<undefined>(id, (api) =>
    api.send('POST', `${path(id)}/handled`, { schema: StaffMessageSchema }),
  );
