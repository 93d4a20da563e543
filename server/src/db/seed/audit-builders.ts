import type { Role } from '#contracts/roles';
import type { Queryable } from '../database.js';

/**
 * A row of the audit trail as the access plugin writes it (server/src/plugins/access.ts): `route` is the
 * route pattern. For the demo seed and the tests of the access log.
 */
export async function insertAuditEvent(
  db: Queryable,
  event: {
    readonly actor: { readonly id: string };
    readonly roles: readonly Role[];
    readonly subject: { readonly id: string };
    readonly route: string;
    readonly at: Date;
    readonly method?: string;
    readonly status?: number;
    /** What the route names (an order's number), as the access plugin records it. */
    readonly object?: string;
  },
): Promise<{ id: string }> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO audit_event (at, actor_person_id, actor_roles, subject_stakeholder_id, method, route, status,
                              object)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::text AS id`,
    [
      event.at,
      event.actor.id,
      event.roles,
      event.subject.id,
      event.method ?? 'GET',
      event.route,
      event.status ?? 200,
      event.object ?? null,
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row;
}
