import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  SubscriptionSchema,
  SubscriptionsSchema,
  type Subscription,
  type SubscriptionChange,
  type Subscriptions,
  type SubscriptionTopic,
} from '#contracts/subscriptions';
import { ApiError, useApiClient, type ApiClient } from '../../../lib/api-client';

const subscriptionsQueryKey = ['subscriptions'] as const;

export const subscriptionQueries = {
  /** The association's mailings with the member's choices; the server always answers with the offers. */
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: subscriptionsQueryKey,
      queryFn: async (): Promise<Subscriptions> => {
        const answer = await api.get('subscriptions', SubscriptionsSchema);
        if (answer === null) throw new ApiError(204, 'NO_CONTENT', 'Abonnemangen kunde inte läsas.');
        return answer;
      },
    }),
};

export function useSubscriptions() {
  return useSuspenseQuery(subscriptionQueries.list(useApiClient()));
}

/** Subscribes, unsubscribes or changes the format of one mailing; the list shows the saved choice. */
export function useChangeSubscription() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ topic, change }: { topic: SubscriptionTopic; change: SubscriptionChange }) =>
      api.send('PUT', `subscriptions/${topic}`, { body: change, schema: SubscriptionSchema }),
    onSuccess: (saved: Subscription | null) => {
      if (saved === null) return queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
      queryClient.setQueryData<Subscriptions>(subscriptionsQueryKey, (current) =>
        current === undefined
          ? current
          : {
              ...current,
              subscriptions: current.subscriptions.map((item) => (item.topic === saved.topic ? saved : item)),
            },
      );
      return undefined;
    },
  });
}
