import { useId } from 'react';
import {
  MeetingMoveRequestSchema,
  STAFF_MEETING_STATUS_LABELS,
  type StaffMeeting,
} from '#contracts/staff-meetings';
import { resolverOf } from '../../../lib/form-check';
import { useCheckedForm } from '../../../lib/form/checked-form';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { SelectField } from '../../../ui/select-field';
import { useAdvisorTimes, useConfirmMeeting, useMoveMeeting, useStaffMeeting } from '../api/staff-meetings';
import { useWorkspace } from '../api/staff-work';
import { meetingsErrandTexts } from '../meetings-errand.texts';
import { staffWorkTexts } from '../staff-work.texts';
import styles from '../staff-work.module.css';
import { hourLabel, meetingSpan } from './meeting-time';
import { OneActionForm } from './one-action-form';
import { useSavedStatus } from './use-saved-status';
import { MemberFact, ReachFact } from './member-fact';

const texts = meetingsErrandTexts.meeting;

function statusOf(meeting: StaffMeeting): string {
  if (meeting.status === 'cancelled') {
    return meeting.cancelledAt === null
      ? STAFF_MEETING_STATUS_LABELS.cancelled
      : texts.cancelled(formatDateTime(meeting.cancelledAt));
  }
  if (meeting.confirmed !== null) {
    return texts.confirmed(meeting.confirmed.byName, formatDateTime(meeting.confirmed.at));
  }
  return texts.booked;
}

function MeetingFacts({ meeting }: { meeting: StaffMeeting }) {
  const { member } = meeting;
  return (
    <dl className={styles.facts}>
      <MemberFact member={member} />
      <ReachFact
        label={texts.reach}
        phone={member.phone}
        email={member.email}
        mailSubject={texts.mailSubject}
        none={texts.noReach}
      />
      <div>
        <dt>{texts.when}</dt>
        <dd>
          <time dateTime={meeting.startsAt}>{meetingSpan(meeting.startsAt, meeting.endsAt)}</time>
        </dd>
      </div>
      <div>
        <dt>{texts.status}</dt>
        <dd>{statusOf(meeting)}</dd>
      </div>
      <div>
        <dt>{texts.topic}</dt>
        <dd>{meetingsErrandTexts.topics[meeting.topic]}</dd>
      </div>
      <div>
        <dt>{texts.kind}</dt>
        <dd>{meetingsErrandTexts.kinds[meeting.kind]}</dd>
      </div>
      {meeting.estate !== null && (
        <div>
          <dt>{texts.estate}</dt>
          <dd>{meeting.estate.designation}</dd>
        </div>
      )}
      <div>
        <dt>{texts.advisor}</dt>
        <dd>{meeting.advisor.name}</dd>
      </div>
      <div>
        <dt>{texts.bookedAt}</dt>
        <dd>
          <time dateTime={meeting.bookedAt}>{formatDateTime(meeting.bookedAt)}</time>
        </dd>
      </div>
      {meeting.message !== null && meeting.message !== '' && (
        <div>
          <dt>{texts.message}</dt>
          <dd>{meeting.message}</dd>
        </div>
      )}
    </dl>
  );
}

/** Confirms the booked time: the one primary action while the meeting is only booked. */
function ConfirmForm({ id, onConfirmed }: { id: string; onConfirmed: () => void }) {
  const confirm = useConfirmMeeting(id);
  return (
    <OneActionForm
      texts={{
        heading: texts.confirmHeading,
        hint: texts.confirmHint,
        action: texts.confirm,
        pending: texts.confirming,
        refusedHeading: texts.notConfirmedHeading,
      }}
      isPending={confirm.isPending}
      act={() => confirm.mutateAsync()}
      onDone={onConfirmed}
    />
  );
}

interface MoveValues {
  slotId: string;
}

const moveFieldId = 'meeting-move-slot';

function checkMove(values: MoveValues): Record<string, string | undefined> {
  const parsed = MeetingMoveRequestSchema.safeParse(values);
  return { slotId: parsed.success ? undefined : parsed.error.issues[0]?.message };
}

