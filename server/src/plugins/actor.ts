import type { FastifyRequest } from 'fastify';
import { hasRole, isReadOnly, isStaff, type Role } from '#contracts/roles';
import type { ActiveSession } from '../session/session.service.js';
import { ForbiddenError } from './http-errors.js';

/**
 * Who is asking, as the session says (never anything the browser sent): the person at the keyboard, the
 * member, company or mandate giver they act for, and what the session's roles make of that. Resolved once
 * per request where the session is read (plugins/session.ts); the estates it may see are asked for only by
 * the reads that need them (plugins/estate-scope.ts).
 */
export interface Actor {
  /** The person who identified with BankID. */
  readonly personId: string;
  /** Whom the session acts for. */
  readonly stakeholderId: string;
  readonly roles: readonly Role[];
  /** Staff (Viewer, Editor), whether they may change anything or only look. */
  readonly isStaff: boolean;
  /** Staff who change the member's data for them (Editor): what is written is marked as done on their behalf. */
  readonly onBehalf: boolean;
  /** A representative (DelegatedRight): sees only the estates their running mandates cover, changes nothing. */
  readonly isRepresentative: boolean;
}

/** The actor of a session, or null when it acts for no one yet (or there is no session). */
export function actorOfSession(session: ActiveSession | null): Actor | null {
  if (session === null || session.stakeholderId === null) return null;
  const { personId, stakeholderId, roles } = session;
  return {
    personId,
    stakeholderId,
    roles,
    isStaff: isStaff(roles),
    onBehalf: hasRole(roles, 'Editor'),
    isRepresentative: isReadOnly(roles),
  };
}

/** The request's actor, or undefined when the session acts for no one: for reads that then show nothing. */
export const optionalActorOf = (request: FastifyRequest): Actor | undefined => request.actor ?? undefined;

/**
 * The request's actor, for routes that need someone to act for: 403 with `noStakeholder`, the feature's
 * own words for what to choose first, when the session acts for no one.
 */
export function actorOf(request: FastifyRequest, noStakeholder?: string): Actor {
  if (request.actor === null) throw new ForbiddenError(noStakeholder);
  return request.actor;
}
