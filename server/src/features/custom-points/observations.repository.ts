import {
  photoUrl,
  type ObservationDetails,
  type ObservationKind,
  type ObservationPhoto,
} from '#contracts/observations';
import type { Queryable } from '../../db/database.js';
import type { ReceivedPhoto } from './observation-upload.js';

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * `observation` and `observation_photo`: what makes an own point an observation. The advisor's answers and
 * confirmation (`observation_answer`, `observation_confirmation`) are the staff workspace's, read here only.
 * Photo bytes cross as base64 text, which the database decodes (see cashbook/attachment-store.ts).
 */
export function createObservationsRepository(db: Queryable) {
  async function photosOf(pointIds: readonly string[]): Promise<Map<string, ObservationPhoto[]>> {
    const rows = await db.query<{ id: string; point_id: string; content_type: string; size_bytes: number }>(
      `SELECT id, point_id, content_type, size_bytes FROM observation_photo
        WHERE point_id = ANY($1::uuid[]) ORDER BY point_id, position`,
      [pointIds],
    );
    const photos = new Map<string, ObservationPhoto[]>();
    for (const row of rows) {
      const list = photos.get(row.point_id) ?? [];
      list.push({
        id: row.id,
        url: photoUrl(row.point_id, row.id),
        contentType: row.content_type,
        sizeBytes: row.size_bytes,
      });
      photos.set(row.point_id, list);
    }
    return photos;
  }

  async function answersOf(pointIds: readonly string[]) {
    const rows = await db.query<{ point_id: string; body: string; answered_at: Date; by_name: string }>(
      `SELECT point_id, body, answered_at, by_name FROM observation_answer
        WHERE point_id = ANY($1::uuid[]) ORDER BY answered_at, id`,
      [pointIds],
    );
    const answers = new Map<string, ObservationDetails['answers']>();
    for (const row of rows) {
      const list = answers.get(row.point_id) ?? [];
      list.push({ body: row.body, at: iso(row.answered_at), byName: row.by_name });
      answers.set(row.point_id, list);
    }
    return answers;
  }

  return {
    async insert(pointId: string, observation: { kind: ObservationKind; helpWanted: boolean; at: Date }) {
      await db.query(
        'INSERT INTO observation (point_id, kind, help_wanted, created_at) VALUES ($1, $2, $3, $4)',
        [pointId, observation.kind, observation.helpWanted, observation.at],
      );
    },

    async insertPhoto(pointId: string, position: number, photo: ReceivedPhoto, at: Date): Promise<void> {
      await db.query(
        `INSERT INTO observation_photo (point_id, position, content_type, size_bytes, content, uploaded_at)
         VALUES ($1, $2, $3, $4, decode($5, 'base64'), $6)`,
        [pointId, position, photo.contentType, photo.content.length, photo.content.toString('base64'), at],
      );
    },

    /** The bytes of all the member's observation photos: the quota counts them as the cashbook's files. */
    async storedPhotoBytes(stakeholderId: string): Promise<number> {
      const [row] = await db.query<{ bytes: string }>(
        `SELECT coalesce(sum(ph.size_bytes), 0)::text AS bytes
           FROM observation_photo ph JOIN custom_point p ON p.id = ph.point_id
          WHERE p.stakeholder_id = $1`,
        [stakeholderId],
      );
      return Number(row?.bytes ?? 0);
    },

    /** The observation details of those of these points that are observations. */
    async details(pointIds: readonly string[]): Promise<Map<string, ObservationDetails>> {
      if (pointIds.length === 0) return new Map();
      const rows = await db.query<{
        point_id: string;
        kind: ObservationKind;
        help_wanted: boolean;
        confirmed_kind: ObservationKind | null;
        confirmed_at: Date | null;
        confirmed_by: string | null;
      }>(
        `SELECT o.point_id, o.kind, o.help_wanted,
                c.kind AS confirmed_kind, c.confirmed_at, c.by_name AS confirmed_by
           FROM observation o LEFT JOIN observation_confirmation c ON c.point_id = o.point_id
          WHERE o.point_id = ANY($1::uuid[])`,
        [pointIds],
      );
      const ids = rows.map((row) => row.point_id);
      const [photos, answers] = await Promise.all([photosOf(ids), answersOf(ids)]);
      return new Map(
        rows.map((row) => [
          row.point_id,
          {
            kind: row.kind,
            helpWanted: row.help_wanted,
            photos: photos.get(row.point_id) ?? [],
            answers: answers.get(row.point_id) ?? [],
            confirmed:
              row.confirmed_kind === null || row.confirmed_at === null
                ? null
                : { kind: row.confirmed_kind, at: iso(row.confirmed_at), byName: row.confirmed_by ?? '' },
          },
        ]),
      );
    },

    /** A photo of one of the member's points (undefined for another's); `stakeholderId` null: staff's read. */
    async photo(stakeholderId: string | null, pointId: string, photoId: string) {
      const [row] = await db.query<{ content_type: string; content: string }>(
        `SELECT ph.content_type, encode(ph.content, 'base64') AS content
           FROM observation_photo ph JOIN custom_point p ON p.id = ph.point_id
          WHERE ph.id = $1 AND ph.point_id = $2 AND ($3::text IS NULL OR p.stakeholder_id = $3)`,
        [photoId, pointId, stakeholderId],
      );
      return row && { contentType: row.content_type, content: Buffer.from(row.content, 'base64') };
    },
  };
}
