import type { CustomPointCategory } from '#contracts/custom-points';
import type { Point, Polygon } from '#contracts/geometry';
import { checkPointOrPolygon } from '../../geo/geometry/validate-geometry.js';
import type { Queryable } from '../database.js';
import { demoPhoto } from './demo-photo.js';
import { PERSONAS } from './personas.js';

export interface CustomPointOwner {
  readonly stakeholderId: string;
  /** Who wrote it: the member, or staff serving them. */
  readonly personId: string;
}

export interface CustomPointOverrides {
  readonly title?: string;
  readonly text?: string;
  readonly category?: CustomPointCategory;
  readonly geometry?: Point | Polygon;
  readonly createdAt?: Date;
}

/**
 * A note on the map, validated and measured as the API stores one. Shared by the demo seed and the tests;
 * by default a point on Ekeby 2:7 north of Uppsala.
 */
export async function insertCustomPoint(
  db: Queryable,
  owner: CustomPointOwner,
  overrides: CustomPointOverrides = {},
): Promise<{ id: string }> {
  const check = checkPointOrPolygon(
    overrides.geometry ?? { type: 'Point', coordinates: [650_600, 6_650_400] },
  );
  if (!check.ok) throw new Error(`A seeded custom point has bad geometry: ${check.message}`);
  const at = overrides.createdAt ?? new Date('2026-11-01T09:00:00Z');
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO custom_point (stakeholder_id, title, text, category, geometry, area_m2,
                               min_e, min_n, max_e, max_n, created_by, updated_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $12) RETURNING id`,
    [
      owner.stakeholderId,
      overrides.title ?? 'Stormfälld gran',
      overrides.text ?? '',
      overrides.category ?? 'observation',
      JSON.stringify(check.geometry),
      check.areaSquareMetres,
      ...check.bbox,
      owner.personId,
      at,
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/** Karin's own notes on Ekeby 2:7 and Viggeby 4:3: what she has seen in her forest this autumn. */
export async function seedDemoCustomPoints(db: Queryable): Promise<void> {
  const [karin] = await db.query<{ person_id: string }>('SELECT person_id FROM stakeholder WHERE id = $1', [
    PERSONAS.member.stakeholderId,
  ]);
  if (karin === undefined) return;
  const owner = { stakeholderId: PERSONAS.member.stakeholderId, personId: karin.person_id };
  await insertCustomPoint(db, owner, {
    title: 'Stormfällda granar',
    text: 'Ett tiotal granar blåste omkull i novemberstormen. Ta hand om dem före våren så att granbarkborren inte förökar sig.',
    category: 'skada',
    geometry: { type: 'Point', coordinates: [650_720, 6_650_480] },
    createdAt: new Date('2026-11-08T13:20:00Z'),
  });
  await insertCustomPoint(db, owner, {
    title: 'Viltåtel vid bäcken',
    text: 'Tydligt betestryck på rönn och sälg. Ta upp med jaktlaget.',
    category: 'vilt',
    geometry: { type: 'Point', coordinates: [650_430, 6_650_310] },
    createdAt: new Date('2026-10-19T08:05:00Z'),
  });
  await insertCustomPoint(db, owner, {
    title: 'Gamla ekar i hagen',
    text: 'Grova ekar med hålträd. Spara vid gallringen och håll hagen öppen.',
    category: 'natur',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [652_210, 6_651_630],
          [652_290, 6_651_620],
          [652_300, 6_651_680],
          [652_230, 6_651_700],
          [652_210, 6_651_630],
        ],
      ],
    },
    createdAt: new Date('2026-09-27T10:40:00Z'),
  });
  await insertCustomPoint(db, owner, {
    title: 'Stenmur',
    text: 'Gammal stenmur genom skogen; kör inte över den med skotaren.',
    category: 'kulturlamning',
    geometry: { type: 'Point', coordinates: [652_360, 6_651_540] },
    createdAt: new Date('2026-09-27T10:55:00Z'),
  });
  await seedKarinsBarkBeetleObservation(db, owner);
}

/**
 * An observation from the forest with "Jag vill ha hjälp": by the storm-felled spruces on Ekeby 2:7 Karin saw
 * bore dust and took a photo of it, so staff find it as an errand for her advisor to answer and confirm.
 */
async function seedKarinsBarkBeetleObservation(db: Queryable, owner: CustomPointOwner): Promise<void> {
  const at = new Date('2026-12-05T11:40:00Z');
  const point = await insertCustomPoint(db, owner, {
    title: 'Granbarkborre / insektsangrepp',
    text: 'Brunt borrmjöl och kåda på tre granar bredvid de stormfällda. Kan du titta på det?',
    category: 'observation',
    geometry: { type: 'Point', coordinates: [650_760, 6_650_500] },
    createdAt: at,
  });
  await db.query(
    `INSERT INTO observation (point_id, kind, help_wanted, created_at) VALUES ($1, 'granbarkborre', true, $2)`,
    [point.id, at],
  );
  const photo = await demoPhoto();
  await db.query(
    `INSERT INTO observation_photo (point_id, position, content_type, size_bytes, content, uploaded_at)
     VALUES ($1, 0, 'image/jpeg', $2, $3, $4)`,
    [point.id, photo.length, photo, at],
  );
}

/** An observation of the owner's with one photo (a few bytes of JPEG): the photo's path parameters. */
async function middleOf(db: Queryable, estateId: string): Promise<Point> {
  const [box] = await db.query<{ e: number; n: number }>(
    `SELECT ((min_e + max_e) / 2)::float8 AS e, ((min_n + max_n) / 2)::float8 AS n
       FROM estate WHERE id = $1 AND min_e IS NOT NULL`,
    [estateId],
  );
  if (box === undefined) throw new Error('The estate has no boundary to place a point on');
  return { type: 'Point', coordinates: [Math.round(box.e), Math.round(box.n)] };
}

export async function insertObservationPhoto(
  db: Queryable,
  owner: CustomPointOwner,
  /** Placed in the middle of this estate's bounding box; elsewhere by default. */
  estateId?: string,
): Promise<{ id: string; photoId: string }> {
  const title = 'Granbarkborre / insektsangrepp';
  const point = await insertCustomPoint(
    db,
    owner,
    estateId === undefined ? { title } : { title, geometry: await middleOf(db, estateId) },
  );
  await db.query(
    `INSERT INTO observation (point_id, kind, help_wanted, created_at) VALUES ($1, 'granbarkborre', false, now())`,
    [point.id],
  );
  const [photo] = await db.query<{ id: string }>(
    `INSERT INTO observation_photo (point_id, position, content_type, size_bytes, content, uploaded_at)
     VALUES ($1, 0, 'image/jpeg', 4, '\\xffd8ffd9'::bytea, now()) RETURNING id`,
    [point.id],
  );
  if (photo === undefined) throw new Error('INSERT … RETURNING gave no row');
  return { id: point.id, photoId: photo.id };
}
