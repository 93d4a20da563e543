import type { Queryable } from '../db/database.js';

/** One staff read of a member's data (docs/portal.md 8): who, whom, what, when. */
export interface AuditEvent {
  readonly at: Date;
  readonly actorPersonId: string;
  readonly actorRoles: readonly string[];
  readonly subjectStakeholderId: string;
  readonly method: string;
  readonly route: string;
  readonly status: number;
  /**
   * What the call named: an order's number from its path (`objectOf`), or the handler's words for what it
   * changed (`request.auditObject`); null where it names nothing.
   */
  readonly object?: string | null;
}

/** An order number as the route's `:number` gives it: the one object a route names that the member knows. */
export const ORDER_NUMBER = /^SO-\d{4}-\d{6,12}$/;

/** The object a request's path names, for its audit row: an order's number, else null. */
export function objectOf(params: unknown): string | null {
  const number = (params as { number?: unknown } | null)?.number;
  return typeof number === 'string' && ORDER_NUMBER.test(number) ? number : null;
}

export async function recordAudit(db: Queryable, event: AuditEvent): Promise<void> {
  await db.query(
    `INSERT INTO audit_event (at, actor_person_id, actor_roles, subject_stakeholder_id, method, route, status,
                              object)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      event.at,
      event.actorPersonId,
      event.actorRoles,
      event.subjectStakeholderId,
      event.method,
      event.route,
      event.status,
      event.object ?? null,
    ],
  );
}
