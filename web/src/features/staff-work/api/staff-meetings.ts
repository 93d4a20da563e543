import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
// The views need the contract's limits and labels anyway, so its schemas come along in the same chunk.
import {
  AdvisorTimesAddedSchema,
  AdvisorTimesSchema,
  StaffMeetingSchema,
  type AdvisorTimes,
  type AdvisorTimesRequest,
  type StaffMeeting,
} from '#contracts/staff-meetings';
import { ApiError, useApiClient, type ApiClient } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

const meetingPath = (id: string): string => `staff/meetings/${encodeURIComponent(id)}`;

export const staffMeetingQueries = {
  /** A member's meeting booking; null when there is none by that id (404). */
  one: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: staffKeys.errand('meeting', id),
      queryFn: async (): Promise<StaffMeeting | null> => {
        try {
          return await api.get(meetingPath(id), StaffMeetingSchema);
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
    }),
  /** An advisor's hours for 14 days from `from` (YYYY-MM-DD), or from today when it is left out. */
  times: (api: ApiClient, advisor: string, from?: string) =>
    queryOptions({
      queryKey: staffKeys.advisorTimesFrom(advisor, from),
      queryFn: async (): Promise<AdvisorTimes> => {
        const params = new URLSearchParams({ advisor });
        if (from !== undefined) params.set('from', from);
        const times = await api.get(`staff/advisor-times?${params.toString()}`, AdvisorTimesSchema);
        if (times === null) throw new ApiError(204, 'NO_CONTENT', 'Kalendern kunde inte hämtas.');
        return times;
      },
    }),
};

export const useStaffMeeting = (id: string) => useSuspenseQuery(staffMeetingQueries.one(useApiClient(), id));
export const useAdvisorTimes = (advisor: string, from?: string) =>
  useSuspenseQuery(staffMeetingQueries.times(useApiClient(), advisor, from));

/** A change to a booking: the meeting as the server answers it shows at once; the work list and calendars are read anew. */
function useMeetingWrite<Input>(
  id: string,
  write: (api: ApiClient, input: Input) => Promise<StaffMeeting | null>,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => write(api, input),
    onSuccess: (meeting) => {
      if (meeting !== null) queryClient.setQueryData(staffMeetingQueries.one(api, id).queryKey, meeting);
      void queryClient.invalidateQueries({ queryKey: staffKeys.work() });
      void queryClient.invalidateQueries({ queryKey: staffKeys.advisorTimes() });
    },
  });
}

/** Confirms the booking; the member is notified. */
export const useConfirmMeeting = (id: string) =>
  useMeetingWrite(id, (api) =>
    api.send('POST', `${meetingPath(id)}/confirm`, { schema: StaffMeetingSchema }),
  );

/** Moves the booking to another free hour of the same advisor (which confirms it); the member is notified. */
export const useMoveMeeting = (id: string) =>
  useMeetingWrite(id, (api, slotId: string) =>
    api.send('POST', `${meetingPath(id)}/move`, { body: { slotId }, schema: StaffMeetingSchema }),
  );

/** A change to an advisor's calendar: every calendar shown is read anew, and so are the bookings. */
function useTimesWrite<Input, Output>(write: (api: ApiClient, input: Input) => Promise<Output>) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => write(api, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.advisorTimes() });
    },
  });
}

/** Opens hours as free for members to book. */
export const useAddAdvisorTimes = () =>
  useTimesWrite((api, request: AdvisorTimesRequest) =>
    api.send('POST', 'staff/advisor-times', { body: request, schema: AdvisorTimesAddedSchema }),
  );

/** Takes a free hour out of the free times. */
export const useRemoveAdvisorTime = () =>
  useTimesWrite((api, slotId: string) =>
    api.send('DELETE', `staff/advisor-times/${encodeURIComponent(slotId)}`),
  );
