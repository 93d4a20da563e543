import type { ReactNode } from 'react';
import type { WorkKind } from '#contracts/staff-work';
import type { PageQueries } from '../../../lib/page-route';
import { staffWorkQueries } from '../api/staff-work';
import { OrderErrand } from './order-errand';

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
};
