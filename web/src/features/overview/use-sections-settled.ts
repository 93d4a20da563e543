import { useEffect, useState } from 'react';
import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '../../lib/api-client';
import { notificationQueries } from '../../lib/queries/notifications';
import { activityQueries } from './api/activities';
import { overviewQueries } from './api/overview';

/** How long the page waits for a slow section before showing the others (it then loads in its own card). */
export const SETTLE_LIMIT_MS = 1_500;

/** The reads of the overview's cards, the notifications aside (an infinite query); the page's loader starts them. */
export const overviewCardQueries = (api: ApiClient) =>
  [
    overviewQueries.estatesSummary(api),
    overviewQueries.economy(api),
    overviewQueries.openContracts(api),
    overviewQueries.orders(api),
    overviewQueries.advisor(api),
    activityQueries.latest(api),
  ] as const;

/**
 * True once every section's data has come (or failed), or SETTLE_LIMIT_MS has passed, and from then on.
 * Cards that filled in one by one pushed the cards below them down as each arrived (a layout shift of 0.64
 * on a phone); shown together, nothing moves. Each section still loads and fails on its own: it reads the
 * same queries. A new section of the overview adds its query here too.
 */
export function useSectionsSettled(withNotifications: boolean): boolean {
  const api = useApiClient();
  const cardsSettled = useQueries({
    queries: overviewCardQueries(api),
    combine: (results) => results.every((result) => !result.isPending),
  });
  // A list a page at a time, which useQueries does not take.
  const notifications = useInfiniteQuery({ ...notificationQueries.list(api), enabled: withNotifications });
  const settled = cardsSettled && (!withNotifications || !notifications.isPending);
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLongEnough(true), SETTLE_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);
  // Once shown, the cards stay: a section fetched again (its retry) must not take the page back.
  const [shown, setShown] = useState(false);
  const ready = shown || settled || waitedLongEnough;
  if (ready && !shown) setShown(true);
  return ready;
}
