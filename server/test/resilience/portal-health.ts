import { HealthSchema } from '#contracts/health';
import { isAnyServiceDown } from '#contracts/health-services';

/** One GET against the portal, in-process (`inject`) or over HTTP. */
export type PortalGet = (path: string) => Promise<{ statusCode: number; body: string }>;

/**
 * What the SPA's health banner decides on (web/src/app/banners/health-banner.tsx): `GET /api/Health/ping`,
 * shown when any service is not up. An answer that is not 200 would give the SPA's error page instead.
 */
export async function healthBannerShows(get: PortalGet): Promise<boolean> {
  const response = await get('/api/Health/ping');
  if (response.statusCode !== 200) throw new Error(`Health/ping answered ${String(response.statusCode)}`);
  return isAnyServiceDown(HealthSchema.parse(JSON.parse(response.body)));
}

/** What a load balancer or Kubernetes asks before sending traffic. */
export const isReady = async (get: PortalGet): Promise<boolean> =>
  (await get('/api/internal/isReady')).statusCode === 200;

/** Healthy as a client and a balancer see it: ready, and the banner gone. */
export const isHealthy = async (get: PortalGet): Promise<boolean> =>
  (await isReady(get)) && !(await healthBannerShows(get));
