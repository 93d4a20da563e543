import type { AreaGeometry, Point } from '#contracts/geometry';
import type { ObservationKind } from '#contracts/observations';
import { staffObservationPhotoUrl, type StaffObservation } from '#contracts/staff-observations';
import { isUuid } from '#contracts/uuid';
import type { Queryable } from '../../db/database.js';

const iso = (value: Date | string): string => new Date(value).toISOString();

interface ObservationRow extends Record<string, unknown> {
  point_id: string;
  kind: ObservationKind;
  text: string;
  created_at: Date;
  geometry: Point;
  stakeholder_id: string;
  member_name: string;
  advisor_name: string | null;
  designation: string | null;
  boundary: AreaGeometry | null;
}

/**
 * An observation for which the member wants help, as staff work on it. `observation` and its photos are the
 * custom points feature's tables, read here; the answers and the confirmation are this feature's.
 */
export function createObservationErrandsRepository(db: Queryable) {
  return {
    /** The observation's member and point, locked for a write; undefined when unknown or no help is wanted. */
    async lock(id: string): Promise<{ stakeholderId: string; point: Point; confirmed: boolean } | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.query<{ stakeholder_id: string; geometry: Point; confirmed: boolean }>(
        `SELECT p.stakeholder_id, p.geometry,
                EXISTS (SELECT 1 FROM observation_confirmation c WHERE c.point_id = o.point_id) AS confirmed
           FROM observation o JOIN custom_point p ON p.id = o.point_id
          WHERE o.point_id = $1 AND o.help_wanted FOR UPDATE OF o`,
        [id],
      );
      return row && { stakeholderId: row.stakeholder_id, point: row.geometry, confirmed: row.confirmed };
    },

    async read(id: string): Promise<StaffObservation | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.query<ObservationRow>(
        `SELECT o.point_id, o.kind, p.text, o.created_at, p.geometry, p.stakeholder_id, s.name AS member_name,
                (SELECT a.name FROM business b JOIN advisor a ON a.id = b.advisor_id
                  WHERE b.stakeholder_id = p.stakeholder_id ORDER BY b.id LIMIT 1) AS advisor_name,
                e.designation, e.boundary
           FROM observation o
           JOIN custom_point p ON p.id = o.point_id
           JOIN stakeholder s ON s.id = p.stakeholder_id
           LEFT JOIN LATERAL (
             SELECT e.designation, e.boundary FROM estate e JOIN business b ON b.id = e.business_id
              WHERE b.stakeholder_id = p.stakeholder_id AND e.boundary IS NOT NULL
                AND p.min_e BETWEEN e.min_e AND e.max_e AND p.min_n BETWEEN e.min_n AND e.max_n
              ORDER BY e.designation LIMIT 1) e ON true
          WHERE o.point_id = $1 AND o.help_wanted`,
        [id],
      );
      if (row === undefined) return undefined;
      const [photos, answers, confirmations] = await Promise.all([
        db.query<{ id: string }>('SELECT id FROM observation_photo WHERE point_id = $1 ORDER BY position', [
          id,
        ]),
        db.query<{ body: string; answered_at: Date; by_name: string }>(
          'SELECT body, answered_at, by_name FROM observation_answer WHERE point_id = $1 ORDER BY answered_at, id',
          [id],
        ),
        db.query<{ kind: ObservationKind; confirmed_at: Date; by_name: string }>(
          'SELECT kind, confirmed_at, by_name FROM observation_confirmation WHERE point_id = $1',
          [id],
        ),
      ]);
      const confirmed = confirmations[0];
      return {
        id: row.point_id,
        kind: row.kind,
        note: row.text,
        createdAt: iso(row.created_at),
        member: { id: row.stakeholder_id, name: row.member_name },
        advisorName: row.advisor_name,
        point: row.geometry,
        estate:
          row.designation === null || row.boundary === null
            ? null
            : { designation: row.designation, boundary: row.boundary },
        photos: photos.map((photo) => ({ id: photo.id, url: staffObservationPhotoUrl(id, photo.id) })),
        answers: answers.map((a) => ({ body: a.body, at: iso(a.answered_at), byName: a.by_name })),
        confirmed:
          confirmed === undefined
            ? null
            : { kind: confirmed.kind, at: iso(confirmed.confirmed_at), byName: confirmed.by_name },
      };
    },

    async photo(id: string, photoId: string) {
      if (!isUuid(id) || !isUuid(photoId)) return undefined;
      const [row] = await db.query<{ content_type: string; content: string }>(
        `SELECT ph.content_type, encode(ph.content, 'base64') AS content
           FROM observation_photo ph JOIN observation o ON o.point_id = ph.point_id
          WHERE ph.id = $1 AND ph.point_id = $2 AND o.help_wanted`,
        [photoId, id],
      );
      return row && { contentType: row.content_type, content: Buffer.from(row.content, 'base64') };
    },

    async personName(personId: string): Promise<string> {
      const [row] = await db.query<{ name: string }>(
        `SELECT given_name || ' ' || surname AS name FROM person WHERE id = $1`,
        [personId],
      );
      return row?.name ?? '';
    },

    async insertAnswer(answer: {
      pointId: string;
      body: string;
      at: Date;
      byPersonId: string;
      byName: string;
    }) {
      await db.query(
        `INSERT INTO observation_answer (point_id, body, answered_at, by_person_id, by_name)
         VALUES ($1, $2, $3, $4, $5)`,
        [answer.pointId, answer.body, answer.at, answer.byPersonId, answer.byName],
      );
    },

    async insertConfirmation(confirmation: {
      pointId: string;
      kind: ObservationKind;
      at: Date;
      byPersonId: string;
      byName: string;
    }) {
      await db.query(
        `INSERT INTO observation_confirmation (point_id, kind, confirmed_at, by_person_id, by_name)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          confirmation.pointId,
          confirmation.kind,
          confirmation.at,
          confirmation.byPersonId,
          confirmation.byName,
        ],
      );
    },
  };
}
