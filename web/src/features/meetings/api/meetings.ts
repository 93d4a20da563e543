import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  FreeTimesSchema,
  MeetingSchema,
  MeetingsSchema,
  type FreeTimes,
  type MeetingRequest,
  type Meetings,
} from '#contracts/meetings';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

const meetingsQueryKey = ['meetings'] as const;

export const meetingQueries = {
  /** The member's meetings; null when there are none (204). */
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: [...meetingsQueryKey, 'list'],
      queryFn: (): Promise<Meetings | null> => api.get('meetings', MeetingsSchema),
    }),

  /** The advisor, the estates and the free hours; null when the member has no advisor (204). */
  freeTimes: (api: ApiClient) =>
    queryOptions({
      queryKey: [...meetingsQueryKey, 'free-times'],
      queryFn: (): Promise<FreeTimes | null> => api.get('meetings/free-times', FreeTimesSchema),
    }),
};

export function useMeetings() {
  return useSuspenseQuery(meetingQueries.list(useApiClient()));
}

export function useFreeTimes() {
  return useSuspenseQuery(meetingQueries.freeTimes(useApiClient()));
}

/** After a booking or a cancellation both the list and the free hours change. */
function useRefreshMeetings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meetingsQueryKey });
}

export function useBookMeeting() {
  const api = useApiClient();
  const refresh = useRefreshMeetings();
  return useMutation({
    mutationFn: (request: MeetingRequest) =>
      api.send('POST', 'meetings', { body: request, schema: MeetingSchema }),
    onSettled: refresh,
  });
}

export function useCancelMeeting() {
  const api = useApiClient();
  const refresh = useRefreshMeetings();
  return useMutation({
    mutationFn: (meetingId: string) =>
      api.send('POST', `meetings/${encodeURIComponent(meetingId)}/cancel`, { schema: MeetingSchema }),
    onSettled: refresh,
  });
}
