import { MAX_ATTACHMENT_BYTES_PER_MEMBER } from '#contracts/cashbook';
import { OBSERVATION_KIND_LABELS, type ObservationInput } from '#contracts/observations';
import type { Clock } from '../../lib/clock.js';
import { swedishDay } from '../../lib/clock.js';
import type { Actor } from '../../plugins/actor.js';
import type { Database } from '../../db/database.js';
import { observationTexts } from './custom-points.texts.js';
import type { CustomPointsService, WriteOutcome } from './custom-points.service.js';
import { photoRefused, type ReceivedPhoto } from './observation-upload.js';
import { createObservationsRepository } from './observations.repository.js';

/**
 * Observations: an own point of the category `observation`, made with its kind, help wanted and photos in
 * one transaction (the Idempotency-Key's, when the route runs it), so there is all of it or none.
 */
export function createObservationsService({
  db,
  clock,
  points,
}: {
  db: Database;
  clock: Clock;
  points: CustomPointsService;
}) {
  return {
    async create(
      writer: Actor,
      input: ObservationInput,
      photos: readonly ReceivedPhoto[],
    ): Promise<WriteOutcome> {
      const point = {
        title: OBSERVATION_KIND_LABELS[input.kind],
        text: input.note,
        category: 'observation' as const,
        geometry: input.geometry,
      };
      return points.create(writer, point, async (tx, saved) => {
        const observations = createObservationsRepository(tx);
        const adding = photos.reduce((sum, photo) => sum + photo.content.length, 0);
        // The member is locked by the point's create: two sends at once are counted one after the other.
        const stored = await observations.storedPhotoBytes(writer.stakeholderId);
        if (stored + adding > MAX_ATTACHMENT_BYTES_PER_MEMBER)
          throw photoRefused('PHOTO_STORAGE_FULL', observationTexts.storageFull);
        const at = clock.now();
        await observations.insert(saved.id, { kind: input.kind, helpWanted: input.helpWanted, at });
        for (const [position, photo] of photos.entries()) {
          await observations.insertPhoto(saved.id, position, photo, at);
        }
      });
    },

    /** A photo of a point the actor may see (a representative: on the estates their mandate covers). */
    async photo(actor: Actor, pointId: string, photoId: string) {
      const visible = await points.list(actor, swedishDay(clock.now()));
      if (!visible.some((point) => point.id === pointId)) return undefined;
      return createObservationsRepository(db).photo(actor.stakeholderId, pointId, photoId);
    },
  };
}
