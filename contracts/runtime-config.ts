import * as z from 'zod/mini';
import { APP_ENVIRONMENTS } from './environment.js';
import { FEATURE_FLAGS, type FeatureFlag } from './feature-flags.js';

const flagsShape = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  FeatureFlag,
  z.ZodMiniBoolean
>;

/**
 * What the server tells the SPA at load, so one build runs in every environment.
 * Only values that are safe for any visitor to read belong here.
 */
export const RuntimeConfigSchema = z.object({
  environment: z.enum(APP_ENVIRONMENTS),
  apiRoot: z.string(),
  productName: z.string(),
  associationName: z.string(),
  supportEmail: z.string(),
  supportPhone: z.optional(z.string()),
  surveyUrl: z.optional(z.string()),
  assistantScriptUrl: z.optional(z.string()),
  widgetScriptUrl: z.optional(z.string()),
  analytics: z.object({
    measurementId: z.optional(z.string()),
    tagManagerId: z.optional(z.string()),
    scriptOrigin: z.string(),
  }),
  flags: z.object(flagsShape),
  /** Only while BankID runs against the simulator: its page that plays the BankID app (demo and tests). */
  bankidSimulatorUrl: z.optional(z.string()),
});

export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
