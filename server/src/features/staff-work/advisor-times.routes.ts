import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { addDays } from '#contracts/calendar-day';
import { closedDayName } from '#contracts/swedish-calendar';
import {
  ADVISOR_TIMES_AHEAD_DAYS,
  ADVISOR_TIMES_DAYS,
  AdvisorTimesAddedSchema,
  AdvisorTimesQuerySchema,
  AdvisorTimesRequestSchema,
  AdvisorTimesSchema,
  STAFF_MEETING_ERRORS,
  type AdvisorTimesAdded,
} from '#contracts/staff-meetings';
import type { Database } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { swedishDateTime } from '../../lib/swedish-time.js';
import { workingHours } from '../../lib/working-hours.js';
import { HttpError, NotFoundError } from '../../plugins/http-errors.js';
import { createAdvisorTimesRepository } from './advisor-times.repository.js';
import { STAFF, staffOf } from './staff-access.js';

export interface AdvisorTimesDependencies {
  readonly db: Database;
  readonly clock: Clock;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Any id is taken: one that is not a uuid is as unknown as a missing slot (404), never a 400 or 500. */
const SlotParams = z.object({ slotId: z.string() });
const ERRORS = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema } as const;

/** Whether the hour is one of the working hours the meetings feature makes by itself (weekdays 08–16). */
const isWorkingHour = (startsAt: Date): boolean =>
  workingHours(startsAt, 0).some((hour) => hour.startsAt.getTime() === startsAt.getTime());

/** The name of the first holiday or kept eve one of the hours from `startsAt` falls on, if any. */
const closedHourIn = (startsAt: Date, hours: number): string | undefined =>
  Array.from({ length: hours }, (_, hour) =>
    closedDayName(swedishDay(new Date(startsAt.getTime() + hour * HOUR_MS))),
  ).find((name) => name !== undefined);

const refused = (status: 409 | 422, code: string, message: string, field?: string) =>
  new HttpError(status, code, message, field === undefined ? undefined : { [field]: [message] });

/**
 * The advisors' free times, set in the workspace: an advisor's calendar for two weeks, hours added as free,
 * free hours removed. Members book from these hours (`GET /api/meetings/free-times`). An Editor changes; the
 * access plugin refuses a Viewer's change.
 *
 * Not audited: the calendar is the advisor's, not a member's. A booked hour shows only whose meeting it is
 * (member number and name), topic and kind, as the work list shows names and titles; the member's contact
 * details and message are in the meeting itself (`GET /api/staff/meetings/{id}`), which is audited.
 */
