import { canChange, hasAnyRole, hasRole, ROLES } from '#contracts/roles';
import type { ApiRouteRule } from '../../src/plugins/access.js';
import type { ActiveSession } from '../../src/session/session.service.js';

/** Who calls: nobody, someone identified who has not chosen whom to act for, or one role each. */
export interface Caller {
  readonly name: string;
  /** Absent for an anonymous caller. */
  readonly session?: ActiveSession;
}

/** Whose object a path parameter names: the acted-for member's, another member's, or no member's. */
export type Ownership = 'own' | 'other' | 'none';

export type ExpectedOutcome =
  | { readonly kind: 'unauthorized' }
  | { readonly kind: 'forbidden'; readonly message: string }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'allowed' };

/** What the user reads on each refusal. */
export const REFUSALS = {
  notSignedIn: 'Du är inte inloggad.',
  notAllowed: 'Du har inte behörighet att göra det här.',
  readOnlyDelegate: 'Du är inloggad som ombud med läsrätt och kan inte beställa eller ändra något.',
  readOnlyStaff: 'Du visar medlemmens uppgifter med läsrätt och kan inte ändra något.',
} as const;

/** The actors of every matrix: anonymous, identified only, and a session with each role for `stakeholderId`. */
export function matrixCallers(personId: string, stakeholderId: string): Caller[] {
  return [
    { name: 'anonymous' },
    { name: 'identified, acting for nobody yet', session: { personId, stakeholderId: null, roles: [] } },
    ...ROLES.map((role) => ({ name: role, session: { personId, stakeholderId, roles: [role] } })),
  ];
}

/** Every method but GET changes something, for the read-only rule (docs/quality.md 3.2). */
const changesState = (method: string): boolean => method !== 'GET';

/** The policy as data (docs/quality.md 3.2): what a cell must answer, from the route's declared rule alone. */
export function expectedOutcome(route: ApiRouteRule, actor: Caller, ownership: Ownership): ExpectedOutcome {
  const { session } = actor;
  if (route.access !== 'public') {
    if (session === undefined) return { kind: 'unauthorized' };
    if (route.access !== 'person' && !hasAnyRole(session.roles, route.access)) {
      return { kind: 'forbidden', message: REFUSALS.notAllowed };
    }
    if (changesState(route.method) && !route.allowReadOnly && !canChange(session.roles)) {
      const message = hasRole(session.roles, 'DelegatedRight')
        ? REFUSALS.readOnlyDelegate
        : REFUSALS.readOnlyStaff;
      return { kind: 'forbidden', message };
    }
  }
  return ownership === 'other' ? { kind: 'not-found' } : { kind: 'allowed' };
}

export interface ObservedResponse {
  readonly status: number;
  readonly body: string;
  readonly passedGuard: boolean;
}

const errorBody = (body: string): { code?: unknown; message?: unknown } => {
  try {
    return JSON.parse(body) as { code?: unknown; message?: unknown };
  } catch {
    return {};
  }
};

/** Why an observed answer breaks the expected one; undefined when it keeps it. */
export function violation(
  expected: ExpectedOutcome,
  ownership: Ownership,
  observed: ObservedResponse,
): string | undefined {
  const { status, passedGuard } = observed;
  const { code, message } = errorBody(observed.body);
  switch (expected.kind) {
    case 'unauthorized':
      if (status === 401 && code === 'UNAUTHORIZED' && message === REFUSALS.notSignedIn && !passedGuard)
        return;
      return 'expected the guard’s 401 "Du är inte inloggad."';
    case 'forbidden':
      if (status === 403 && code === 'FORBIDDEN' && message === expected.message && !passedGuard) return;
      return `expected the guard’s 403 "${expected.message}"`;
    case 'not-found':
      if (status === 404 && code === 'NOT_FOUND' && passedGuard) return;
      return 'expected 404 for another member’s object, never its data';
    case 'allowed':
      if (!passedGuard) return 'expected the guard to let it through';
      if (status >= 500) return 'expected no server error';
      if (ownership === 'own' && (status < 200 || status > 299)) return 'expected 2xx for the own object';
      return;
  }
}
