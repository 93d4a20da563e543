import * as z from 'zod/mini';

/**
 * The forest overview (skogsöversikt): built once from the member's stands by a background job after
 * `POST /api/user/activate_skogsoversikt`; the browser polls `GET /api/user/oversikt_activation_status`
 * every 5 s while it runs (docs/portal.md 5).
 */
export const OVERVIEW_REFETCH_MS = 5_000;

export const ACTIVATION_STATES = ['inactive', 'pending', 'running', 'ready', 'failed'] as const;
export type ActivationState = (typeof ACTIVATION_STATES)[number];

export const ActivationStatusSchema = z.object({
  state: z.enum(ACTIVATION_STATES),
  /** ISO 8601; when the overview was last built. */
  readyAt: z.nullable(z.string()),
  /** A Swedish sentence for 'failed'. */
  message: z.nullable(z.string()),
});
export type ActivationStatus = z.infer<typeof ActivationStatusSchema>;

/** True while the browser should keep polling. */
export const isActivationRunning = (state: ActivationState): boolean =>
  state === 'pending' || state === 'running';

/** `GET /api/forest-overview`: the figures once built (204 before). The layer is `skogsoversikt`. */
export const ForestOverviewSchema = z.object({
  builtAt: z.string(),
  estateCount: z.number(),
  standCount: z.number(),
  /**
   * The stands' productive forest land in hectares: the plans leave out their impediment, so this is the
   * productive area the estates are registered with (`Ir/GetAllEstates`).
   */
  productiveAreaHa: z.number(),
  volumeTotal: z.number(),
  /** m³sk per hectare over the stands' area. */
  volumePerHa: z.number(),
  /** m³sk per year. */
  growthTotal: z.number(),
  /** Hectares whose plan proposes an action within five years, per action. */
  upcomingActions: z.array(z.object({ action: z.string(), areaHa: z.number(), standCount: z.number() })),
});
export type ForestOverview = z.infer<typeof ForestOverviewSchema>;
