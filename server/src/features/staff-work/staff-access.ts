import type { FastifyRequest } from 'fastify';
import { hasRole, type Role } from '#contracts/roles';
import { objectOf, recordAudit } from '../../audit/audit.repository.js';
import type { Queryable } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { ForbiddenError } from '../../plugins/http-errors.js';

/**
 * The workspace's routes are for staff (Viewer, Editor), in the workspace or acting for a member. Who is staff
 * comes from the session, never from the request; the access plugin has already refused a Viewer's change.
 */
// Editor first: the one who may also change, whom the security suite signs in as for every staff route.
export const STAFF = { access: ['Editor', 'Viewer'] satisfies Role[], audit: false } as const;

export interface StaffMember {
  readonly personId: string;
  readonly roles: readonly Role[];
  readonly mayEdit: boolean;
}

export function staffOf(request: FastifyRequest): StaffMember {
  const { session } = request;
  if (session === null) throw new ForbiddenError();
  return { personId: session.personId, roles: session.roles, mayEdit: hasRole(session.roles, 'Editor') };
}

/**
 * Opening a member's errand, or moving it on, is a read or change of that member's data: it goes to their
 * audit trail (and so to "Vem har tittat på mina uppgifter") under the route's pattern. The work list
 * itself, names and titles only, is not.
 */
export async function auditErrand(
  db: Queryable,
  clock: Clock,
  request: FastifyRequest,
  staff: StaffMember,
  subjectStakeholderId: string,
): Promise<void> {
  await recordAudit(db, {
    at: clock.now(),
    actorPersonId: staff.personId,
    actorRoles: staff.roles,
    subjectStakeholderId,
    method: request.method,
    route: request.routeOptions.url ?? request.url,
    status: 200,
    object: objectOf(request.params),
  });
}
