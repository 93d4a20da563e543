import type { Profile } from '#contracts/profile';
import { portalRoutes } from '#contracts/routes';

/**
 * Where the user wanted to go before logging in, kept in this tab across the trip to the BankID app.
 * Only a path on this site is kept or given back: `//host` or `/\host` would lead elsewhere.
 */
const LOGIN_FROM_KEY = 'skogsportalen.loginFrom';
const SITE_PATH = /^\/(?![/\\])/;

export function rememberLoginDestination(state: unknown): void {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !SITE_PATH.test(from)) return;
  try {
    sessionStorage.setItem(LOGIN_FROM_KEY, from);
  } catch {
    // Storage blocked: the user lands on the start page instead.
  }
}

/** The remembered destination, once. */
export function takeLoginDestination(): string | undefined {
  try {
    const from = sessionStorage.getItem(LOGIN_FROM_KEY);
    sessionStorage.removeItem(LOGIN_FROM_KEY);
    return from !== null && SITE_PATH.test(from) ? from : undefined;
  } catch {
    return undefined;
  }
}

/** Where someone already signed in belongs instead of a login step: the overview, or choosing whom to act for. */
export const signedInHome = (profile: Pick<Profile, 'roles'>): string =>
  profile.roles.length > 0 ? portalRoutes.overview.path : portalRoutes.loginSelection.path;
