import {
  BOOKING_HORIZON_DAYS,
  BOOKING_NOTICE_HOURS,
  MAX_UPCOMING_MEETINGS,
  type FreeTimes,
  type Meeting,
  type MeetingRequest,
  type Meetings,
} from '#contracts/meetings';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { queueMail } from '../../mail/queue-mail.js';
import type { Actor } from '../../plugins/actor.js';
import type { EstateFilter } from '../../plugins/estate-scope.js';
import { ConflictError, HttpError, NotFoundError } from '../../plugins/http-errors.js';
import { calendarFile } from './calendar.js';
import { createMeetingsRepository, type StoredMeeting } from './meetings.repository.js';
import { calendarTexts, meetingErrors, meetingMails } from './meetings.texts.js';

const HOUR_MS = 3_600_000;

/**
 * Whose meetings are read: the member's, and for a representative only those about the estates the mandate
 * covers, or about no estate (`estates` null: all of them).
 */
export interface Reader {
  readonly stakeholderId: string;
  readonly estates: EstateFilter;
}

const toMeeting = ({ bookedAt: _bookedAt, ...meeting }: StoredMeeting): Meeting => ({
  ...meeting,
  startsAt: meeting.startsAt.toISOString(),
  endsAt: meeting.endsAt.toISOString(),
});

export function createMeetingsService({
  db,
  clock,
  associationName,
  productName,
  calendarDomain,
}: {
  db: Database;
  clock: Clock;
  associationName: string;
  productName: string;
  /** The host name that makes a calendar UID unique worldwide. */
  calendarDomain: string;
}) {
  const meetings = createMeetingsRepository(db);

  /** The window a member can book in: from the notice period on, for the coming four weeks. */
  const bookingWindow = () => {
    const now = clock.now();
    return {
      from: new Date(now.getTime() + BOOKING_NOTICE_HOURS * HOUR_MS),
      until: new Date(now.getTime() + BOOKING_HORIZON_DAYS * 24 * HOUR_MS),
    };
  };

  return {
    /** Upcoming and past meetings that are not cancelled; undefined when there are none at all. */
    async list(reader: Reader): Promise<Meetings | undefined> {
      const all = await meetings.listActive(reader.stakeholderId, reader.estates);
      if (all.length === 0) return undefined;
      const now = clock.now().getTime();
      return {
        upcoming: all.filter((meeting) => meeting.startsAt.getTime() > now).map(toMeeting),
        past: all
          .filter((meeting) => meeting.startsAt.getTime() <= now)
          .reverse()
          .map(toMeeting),
      };
    },

    /** The member's advisor and free hours; undefined when the member has no advisor. */
    async freeTimes(reader: Reader): Promise<FreeTimes | undefined> {
      const advisor = await meetings.advisorOf(reader.stakeholderId);
      if (advisor === undefined) return undefined;
      const { from, until } = bookingWindow();
      await meetings.ensureSlots(advisor.id, clock.now(), until);
      const { id: _id, businessId: _businessId, ...shown } = advisor;
      return {
        advisor: shown,
        estates: await meetings.estatesOf(reader.stakeholderId, reader.estates),
        freeTimes: await meetings.freeTimes(advisor.id, from, until),
      };
    },

    /** Books a free hour of the member's advisor, and queues the confirmation mail with it. */
    async book(actor: Actor, request: MeetingRequest): Promise<Meeting> {
      return db.transaction(async (tx) => {
        const repository = createMeetingsRepository(tx);
        const advisor = await repository.advisorOf(actor.stakeholderId);
        if (advisor === undefined) throw new HttpError(422, 'NO_ADVISOR', meetingErrors.noAdvisor);
        const slot = await repository.findSlot(advisor.id, request.slotId);
        if (slot === undefined) throw new NotFoundError(meetingErrors.unknownSlot);
        if (slot.startsAt.getTime() < bookingWindow().from.getTime()) {
          throw new HttpError(422, 'SLOT_TOO_SOON', meetingErrors.slotTooSoon);
        }
        if (slot.busy) throw new ConflictError(meetingErrors.slotTaken);
        if (request.estateId !== undefined) {
          const estates = await repository.estatesOf(actor.stakeholderId);
          if (!estates.some((estate) => estate.id === request.estateId)) {
            throw new HttpError(422, 'UNKNOWN_ESTATE', meetingErrors.unknownEstate);
          }
        }
        const upcoming = await repository.lockAndCountUpcoming(actor.stakeholderId, advisor, clock.now());
        if (upcoming >= MAX_UPCOMING_MEETINGS) {
          throw new ConflictError(meetingErrors.tooManyUpcoming(MAX_UPCOMING_MEETINGS));
        }
        const id = await repository.insertUnlessTaken({
          ...request,
          stakeholderId: actor.stakeholderId,
          businessId: advisor.businessId,
          personId: actor.personId,
          at: clock.now(),
        });
        if (id === undefined) throw new ConflictError(meetingErrors.slotTaken);
        const booked = await repository.find(actor.stakeholderId, id);
        if (booked === undefined) throw new Error(`meeting ${id} vanished after booking`);
        const recipient = await repository.mailRecipientOf(actor.stakeholderId);
        if (recipient !== undefined) {
          const mail = meetingMails.booked(booked, recipient.name, associationName);
          await queueMail(tx, { to: recipient.email, ...mail });
        }
        return toMeeting(booked);
      });
    },

    /** Cancels an upcoming meeting and queues the mail; cancelling a cancelled meeting changes nothing. */
    async cancel(actor: Actor, meetingId: string): Promise<Meeting> {
      return db.transaction(async (tx) => {
        const repository = createMeetingsRepository(tx);
        const meeting = await repository.find(actor.stakeholderId, meetingId, { forUpdate: true });
        if (meeting === undefined) throw new NotFoundError(meetingErrors.unknownMeeting);
        if (meeting.cancelled) return toMeeting(meeting);
        if (meeting.startsAt.getTime() <= clock.now().getTime()) {
          throw new HttpError(422, 'MEETING_HELD', meetingErrors.alreadyHeld);
        }
        await repository.cancel(meeting.id, actor.personId, clock.now());
        const recipient = await repository.mailRecipientOf(actor.stakeholderId);
        if (recipient !== undefined) {
          const mail = meetingMails.cancelled(meeting, recipient.name, associationName);
          await queueMail(tx, { to: recipient.email, ...mail });
        }
        return { ...toMeeting(meeting), cancelled: true };
      });
    },

    /** The meeting as a calendar file; undefined when the member has no meeting by that id. */
    async calendar(reader: Reader, meetingId: string): Promise<string | undefined> {
      const meeting = await meetings.find(reader.stakeholderId, meetingId, { estates: reader.estates });
      if (meeting === undefined) return undefined;
      return calendarFile({
        uid: `${meeting.id}@${calendarDomain}`,
        stampedAt: clock.now(),
        startsAt: meeting.startsAt,
        endsAt: meeting.endsAt,
        summary: calendarTexts.summary(meeting.topic, meeting.advisor.name),
        description: calendarTexts.description(meeting),
        location: calendarTexts.location(meeting.kind, meeting.estate, meeting.advisor.phone),
        organizer: meeting.advisor,
        cancelled: meeting.cancelled,
        productName,
      });
    },
  };
}
