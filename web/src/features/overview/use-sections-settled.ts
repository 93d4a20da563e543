import { useEffect, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-client';
import { activitiesQueryOptions } from './api/get-activities';
import { advisorQueryOptions } from './api/get-advisor';
import { overviewEconomyQueryOptions } from './api/get-economy';
import { estatesSummaryQueryOptions } from './api/get-estates-summary';
import { notificationsQueryOptions } from './api/get-notifications';
import { overviewOpenContractsQueryOptions } from './api/get-open-contracts';
import { overviewOrdersQueryOptions } from './api/get-orders';

/** How long the page waits for a slow section before showing the others (it then loads in its own card). */
export const SETTLE_LIMIT_MS = 1_500;

/**
 * True once every section's data has come (or failed), or SETTLE_LIMIT_MS has passed, and from then on.
 * Cards that filled in one by one pushed the cards below them down as each arrived (a layout shift of 0.64
 * on a phone); shown together, nothing moves. Each section still loads and fails on its own: it reads the
 * same queries. A new section of the overview adds its query here too.
 */
export function useSectionsSettled(withNotifications: boolean): boolean {
  const api = useApiClient();
  const settled = useQueries({
    queries: [
      estatesSummaryQueryOptions(api),
      overviewEconomyQueryOptions(api),
      overviewOpenContractsQueryOptions(api),
      overviewOrdersQueryOptions(api),
      advisorQueryOptions(api),
      activitiesQueryOptions(api),
      ...(withNotifications ? [notificationsQueryOptions(api)] : []),
    ],
    combine: (results) => results.every((result) => !result.isPending),
  });
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