/** The advisor's free hours from now on, in the two weeks the calendar reads from today. */
function useFreeHours(meeting: StaffMeeting) {
  // Hours that had passed when the calendar was read are not offered (the server would refuse them).
  const { data: times, dataUpdatedAt } = useAdvisorTimes(meeting.advisor.id);
  return times.slots.filter(
    (slot) =>
      slot.status === 'free' && slot.id !== meeting.slotId && Date.parse(slot.startsAt) > dataUpdatedAt,
  );
}

/** Moves the meeting to another free hour of the same advisor; the new time counts as confirmed. */
function MoveForm({ meeting, onMoved }: { meeting: StaffMeeting; onMoved: (when: string) => void }) {
  const move = useMoveMeeting(meeting.id);
  const free = useFreeHours(meeting);
  const headingId = useId();
  const form = useCheckedForm({
    resolver: resolverOf<MoveValues>(checkMove),
    defaultValues: { slotId: '' },
    fields: ['slotId'] as const,
    idOf: () => moveFieldId,
    heading: meetingsErrandTexts.errorsHeading,
    notSentHeading: texts.notMovedHeading,
    headingLevel: 3,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const submit = async ({ slotId }: MoveValues): Promise<void> => {
    form.passed();
    try {
      const moved = await move.mutateAsync(slotId);
      onMoved(moved === null ? '' : meetingSpan(moved.startsAt, moved.endsAt));
    } catch (failure) {
      form.refused(failure);
    }
  };

  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => form.submit(event, submit)}
    >
      <h3 id={headingId}>{texts.moveHeading}</h3>
      {form.summary}
      {free.length === 0 ? (
        <p>{texts.noFreeTimes}</p>
      ) : (
        <>
          <SelectField
            id={moveFieldId}
            label={texts.moveTime}
            hint={texts.moveHint}
            error={errors.slotId?.message}
            placeholder={texts.chooseTime}
            aria-required
            options={free.map((slot) => ({ value: slot.id, label: hourLabel(slot.startsAt) }))}
            {...register('slotId')}
          />
          <div>
            <Button type="submit" variant="secondary" disabled={isSubmitting}>
              {isSubmitting ? texts.moving : texts.move}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}

/**
 * A member's meeting booking in the workspace: whom it is with, what about and when, where it stands, and for
 * an Editor, while it may still change, confirming it or moving it to another of the advisor's free hours.
 */
export function MeetingErrand({ id }: { id: string }) {
  const { data: meeting } = useStaffMeeting(id);
  const { data: workspace } = useWorkspace();
  const base = useId();
  const { saved, setSaved, savedRef } = useSavedStatus<{ text: string }>();
  if (meeting === null) {
    return <PageHeading>{staffWorkTexts.errand.notFoundTitle}</PageHeading>;
  }
  const mayEdit = workspace?.mayEdit === true;
  const title = `${texts.title(meetingsErrandTexts.topics[meeting.topic])}, ${meeting.member.name}`;
  // A new object each time, so a second change moves focus to the message again.
  const tell = (text: string) => setSaved({ text });
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <section className={styles.section} aria-label={title}>
        <MeetingFacts meeting={meeting} />
      </section>
      <section className={styles.section} aria-labelledby={`${base}-next`}>
        <h2 id={`${base}-next`}>{texts.nextHeading}</h2>
        <p ref={savedRef} role="status" tabIndex={-1}>
          {saved?.text}
        </p>
        {meeting.status === 'cancelled' ? (
          <p>{texts.cancelledText}</p>
        ) : !meeting.changeable ? (
          <p>{texts.heldText}</p>
        ) : mayEdit ? (
          <>
            {meeting.status === 'booked' && (
              <ConfirmForm id={meeting.id} onConfirmed={() => tell(texts.confirmedSaved)} />
            )}
            {/* The advisor's calendar loads on its own: the meeting and confirming it need not wait for it. */}
            <SectionBoundary>
              {/* Each move starts the form afresh, on the new time. */}
              <MoveForm key={meeting.slotId} meeting={meeting} onMoved={(when) => tell(texts.moved(when))} />
            </SectionBoundary>
          </>
        ) : (
          <p>{staffWorkTexts.list.readOnly}</p>
        )}
      </section>
    </>
  );
}
