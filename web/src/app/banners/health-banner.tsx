import { queryOptions, useQuery } from '@tanstack/react-query';
import { isAnyServiceDown } from '#contracts/health-services';
import { useApiClient, type ApiClient } from '../../lib/api-client';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { Banner } from '../../ui/banner';
import { appTexts } from '../app.texts';
import styles from './banners.module.css';

/**
 * The health check runs once per page load and never again (docs/health.md). Its errors are thrown
 * to the app's error page (docs/portal.md 5): if even the health check cannot be reached, nothing can; but a
 * device that knows it is offline says so instead.
 */
export const healthQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['health'],
    queryFn: () => api.get('Health/ping', async () => (await import('#contracts/health')).HealthSchema),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // Without coverage the check cannot answer, and the pages a device keeps still work (docs/offline.md).
    throwOnError: () => navigator.onLine,
  });

/**
 * Full width, no close button; shown when any service is not up, never while the check is loading. The check
 * starts once the page has painted: the page's own content comes first, on a slow connection too.
 */
export function HealthBanner() {
  const painted = useAfterFirstPaint();
  const { data, isPending, isError } = useQuery({
    ...healthQueryOptions(useApiClient()),
    enabled: painted,
  });
  // An error here is a device without coverage (others go to the error page): the coverage banner says so.
  if (isPending || isError || !isAnyServiceDown(data ?? undefined)) return null;
  return (
    <div className={styles.warning}>
      <Banner tone="warning" role="alert" layout="page">
        <p>{appTexts.healthWarning}</p>
      </Banner>
    </div>
  );
}
