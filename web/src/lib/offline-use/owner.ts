import type { Profile } from '#contracts/profile';

/**
 * Whose data a device keeps: whom the session acts for, as whom (a representative reads another view of
 * the same member than the member does) and the person's name.
 */
export const ownerOf = (profile: Profile): string =>
  [profile.id, profile.name ?? '', [...profile.roles].sort().join(',')].join('|');
