import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { MEETING_TOPIC_LABELS, type MeetingTopic } from '#contracts/meetings';
import { portalRoutes } from '#contracts/routes';
import {
  MeetingMoveRequestSchema,
  STAFF_MEETING_ERRORS,
  StaffMeetingSchema,
  type StaffMeeting,
} from '#contracts/staff-meetings';
import type { Database, Queryable } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { swedishTimeSpan } from '../../lib/swedish-time.js';
import { HttpError, NotFoundError } from '../../plugins/http-errors.js';
import {
  createMeetingErrandsRepository,
  isUniqueViolation,
  type LockedMeeting,
} from './meeting-errands.repository.js';
import { auditErrand, STAFF, staffOf, type StaffMember } from './staff-access.js';

/** How a booking change reaches the member (features/notifications/notify.ts, via app.ts). */
export type MeetingNotify = (
  tx: Queryable,
  stakeholderId: string,
  message: { category: 'meetings'; title: string; text: string; link: string; estateIds: readonly string[] },
) => Promise<unknown>;

export interface MeetingErrandDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly notify: MeetingNotify;
}

/** Any id is taken: one that is not a uuid is as unknown as a missing meeting (404), never a 400 or 500. */
const IdParams = z.object({ id: z.string() });
const ERRORS = { 403: ApiErrorSchema, 404: ApiErrorSchema } as const;
const WRITE_ERRORS = { ...ERRORS, 400: ApiErrorSchema, 409: ApiErrorSchema, 422: ApiErrorSchema } as const;

const conflict = (code: string, message: string) => new HttpError(409, code, message);
const badSlot = (message: string) => new HttpError(422, 'SLOT_NOT_USABLE', message, { slotId: [message] });

const about = (topic: MeetingTopic): string => MEETING_TOPIC_LABELS[topic].toLowerCase();

/** What the member is told, in the portal and by mail per their settings. */
const meetingNotice = {
  confirmed: (meeting: LockedMeeting) => ({
    title: 'Ditt möte är bekräftat',
    text:
      `${meeting.advisorName} har bekräftat ert möte om ${about(meeting.topic)} ` +
      `${swedishTimeSpan(meeting.startsAt, meeting.endsAt)}.`,
  }),
  moved: (meeting: LockedMeeting, to: { startsAt: Date; endsAt: Date }) => ({
    title: 'Ditt möte har flyttats',
    text:
      `${meeting.advisorName} har flyttat ert möte om ${about(meeting.topic)} till ` +
      `${swedishTimeSpan(to.startsAt, to.endsAt)}. Den tidigare tiden, ` +
      `${swedishTimeSpan(meeting.startsAt, meeting.endsAt)}, gäller inte längre.`,
  }),
};

/** The estate a meeting is about, if it was booked about one. */
const estatesOf = (meeting: LockedMeeting): string[] => (meeting.estateId === null ? [] : [meeting.estateId]);

/**
 * A member's meeting booking in the workspace: read it (with the member's contact details), confirm it, or
 * move it to another free hour of the same advisor (which confirms it too). The member is notified of each
 * change (category `meetings`, and a mail per their settings) and sees the new time in their meetings. An
 * Editor changes; the access plugin refuses a Viewer's change. Reads and changes are on the member's access
 * log. A cancelled meeting, or one already held, is not changed (409).
 */
