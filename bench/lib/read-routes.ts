import type { Role } from '#contracts/roles';

/** An authenticated read the benchmarks load, and the role of the session that reads it. */
export interface ReadRoute {
  readonly path: string;
  readonly role: Role;
}

/**
 * The authenticated reads under load, one line each: what the overview and the money pages ask for first.
 * Never a rate-limited route.
 */
export const READ_ROUTES: readonly ReadRoute[] = [
  { path: '/api/auth/profile', role: 'Member' },
  { path: '/api/Ir/GetLoginOptions', role: 'Member' },
  { path: '/api/Ir/GetRegistration', role: 'Potential' },
  { path: '/api/Ir/GetMemberData', role: 'Member' },
  { path: '/api/Ir/GetAllEstates', role: 'Member' },
  { path: '/api/transactions', role: 'Member' },
  { path: '/api/economy/summary', role: 'Member' },
  { path: '/api/overview/economy', role: 'Member' },
  { path: '/api/overview/open-contracts', role: 'Member' },
  { path: '/api/services', role: 'Member' },
  { path: '/api/overview/orders', role: 'Member' },
];
