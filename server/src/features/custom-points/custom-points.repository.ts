import { hectares, type Extent, type Point, type Polygon } from '#contracts/geometry';
import type { CustomPoint, CustomPointCategory } from '#contracts/custom-points';
import type { Queryable } from '../../db/database.js';
import { lockStakeholder } from '../../stakeholders/stakeholders.js';

interface PointRow extends Record<string, unknown> {
  id: string;
  title: string;
  text: string;
  category: CustomPointCategory;
  geometry: Point | Polygon;
  area_m2: number | null;
  created_at: Date;
  updated_at: Date;
  version: number;
}

/** What is stored of a note: validated, normalised and measured by the caller. */
export interface CustomPointRecord {
  readonly title: string;
  readonly text: string;
  readonly category: CustomPointCategory;
  readonly geometry: Point | Polygon;
  readonly areaSquareMetres: number | null;
  readonly bbox: Extent;
}

/** Which of a member's notes a reader sees: all, or those whose box meets one of these extents. */
export type NoteScope = { readonly all: true } | { readonly all: false; readonly extents: readonly Extent[] };

const COLUMNS = 'id, title, text, category, geometry, area_m2, created_at, updated_at, version';

/** A point as read from its row; an observation's details are added by the service. */
const toCustomPoint = (row: PointRow): CustomPoint => ({
  id: row.id,
  title: row.title,
  text: row.text,
  category: row.category,
  geometry: row.geometry,
  areaHa: row.area_m2 === null ? null : hectares(row.area_m2),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  version: row.version,
  observation: null,
});

const meets = (a: Extent, b: Extent): boolean => a[2] >= b[0] && a[0] <= b[2] && a[3] >= b[1] && a[1] <= b[3];

const bboxOf = (row: Record<string, unknown>): Extent => [
  Number(row.min_e),
  Number(row.min_n),
  Number(row.max_e),
  Number(row.max_n),
];

/** `custom_point`: a member's notes, always addressed with the stakeholder they belong to. */
export function createCustomPointsRepository(db: Queryable) {
  return {
    /** Locks the member's row: concurrent creates for one member then run one at a time. */
    async lockMember(stakeholderId: string): Promise<void> {
      await lockStakeholder(db, stakeholderId);
    },

    /** The bounding boxes of these estates, those that have a boundary. */
    async estateExtents(estateIds: readonly string[]): Promise<Extent[]> {
      const rows = await db.query<{ min_e: number; min_n: number; max_e: number; max_n: number }>(
        'SELECT min_e, min_n, max_e, max_n FROM estate WHERE id = ANY($1::uuid[]) AND min_e IS NOT NULL',
        [estateIds],
      );
      return rows.map((row): Extent => [row.min_e, row.min_n, row.max_e, row.max_n]);
    },

    async count(stakeholderId: string): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM custom_point WHERE stakeholder_id = $1',
        [stakeholderId],
      );
      return row?.n ?? 0;
    },

    /** The member's notes, oldest first, optionally only those within `bbox`. */
    async list(stakeholderId: string, scope: NoteScope, bbox?: Extent): Promise<CustomPoint[]> {
      const rows = await db.query<PointRow>(
        `SELECT ${COLUMNS}, min_e, min_n, max_e, max_n FROM custom_point
          WHERE stakeholder_id = $1
            AND ($2::double precision IS NULL
                 OR (max_e >= $2 AND min_e <= $4 AND max_n >= $3 AND min_n <= $5))
          ORDER BY created_at, id
          LIMIT 1000`,
        [stakeholderId, bbox?.[0] ?? null, bbox?.[1] ?? null, bbox?.[2] ?? null, bbox?.[3] ?? null],
      );
      const seen = scope.all ? rows : rows.filter((row) => scope.extents.some((e) => meets(bboxOf(row), e)));
      return seen.map(toCustomPoint);
    },

    async insert(
      stakeholderId: string,
      point: CustomPointRecord,
      personId: string,
      at: Date,
    ): Promise<CustomPoint> {
      const [row] = await db.query<PointRow>(
        `INSERT INTO custom_point (stakeholder_id, title, text, category, geometry, area_m2,
                                   min_e, min_n, max_e, max_n, created_by, updated_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $12)
         RETURNING ${COLUMNS}`,
        [
          stakeholderId,
          point.title,
          point.text,
          point.category,
          JSON.stringify(point.geometry),
          point.areaSquareMetres,
          ...point.bbox,
          personId,
          at,
        ],
      );
      if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
      return toCustomPoint(row);
    },

    /** One of the member's notes; undefined when they have no such note. */
    async one(stakeholderId: string, id: string): Promise<CustomPoint | undefined> {
      const [row] = await db.query<PointRow>(
        `SELECT ${COLUMNS} FROM custom_point WHERE id = $1 AND stakeholder_id = $2`,
        [id, stakeholderId],
      );
      return row === undefined ? undefined : toCustomPoint(row);
    },

    /**
     * Undefined when the member has no such note at `version` (null: at any version); the version goes up
     * by one.
     */
    async update(
      stakeholderId: string,
      id: string,
      point: CustomPointRecord,
      change: { personId: string; at: Date; version: number | null },
    ): Promise<CustomPoint | undefined> {
      const [row] = await db.query<PointRow>(
        `UPDATE custom_point
            SET title = $3, text = $4, category = $5, geometry = $6, area_m2 = $7,
                min_e = $8, min_n = $9, max_e = $10, max_n = $11, updated_by = $12, updated_at = $13,
                version = version + 1
          WHERE id = $1 AND stakeholder_id = $2 AND ($14::int IS NULL OR version = $14)
          RETURNING ${COLUMNS}`,
        [
          id,
          stakeholderId,
          point.title,
          point.text,
          point.category,
          JSON.stringify(point.geometry),
          point.areaSquareMetres,
          ...point.bbox,
          change.personId,
          change.at,
          change.version,
        ],
      );
      return row === undefined ? undefined : toCustomPoint(row);
    },

    /** False when the member has no such note at `version` (null: at any version). */
    async remove(stakeholderId: string, id: string, version: number | null): Promise<boolean> {
      const rows = await db.query(
        `DELETE FROM custom_point WHERE id = $1 AND stakeholder_id = $2 AND ($3::int IS NULL OR version = $3)
         RETURNING id`,
        [id, stakeholderId, version],
      );
      return rows.length > 0;
    },
  };
}

export type CustomPointsRepository = ReturnType<typeof createCustomPointsRepository>;