export const meetingErrandRoutes: FastifyPluginAsyncZod<MeetingErrandDependencies> = async (app, deps) => {
  const { db, clock } = deps;

  const readIn = async (tx: Queryable, id: string): Promise<StaffMeeting> => {
    const meeting = await createMeetingErrandsRepository(tx).read(id, clock.now());
    if (meeting === undefined) throw new NotFoundError(STAFF_MEETING_ERRORS.unknownMeeting);
    return meeting;
  };

  /** Locks a meeting that may still change: 404 unknown, 409 cancelled or held. */
  const lockChangeable = async (tx: Queryable, id: string): Promise<LockedMeeting> => {
    const meeting = await createMeetingErrandsRepository(tx).lock(id);
    if (meeting === undefined) throw new NotFoundError(STAFF_MEETING_ERRORS.unknownMeeting);
    if (meeting.cancelled) throw conflict('MEETING_CANCELLED', STAFF_MEETING_ERRORS.cancelled);
    return meeting;
  };
  const refuseHeld = (meeting: LockedMeeting): void => {
    if (meeting.startsAt.getTime() <= clock.now().getTime()) {
      throw conflict('MEETING_HELD', STAFF_MEETING_ERRORS.held);
    }
  };

  /** The meeting as it is after a change, audited against its member in the same transaction. */
  const answer = async (
    tx: Queryable,
    staff: StaffMember,
    request: Parameters<typeof auditErrand>[2],
    id: string,
  ): Promise<StaffMeeting> => {
    const meeting = await readIn(tx, id);
    await auditErrand(tx, clock, request, staff, meeting.member.id);
    return meeting;
  };

  app.get(
    '/staff/meetings/:id',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'A member’s meeting booking: the member (number, name, e-mail and phone on file), topic, kind, ' +
          'estate, message, time, advisor, and whether it is confirmed or cancelled; audited',
        params: IdParams,
        response: { 200: StaffMeetingSchema, ...ERRORS },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const meeting = await readIn(db, request.params.id);
      await auditErrand(db, clock, request, staff, meeting.member.id);
      return meeting;
    },
  );

  app.post(
    '/staff/meetings/:id/confirm',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'Confirms a booked meeting: the member is notified (and mailed per their settings). Confirmed ' +
          'already: 200, nothing changes. Cancelled, or held already: 409. Audited',
        params: IdParams,
        response: { 200: StaffMeetingSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { id } = request.params;
      return db.transaction(async (tx) => {
        const meeting = await lockChangeable(tx, id);
        if (!meeting.confirmed) {
          refuseHeld(meeting);
          await createMeetingErrandsRepository(tx).confirm(id, clock.now(), staff.personId);
          await deps.notify(tx, meeting.stakeholderId, {
            category: 'meetings',
            ...meetingNotice.confirmed(meeting),
            link: portalRoutes.meetings.path,
            estateIds: estatesOf(meeting),
          });
        }
        return answer(tx, staff, request, id);
      });
    },
  );

  app.post(
    '/staff/meetings/:id/move',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'Moves a meeting to another free hour of the same advisor, later than now; the old hour is free ' +
          'again and the meeting counts as confirmed. The member is notified of the new time (and mailed per ' +
          'their settings). Cancelled or held meeting, or an hour taken meanwhile: 409; an hour of another ' +
          'advisor, in the past or the same: 422. Audited',
        params: IdParams,
        body: MeetingMoveRequestSchema,
        response: { 200: StaffMeetingSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { id } = request.params;
      const { slotId } = request.body;
      return db.transaction(async (tx) => {
        const meetings = createMeetingErrandsRepository(tx);
        const meeting = await lockChangeable(tx, id);
        refuseHeld(meeting);
        if (slotId.toLowerCase() === meeting.slotId.toLowerCase()) {
          throw badSlot(STAFF_MEETING_ERRORS.moveSameSlot);
        }
        const slot = await meetings.lockSlotOf(meeting.advisorId, slotId);
        if (slot === undefined) throw badSlot(STAFF_MEETING_ERRORS.moveUnknownSlot);
        if (slot.startsAt.getTime() <= clock.now().getTime()) throw badSlot(STAFF_MEETING_ERRORS.movePast);
        if (slot.busy || slot.booked) throw conflict('SLOT_TAKEN', STAFF_MEETING_ERRORS.moveNotFree);
        try {
          await meetings.move(id, {
            from: meeting.slotId,
            to: slot.id,
            at: clock.now(),
            byPersonId: staff.personId,
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('SLOT_TAKEN', STAFF_MEETING_ERRORS.moveNotFree);
          throw error;
        }
        await deps.notify(tx, meeting.stakeholderId, {
          category: 'meetings',
          ...meetingNotice.moved(meeting, slot),
          link: portalRoutes.meetings.path,
          estateIds: estatesOf(meeting),
        });
        return answer(tx, staff, request, id);
      });
    },
  );
};
