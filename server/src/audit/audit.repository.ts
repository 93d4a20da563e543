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
}

export async function recordAudit(db: Queryable, event: AuditEvent): Promise<void> {
  await db.query(
    `INSERT INTO audit_event (at, actor_person_id, actor_roles, subject_stakeholder_id, method, route, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      event.at,
      event.actorPersonId,
      event.actorRoles,
      event.subjectStakeholderId,
      event.method,
      event.route,
      event.status,
    ],
  );
}
