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
 * The estates a viewer may see, as a subquery of estate ids for a statement that reads estate data itself:
 * all of the member's estates, or for a representative only those their running mandates cover (a mandate
 * without chosen estates covers all, also later ones). Its four parameters are numbered from `first` and
 * bound from `visibleEstateParams`, in that order.
 */
export const visibleEstatesSql = (first: number): string => {
  const [stakeholder, person, representative, today] = [0, 1, 2, 3].map((offset) => `$${first + offset}`);
  return `SELECT e.id
       FROM estate e JOIN business b ON b.id = e.business_id
      WHERE b.stakeholder_id = ${stakeholder}
        AND (NOT ${representative}::boolean OR EXISTS (
              SELECT 1 FROM delegated_right dr
               WHERE dr.grantor_stakeholder_id = ${stakeholder} AND dr.grantee_person_id = ${person}
                 AND dr.revoked_at IS NULL AND (dr.valid_until IS NULL OR dr.valid_until >= ${today}::date)
                 AND (NOT EXISTS (SELECT 1 FROM delegated_right_estate x WHERE x.delegated_right_id = dr.id)
                      OR EXISTS (SELECT 1 FROM delegated_right_estate x
                                  WHERE x.delegated_right_id = dr.id AND x.estate_id = e.id))))`;
};

/** The parameters of `visibleEstatesSql`; `today` is YYYY-MM-DD. */
export const visibleEstateParams = (viewer: EstateViewer, today: string): unknown[] => [
  viewer.stakeholderId,
  viewer.personId,
  viewer.isRepresentative,
  today,
];

/**
 * The ids of the estates a viewer may see (`visibleEstatesSql`), by designation. Every read of estate data
 * (estates, stands, boundaries, search) goes through this or embeds `visibleEstatesSql`.
 */
export async function visibleEstateIds(
  db: Queryable,
  viewer: EstateViewer,
  today: string,
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `${visibleEstatesSql(1)} ORDER BY e.designation`,
    visibleEstateParams(viewer, today),
  );
  return rows.map((row) => row.id);
}

/** The viewer's estates as a subquery and its parameters, for a statement that reads estate data itself. */
export const visibleEstates = (viewer: EstateViewer, today: string) => ({
  sql: visibleEstatesSql,
  params: visibleEstateParams(viewer, today),
});
