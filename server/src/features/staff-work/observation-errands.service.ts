import { OBSERVATION_KIND_LABELS, type ObservationKind } from '#contracts/observations';
import { portalRoutes } from '#contracts/routes';
import { STAFF_OBSERVATION_ERRORS, type StaffObservation } from '#contracts/staff-observations';
import type { Database, Queryable } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, NotFoundError } from '../../plugins/http-errors.js';
import { observationAnswerNotice, observationConfirmedNotice } from './errands.texts.js';
import type { ErrandNotify } from './message-errands.routes.js';
import { createObservationErrandsRepository } from './observation-errands.repository.js';
import type { StaffMember } from './staff-access.js';

/** A confirmed bark beetle as the neighbour warning takes it (features/notifications, wired in app.ts). */
export interface BarkBeetleFind {
  readonly observationId: string;
  /** SWEREF 99 TM, metres. */
  readonly point: { readonly x: number; readonly y: number };
  /** Never warned, and never named to the others. */
  readonly reporterStakeholderId: string;
}

export interface ObservationErrandDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly notify: ErrandNotify;
  /** Warns the members with an estate nearby; called in the confirmation's transaction (wired in app.ts). */
  readonly warnNeighboursOfBarkBeetle: (tx: Queryable, find: BarkBeetleFind) => Promise<unknown>;
}

/** The member reads the answer at the point on the map. */
const pointLink = (pointId: string): string => `${portalRoutes.map.path}?punkt=${pointId}`;

/** The advisor's side of an observation: answer it (the member is notified) and confirm its kind. */
export function createObservationErrandsService(deps: ObservationErrandDependencies) {
  const { db, clock } = deps;

  async function locked(tx: Queryable, id: string) {
    const observation = await createObservationErrandsRepository(tx).lock(id);
    if (observation === undefined) throw new NotFoundError(STAFF_OBSERVATION_ERRORS.notFound);
    return observation;
  }

  async function read(tx: Queryable, id: string): Promise<StaffObservation> {
    const observation = await createObservationErrandsRepository(tx).read(id);
    if (observation === undefined) throw new NotFoundError(STAFF_OBSERVATION_ERRORS.notFound);
    return observation;
  }

  return {
    read: (id: string) => read(db, id),

    async answer(
      staff: StaffMember,
      id: string,
      body: string,
      audit: (tx: Queryable, stakeholderId: string) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const errands = createObservationErrandsRepository(tx);
        const { stakeholderId } = await locked(tx, id);
        const byName = await errands.personName(staff.personId);
        await errands.insertAnswer({
          pointId: id,
          body,
          at: clock.now(),
          byPersonId: staff.personId,
          byName,
        });
        const observation = await read(tx, id);
        await deps.notify(tx, stakeholderId, {
          category: 'forest',
          ...observationAnswerNotice(OBSERVATION_KIND_LABELS[observation.kind], byName, body),
          link: pointLink(id),
          estateIds: [],
        });
        await audit(tx, stakeholderId);
        return observation;
      });
    },

    /** Records who confirmed which kind and when; a bark beetle then warns the neighbours. Once only (409). */
    async confirm(
      staff: StaffMember,
      id: string,
      kind: ObservationKind,
      audit: (tx: Queryable, stakeholderId: string) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const errands = createObservationErrandsRepository(tx);
        const { stakeholderId, point, confirmed } = await locked(tx, id);
        if (confirmed)
          throw new HttpError(409, 'OBSERVATION_CONFIRMED', STAFF_OBSERVATION_ERRORS.alreadyConfirmed);
        const byName = await errands.personName(staff.personId);
        const at = clock.now();
        await errands.insertConfirmation({ pointId: id, kind, at, byPersonId: staff.personId, byName });
        await deps.notify(tx, stakeholderId, {
          category: 'forest',
          ...observationConfirmedNotice(OBSERVATION_KIND_LABELS[kind], byName),
          link: pointLink(id),
          estateIds: [],
        });
        // The one place a confirmed bark beetle warns the neighbours, with the confirmation, or not at all.
        if (kind === 'granbarkborre') {
          const [x, y] = point.coordinates;
          await deps.warnNeighboursOfBarkBeetle(tx, {
            observationId: id,
            point: { x, y },
            reporterStakeholderId: stakeholderId,
          });
        }
        await audit(tx, stakeholderId);
        return read(tx, id);
      });
    },

    photo: (id: string, photoId: string) => createObservationErrandsRepository(db).photo(id, photoId),
  };
}
