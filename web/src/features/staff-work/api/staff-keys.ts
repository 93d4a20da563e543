import type { DecisionKind } from './decision-errands';
import type { WorkFilter } from './staff-work';

/** The errands that are not orders, each read by its own id. */
type ErrandKind = 'message' | 'observation' | 'meeting' | DecisionKind;

/**
 * Every query key of the staff workspace, under `staff`. The reads and the invalidations after a write take
 * their keys from here, so an invalidation always names what a read cached (docs/adr/0016-queries-by-resource.md).
 */
export const staffKeys = {
  workspace: () => ['staff', 'workspace'] as const,
  /** Every page of every filtered work list: what a step, an answer or a decision invalidates. */
  work: () => ['staff', 'work'] as const,
  workList: (filter: WorkFilter) => [...staffKeys.work(), filter] as const,
  order: (number: string) => ['staff', 'order', number] as const,
  orderAreas: (number: string) => [...staffKeys.order(number), 'areas'] as const,
  /** One errand of another kind than an order: a message, an observation, a meeting or a decision. */
  errand: (kind: ErrandKind, id: string) => ['staff', kind, id] as const,
  /** Every advisor's calendar, whichever weeks: a booking moved or an hour changed shows in all of them. */
  advisorTimes: () => ['staff', 'advisor-times'] as const,
  advisorTimesFrom: (advisor: string, from: string | undefined) =>
    [...staffKeys.advisorTimes(), advisor, from ?? 'today'] as const,
};
