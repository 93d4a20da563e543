import type { CustomPoint, CustomPointInput } from '#contracts/custom-points';
import type { Extent } from '#contracts/geometry';
import type { Database, Queryable } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { checkPointOrPolygon } from '../../geo/geometry/validate-geometry.js';
import { HttpError } from '../../plugins/http-errors.js';
import type { Actor } from '../../plugins/actor.js';
import { visibleEstateIds } from '../../plugins/estate-scope.js';
import { createCustomPointsRepository, type NoteScope } from './custom-points.repository.js';
import { createObservationsRepository } from './observations.repository.js';
import { customPointTexts, MAX_POINTS_PER_MEMBER } from './custom-points.texts.js';

/** A write's outcome: the note, none of the member's by that id, or geometry the server will not store. */
export type WriteOutcome =
  | { readonly kind: 'saved'; readonly point: CustomPoint }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'conflict'; readonly current: CustomPoint }
  | { readonly kind: 'bad-geometry'; readonly message: string };

export type NotWritten = Exclude<WriteOutcome, { kind: 'saved' }>;

export interface CustomPointsServiceDependencies {
  readonly db: Database;
  readonly clock: Clock;
}

/**
 * The member's notes on the map. A representative whose mandate covers only some estates sees the notes
 * that lie on those (by bounding box), as with every other estate read (plugins/estate-scope.ts).
 */
export function createCustomPointsService({ db, clock }: CustomPointsServiceDependencies) {
  const points = createCustomPointsRepository(db);

  /** The points with their observation details, for those that are observations. */
  async function withDetails(tx: Queryable, list: CustomPoint[]): Promise<CustomPoint[]> {
    const details = await createObservationsRepository(tx).details(list.map((point) => point.id));
    return list.map((point) => ({ ...point, observation: details.get(point.id) ?? null }));
  }

  /** Why a versioned write found nothing: the point has changed since (its current state), or is not there. */
  async function missedWrite(tx: Queryable, writer: Actor, id: string): Promise<NotWritten> {
    const current = await createCustomPointsRepository(tx).one(writer.stakeholderId, id);
    if (current === undefined) return { kind: 'not-found' };
    const [withObservation] = await withDetails(tx, [current]);
    return { kind: 'conflict', current: withObservation ?? current };
  }

  async function scopeOf(actor: Actor, today: string): Promise<NoteScope> {
    if (!actor.isRepresentative) return { all: true };
    const visible = await visibleEstateIds(db, actor, today);
    const owned = await visibleEstateIds(db, { ...actor, isRepresentative: false }, today);
    if (visible.length === owned.length) return { all: true };
    if (visible.length === 0) return { all: false, extents: [] };
    return { all: false, extents: await points.estateExtents(visible) };
  }

  function record(input: CustomPointInput) {
    const check = checkPointOrPolygon(input.geometry);
    if (!check.ok) return { message: check.message };
    return {
      record: {
        title: input.title,
        text: input.text,
        category: input.category,
        geometry: check.geometry,
        areaSquareMetres: check.areaSquareMetres,
        bbox: check.bbox,
      },
    };
  }

  return {
    /** `today` is the Swedish day (YYYY-MM-DD) a representative's mandate must run on. */
    async list(actor: Actor, today: string, bbox?: Extent): Promise<CustomPoint[]> {
      return withDetails(db, await points.list(actor.stakeholderId, await scopeOf(actor, today), bbox));
    },

    /** `alongWith`: what else is written with the point, in its transaction (an observation's details). */
    async create(
      writer: Actor,
      input: CustomPointInput,
      alongWith?: (tx: Queryable, point: CustomPoint) => Promise<void>,
    ): Promise<WriteOutcome> {
      const checked = record(input);
      if (checked.record === undefined) return { kind: 'bad-geometry', message: checked.message };
      return db.transaction(async (tx) => {
        const repository = createCustomPointsRepository(tx);
        // Serialises one member's concurrent creates, so the limit holds.
        await repository.lockMember(writer.stakeholderId);
        if ((await repository.count(writer.stakeholderId)) >= MAX_POINTS_PER_MEMBER) {
          throw new HttpError(422, 'TOO_MANY_POINTS', customPointTexts.tooMany);
        }
        const point = await repository.insert(
          writer.stakeholderId,
          checked.record,
          writer.personId,
          clock.now(),
        );
        if (alongWith === undefined) return { kind: 'saved', point };
        await alongWith(tx, point);
        const [saved] = await withDetails(tx, [point]);
        return { kind: 'saved', point: saved ?? point };
      });
    },

    /** `version`: the one the change was made from (null: none named, the change is made to any). */
    async update(
      writer: Actor,
      id: string,
      input: CustomPointInput,
      version: number | null,
    ): Promise<WriteOutcome> {
      const checked = record(input);
      if (checked.record === undefined) return { kind: 'bad-geometry', message: checked.message };
      return db.transaction(async (tx) => {
        const change = { personId: writer.personId, at: clock.now(), version };
        const point = await createCustomPointsRepository(tx).update(
          writer.stakeholderId,
          id,
          checked.record,
          change,
        );
        if (point === undefined) return missedWrite(tx, writer, id);
        const [saved] = await withDetails(tx, [point]);
        return { kind: 'saved', point: saved ?? point };
      });
    },

    /** Deleted, not the member's (not-found), or changed since `version` (conflict). */
    async remove(writer: Actor, id: string, version: number | null): Promise<NotWritten | 'deleted'> {
      return db.transaction(async (tx) => {
        const removed = await createCustomPointsRepository(tx).remove(writer.stakeholderId, id, version);
        return removed ? 'deleted' : missedWrite(tx, writer, id);
      });
    },
  };
}

export type CustomPointsService = ReturnType<typeof createCustomPointsService>;
