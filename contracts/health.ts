import * as z from 'zod/mini';
import { HEALTH_SERVICES, type HealthService } from './health-services.js';

/** `GET /api/Health/ping`: whether each back-end service is up. */
export const HealthSchema = z.object(
  Object.fromEntries(HEALTH_SERVICES.map((service) => [service, z.boolean()])) as Record<
    HealthService,
    z.ZodMiniBoolean
  >,
);

export type Health = z.infer<typeof HealthSchema>;
export type { HealthService };
