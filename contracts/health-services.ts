/**
 * The five back-end services the portal reports on (docs/health.md). Plain data with no schema library, so
 * the health banner on every page's first load stays small; `health.ts` builds the schema from it.
 */
export const HEALTH_SERVICES = ['gis', 'kr', 'ir', 'calculation', 'splan'] as const;

export type HealthService = (typeof HEALTH_SERVICES)[number];

export function isAnyServiceDown(health: Partial<Record<HealthService, boolean>> | undefined): boolean {
  return HEALTH_SERVICES.some((service) => health?.[service] !== true);
}
