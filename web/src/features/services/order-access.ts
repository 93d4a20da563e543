import type { FeatureFlags } from '#contracts/feature-flags';
import { canChange } from '#contracts/roles';
import { servicesTexts } from './services.texts';

const texts = servicesTexts.service;

/**
 * Why the signed-in user cannot order, when the server says so (`canOrder` false): ordering is closed, they
 * only read (a representative, a staff viewer), or there is nothing to order for.
 */
export function orderBlockedReason(flags: FeatureFlags, roles: readonly string[]): string {
  if (!flags.servicesOrderable) return texts.flagOff;
  if (!canChange(roles)) return texts.readOnly;
  return texts.noEstates;
}
