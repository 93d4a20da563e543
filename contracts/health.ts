import * as z from 'zod/mini';

/** The five back-end services the portal reports on (SPEC 3 and 7). */
export const HealthSchema = z.object({
  gis: z.boolean(),
  kr: z.boolean(),
  ir: z.boolean(),
  calculation: z.boolean(),
  splan: z.boolean(),
});

export type Health = z.infer<typeof HealthSchema>;
export type HealthService = keyof Health;

export const HEALTH_SERVICES = Object.keys(HealthSchema.shape) as HealthService[];

export function isAnyServiceDown(health: Partial<Health> | undefined): boolean {
  return HEALTH_SERVICES.some((service) => health?.[service] !== true);
}
