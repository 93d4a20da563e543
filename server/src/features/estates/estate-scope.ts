import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.js';

/** Who is asking, as the session says: never anything the browser sent. */
export interface EstateViewer {
  readonly personId: string;
  readonly stakeholderId: string;
  readonly isRepresentative: boolean;
}

/** The viewer behind a request, or undefined when the session acts for no one. */
export function estateViewerOf(request: FastifyRequest): EstateViewer | undefined {
  const session = request.session;
  if (session === null || session.stakeholderId === null) return undefined;
  return {
    personId: session.personId,
    stakeholderId: session.stakeholderId,
    isRepresentative: session.roles.includes('DelegatedRight'),
  };
}

/**
 * The estates a viewer may see: all of the member's estates, or for a representative only those their
 * running mandates cover (a mandate without chosen estates covers all, also later ones). `today` is
 * YYYY-MM-DD. Every read of estate data (estates, stands, boundaries, search) goes through this.
 */
export async function visibleEstateIds(
  db: Queryable,
  viewer: EstateViewer,
  today: string,
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT e.id
       FROM estate e JOIN business b ON b.id = e.business_id
      WHERE b.stakeholder_id = $1
        AND (NOT $3::boolean OR EXISTS (
              SELECT 1 FROM delegated_right dr
               WHERE dr.grantor_stakeholder_id = $1 AND dr.grantee_person_id = $2
                 AND dr.revoked_at IS NULL AND (dr.valid_until IS NULL OR dr.valid_until >= $4::date)
                 AND (NOT EXISTS (SELECT 1 FROM delegated_right_estate x WHERE x.delegated_right_id = dr.id)
                      OR EXISTS (SELECT 1 FROM delegated_right_estate x
                                  WHERE x.delegated_right_id = dr.id AND x.estate_id = e.id))))
      ORDER BY e.designation`,
    [viewer.stakeholderId, viewer.personId, viewer.isRepresentative, today],
  );
  return rows.map((row) => row.id);
}
