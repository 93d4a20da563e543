import type { StaffOrderAreas } from '#contracts/staff-order-areas';
import type { AreaGeometry, Polygon } from '#contracts/geometry';
import type { Queryable } from '../../db/database.js';

type LineRow = {
  position: number;
  estate_designation: string;
  stand_ids: string[];
  drawn: Polygon | null;
  stands: { id: string; number: number; geometry: AreaGeometry }[];
};

/** An order's lines with their estate's stands and drawn area, and whose the order is; undefined: no such order. */
export async function orderAreas(
  db: Queryable,
  number: string,
): Promise<{ stakeholderId: string; areas: StaffOrderAreas } | undefined> {
  const [order] = await db.query<{ id: string; stakeholder_id: string }>(
    'SELECT id, stakeholder_id FROM service_order WHERE number = $1',
    [number],
  );
  if (order === undefined) return undefined;
  const lines = await db.query<LineRow>(
    `SELECT l.position, l.estate_designation, l.stand_ids, l.geometry AS drawn,
            coalesce((SELECT jsonb_agg(jsonb_build_object('id', s.id, 'number', s.number, 'geometry', s.geometry)
                                       ORDER BY s.number)
                        FROM stand s WHERE s.estate_id = l.estate_id), '[]'::jsonb) AS stands
       FROM service_order_line l WHERE l.order_id = $1 ORDER BY l.position`,
    [order.id],
  );
  return {
    stakeholderId: order.stakeholder_id,
    areas: {
      lines: lines.map((line) => ({
        position: line.position,
        estateDesignation: line.estate_designation,
        stands: line.stands.map((stand) => ({
          number: stand.number,
          geometry: stand.geometry,
          ordered: line.stand_ids.includes(stand.id),
        })),
        drawn: line.drawn,
      })),
    },
  };
}
