export const ROLES = ['Potential', 'Member', 'Supplier', 'Viewer', 'Editor', 'DelegatedRight'] as const;

export type Role = (typeof ROLES)[number];

/** Everyone who can log in. */
export const ANY_ROLE: readonly Role[] = ROLES;
/** Those with a forest business: members, suppliers, staff and representatives. */
export const FOREST_OWNER: readonly Role[] = ['Member', 'Supplier', 'Viewer', 'Editor', 'DelegatedRight'];

/** Roles are compared case-insensitively (docs/portal.md 4); this returns the canonical spelling. */
export function parseRole(value: string): Role | undefined {
  const lower = value.toLowerCase();
  return ROLES.find((role) => role.toLowerCase() === lower);
}

export function hasRole(roles: readonly string[], role: Role): boolean {
  return roles.some((candidate) => parseRole(candidate) === role);
}

export function hasAnyRole(roles: readonly string[], allowed: readonly Role[]): boolean {
  return allowed.some((role) => hasRole(roles, role));
}

export const isStaff = (roles: readonly string[]): boolean => hasAnyRole(roles, ['Viewer', 'Editor']);

/** A representative (DelegatedRight) sees the member's data but can change nothing. */
export const isReadOnly = (roles: readonly string[]): boolean => hasRole(roles, 'DelegatedRight');

/** Someone acting for a member who is not them: staff (Viewer, Editor) or a representative. */
export const actsForSomeoneElse = (roles: readonly string[]): boolean => isStaff(roles) || isReadOnly(roles);

/**
 * Whether the session may change anything (order, edit, save). Not a representative, and not staff who
 * only view (Viewer): changing a member's data on their behalf is what the Editor role is for.
 */
export const canChange = (roles: readonly string[]): boolean =>
  !isReadOnly(roles) && !(hasRole(roles, 'Viewer') && !hasRole(roles, 'Editor'));

export type AnalyticsRole = 'potential' | 'member' | 'supplier' | 'employee' | 'unknown';

/** The analytics role property, in the order docs/portal.md 4 gives. */
export function analyticsRole(roles: readonly string[]): AnalyticsRole {
  if (hasRole(roles, 'Potential')) return 'potential';
  if (hasRole(roles, 'Member')) return 'member';
  if (hasRole(roles, 'Supplier')) return 'supplier';
  if (isStaff(roles)) return 'employee';
  return 'unknown';
}