export const advisorTimesRoutes: FastifyPluginAsyncZod<AdvisorTimesDependencies> = async (app, deps) => {
  const { db, clock } = deps;

  app.get(
    '/staff/advisor-times',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'An advisor’s calendar: every hour from `from` (YYYY-MM-DD, today if left out) for 14 days, free, ' +
          'busy or booked (the booking’s member, topic, kind, whether confirmed, and the meeting id). Working ' +
          'hours not made yet are made as for members. Not audited: no member data beyond names',
        querystring: AdvisorTimesQuerySchema,
        response: { 200: AdvisorTimesSchema, ...ERRORS },
      },
    },
    async (request) => {
      staffOf(request);
      const now = clock.now();
      // A day more than a year back or further ahead than hours are opened is refused by the schema.
      const from = request.query.from ?? swedishDay(now);
      const times = createAdvisorTimesRepository(db);
      const advisor = await times.advisor(request.query.advisor);
      if (advisor === undefined) throw new NotFoundError(STAFF_MEETING_ERRORS.unknownAdvisor);
      const window = await times.swedishDays(from, ADVISOR_TIMES_DAYS);
      // From now on, so the hours stored stay one run without gaps (see the repository).
      const fillUntil = Math.min(window.until.getTime(), now.getTime() + ADVISOR_TIMES_AHEAD_DAYS * DAY_MS);
      await times.fillWorkingHours(advisor.id, now, new Date(fillUntil));
      return {
        advisor,
        from,
        until: addDays(from, ADVISOR_TIMES_DAYS),
        slots: await times.slots(advisor.id, window.from, window.until),
      };
    },
  );

  app.post(
    '/staff/advisor-times',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'Opens `hours` (1–8) one-hour slots from `startsAt` (a whole hour) as free for members to book: new ' +
          'hours are added, busy ones freed, free ones left as they are (so the same call twice changes ' +
          'nothing). An hour booked by a member, or a slot overlapping one of the hours: 409. In the past, ' +
          'more than 84 days ahead, or on a holiday or kept eve of the Swedish calendar: 422. Unknown ' +
          'advisor: 404',
        body: AdvisorTimesRequestSchema,
        response: { 200: AdvisorTimesAddedSchema, ...ERRORS, 409: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request): Promise<AdvisorTimesAdded> => {
      staffOf(request);
      const { advisorId, hours } = request.body;
      const startsAt = new Date(request.body.startsAt);
      const endsAt = new Date(startsAt.getTime() + hours * HOUR_MS);
      const now = clock.now();
      if (startsAt.getTime() < now.getTime()) {
        throw refused(422, 'SLOT_IN_PAST', STAFF_MEETING_ERRORS.inThePast, 'startsAt');
      }
      if (endsAt.getTime() > now.getTime() + ADVISOR_TIMES_AHEAD_DAYS * DAY_MS) {
        throw refused(422, 'SLOT_TOO_FAR_AHEAD', STAFF_MEETING_ERRORS.tooFarAhead, 'startsAt');
      }
      // Any day the advisor chooses, a weekend too, but never a holiday or a kept eve (docs/domain.md).
      const closed = closedHourIn(startsAt, hours);
      if (closed !== undefined) {
        throw refused(422, 'SLOT_ON_CLOSED_DAY', STAFF_MEETING_ERRORS.closedDay(closed), 'startsAt');
      }
      return db.transaction(async (tx) => {
        const times = createAdvisorTimesRepository(tx);
        const advisor = await times.advisor(advisorId);
        if (advisor === undefined) throw new NotFoundError(STAFF_MEETING_ERRORS.unknownAdvisor);
        await times.lockAdvisor(advisor.id);
        await times.fillWorkingHours(advisor.id, now, endsAt);
        const existing = await times.overlapping(advisor.id, startsAt, endsAt);
        const counts = { added: 0, opened: 0, unchanged: 0 };
        for (let hour = 0; hour < hours; hour++) {
          const start = new Date(startsAt.getTime() + hour * HOUR_MS);
          const end = new Date(start.getTime() + HOUR_MS);
          const overlaps = existing.filter(
            (slot) => slot.startsAt.getTime() < end.getTime() && slot.endsAt.getTime() > start.getTime(),
          );
          const [same] = overlaps;
          if (overlaps.length === 0) {
            if (!(await times.insertFree(advisor.id, start, end))) {
              throw refused(409, 'SLOT_OVERLAPS', STAFF_MEETING_ERRORS.overlaps(swedishDateTime(start)));
            }
            counts.added++;
          } else if (
            overlaps.length === 1 &&
            same !== undefined &&
            same.startsAt.getTime() === start.getTime() &&
            same.endsAt.getTime() === end.getTime()
          ) {
            if (same.booked) {
              throw refused(409, 'SLOT_BOOKED', STAFF_MEETING_ERRORS.alreadyBooked(swedishDateTime(start)));
            }
            if (same.busy) {
              await times.setBusy(same.id, false);
              counts.opened++;
            } else {
              counts.unchanged++;
            }
          } else {
            const clash = overlaps.find((slot) => slot.startsAt.getTime() !== start.getTime()) ?? same;
            throw refused(
              409,
              'SLOT_OVERLAPS',
              STAFF_MEETING_ERRORS.overlaps(swedishDateTime(clash?.startsAt ?? start)),
            );
          }
        }
        return { slots: await times.slots(advisor.id, startsAt, endsAt), ...counts };
      });
    },
  );

  app.delete(
    '/staff/advisor-times/:slotId',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'Removes a free hour from the advisor’s free times: 204. One of the working hours stays in the ' +
          'calendar as busy, so it is not made again; an added hour goes. Busy already: 204, nothing changes. ' +
          'Booked: 409 (move or cancel the meeting first). In the past: 422. Unknown: 404',
        params: SlotParams,
        response: { 204: z.null(), ...ERRORS, 409: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      staffOf(request);
      await db.transaction(async (tx) => {
        const times = createAdvisorTimesRepository(tx);
        const slot = await times.lockSlot(request.params.slotId);
        if (slot === undefined) throw new NotFoundError(STAFF_MEETING_ERRORS.unknownSlot);
        if (slot.booked) throw refused(409, 'SLOT_BOOKED', STAFF_MEETING_ERRORS.slotBooked);
        if (slot.startsAt.getTime() <= clock.now().getTime()) {
          throw refused(422, 'SLOT_IN_PAST', STAFF_MEETING_ERRORS.slotPast);
        }
        if (slot.busy) return;
        // A working hour would be made again if it went, and a slot a meeting was once in is kept for it.
        if (slot.everBooked || isWorkingHour(slot.startsAt)) await times.setBusy(slot.id, true);
        else await times.deleteSlot(slot.id);
      });
      return reply.code(204).send(null);
    },
  );
};
