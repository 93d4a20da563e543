import type { ReactNode } from 'react';
import type { WorkKind } from '#contracts/staff-work';
import type { PageQueries } from '../../../lib/page-route';
import { decisionErrandQueries } from '../api/decision-errands';
import { messageErrandQueries } from '../api/message-errands';
import { observationErrandQueries } from '../api/observation-errands';
import { staffMeetingQueries } from '../api/staff-meetings';
import { staffWorkQueries } from '../api/staff-work';
import { ApplicationErrand } from './application-errand';
import { MeetingErrand } from './meeting-errand';
import { MessageErrand } from './message-errand';
import { ObservationErrand } from './observation-errand';
import { OrderErrand } from './order-errand';
import { PlanChangeErrand } from './plan-change-errand';

interface ErrandView {
  /** The errand's page content under the workspace menu: its heading, facts and the steps staff may take. */
  readonly render: (id: string) => ReactNode;
  /** Starts the reads the view makes, as soon as the page's code is here. */
  readonly reads: (queries: PageQueries, id: string) => readonly Promise<unknown>[];
}

/** Each kind of errand that has its own page in the workspace; the work list links to these. */
export const ERRAND_VIEWS: Partial<Record<WorkKind, ErrandView>> = {
  order: {
    render: (id) => <OrderErrand number={id} />,
    reads: ({ queryClient, api }, id) => [queryClient.query(staffWorkQueries.order(api, id))],
  },
  message: {
    render: (id) => <MessageErrand id={id} />,
    reads: ({ queryClient, api }, id) => [queryClient.query(messageErrandQueries.one(api, id))],
  },
  meeting: {
    render: (id) => <MeetingErrand id={id} />,
    reads: ({ queryClient, api }, id) => [
      queryClient.query(staffMeetingQueries.one(api, id)).then((meeting) =>
        // The advisor's free hours, to move the meeting to: read at once, not after the meeting renders.
        meeting === null ? null : queryClient.query(staffMeetingQueries.times(api, meeting.advisor.id)),
      ),
    ],
  },
  'plan-change': {
    render: (id) => <PlanChangeErrand id={id} />,
    reads: ({ queryClient, api }, id) => [
      queryClient.query(decisionErrandQueries.one(api, 'plan-change', id)),
    ],
  },
  observation: {
    render: (id) => <ObservationErrand id={id} />,
    reads: ({ queryClient, api }, id) => [queryClient.query(observationErrandQueries.one(api, id))],
  },
  application: {
    render: (id) => <ApplicationErrand id={id} />,
    reads: ({ queryClient, api }, id) => [
      queryClient.query(decisionErrandQueries.one(api, 'application', id)),
    ],
  },
};
