import { useEffect } from 'react';
import { analyticsRole } from '#contracts/roles';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { loadScript } from '../third-party/load-script';
import { removeAnalyticsCookies } from './consent';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    [disableKey: `ga-disable-${string}`]: boolean | undefined;
  }
}

function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // gtag.js reads the Arguments object itself, not an array of them.
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

/**
 * Analytics and Tag Manager load only when configured and the visitor accepted performance cookies.
 * Without that consent their cookies are removed at every poll, and measurement is switched off.
 */
export function Analytics({
  cookies,
  performance,
  roles,
}: {
  cookies: string;
  performance: boolean;
  roles: readonly string[];
}) {
  const { analytics } = useRuntimeConfig();
  const { measurementId, tagManagerId, scriptOrigin } = analytics;
  const role = analyticsRole(roles);

  useEffect(() => {
    if (measurementId !== undefined) window[`ga-disable-${measurementId}`] = !performance;
    if (!performance) return;
    if (measurementId !== undefined) {
      window.gtag ??= gtag;
      gtag('js', new Date());
      gtag('config', measurementId);
      loadScript('analytics-gtag', `${scriptOrigin}/gtag/js?id=${encodeURIComponent(measurementId)}`);
    }
    if (tagManagerId !== undefined) {
      window.dataLayer ??= [];
      window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      loadScript('analytics-gtm', `${scriptOrigin}/gtm.js?id=${encodeURIComponent(tagManagerId)}`);
    }
  }, [performance, measurementId, tagManagerId, scriptOrigin]);

  useEffect(() => {
    if (performance && measurementId !== undefined) gtag('set', 'user_properties', { role });
  }, [performance, measurementId, role]);

  useEffect(() => {
    if (!performance) removeAnalyticsCookies(cookies);
  }, [performance, cookies]);

  return null;
}
