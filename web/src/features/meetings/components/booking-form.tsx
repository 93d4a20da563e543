import { useEffect, useId, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import {
  MEETING_KINDS,
  MEETING_TOPICS,
  type FreeTimes,
  type MeetingKind,
  type MeetingTopic,
} from '#contracts/meetings';
import { ApiError } from '../../../lib/api-client';
import { useFormErrors, type FieldMessages } from '../../../lib/form-errors';
import { Banner } from '../../../ui/banner';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/text-field';
import { useBookMeeting } from '../api/meetings';
import { formatTimeRange, formatWeekday, swedishDay } from '../../../lib/format';
import { meetingWhen } from '../meeting-time';
import { meetingsTexts } from '../meetings.texts';
import styles from '../meetings.module.css';
import { ChoiceGroup } from './choice-group';

const texts = meetingsTexts.booking;

type Field = 'slotId' | 'topic' | 'kind' | 'estateId' | 'message';
type Errors = FieldMessages<Field>;
const FIELDS: readonly Field[] = ['slotId', 'topic', 'kind', 'estateId', 'message'];
const fieldId = (field: Field): string => `booking-${field}`;

/** The free hours grouped by Swedish calendar day, in order. */
function byDay(freeTimes: FreeTimes['freeTimes']) {
  const days = new Map<string, FreeTimes['freeTimes']>();
  for (const time of freeTimes)
    days.set(swedishDay(time.startsAt), [...(days.get(swedishDay(time.startsAt)) ?? []), time]);
  return [...days.entries()].map(([key, times]) => ({ key, times }));
}

/** Choose a day, an hour, what and how, and book; the confirmation takes focus. */
export function BookingForm({ free }: { free: FreeTimes }) {
  const days = useMemo(() => byDay(free.freeTimes), [free.freeTimes]);
  const book = useBookMeeting();
  const [day, setDay] = useState(days[0]?.key ?? '');
  const [slotId, setSlotId] = useState('');
  const [topic, setTopic] = useState<MeetingTopic | ''>('');
  const [kind, setKind] = useState<MeetingKind | ''>('');
  const [estateId, setEstateId] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [booked, setBooked] = useState<string>();
  const confirmation = useRef<HTMLDivElement>(null);
  const daySelectId = useId();
  const form = useFormErrors<Field>({
    fields: FIELDS,
    idOf: fieldId,
    heading: texts.summaryHeading,
    notSentHeading: texts.notBooked,
    headingLevel: 3,
  });

  useEffect(() => {
    if (booked !== undefined) confirmation.current?.focus();
  }, [booked]);

  const timesOfDay = days.find((candidate) => candidate.key === day)?.times ?? [];

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const missing: Errors = {
      ...(slotId === '' ? { slotId: texts.chooseTime } : {}),
      ...(topic === '' ? { topic: texts.chooseTopic } : {}),
      ...(kind === '' ? { kind: texts.chooseKind } : {}),
    };
    setErrors(missing);
    if (topic === '' || kind === '' || slotId === '') {
      form.failed(missing);
      return;
    }
    form.passed();
    setBooked(undefined);
    book.mutate(
      {
        slotId,
        topic,
        kind,
        ...(estateId === '' ? {} : { estateId }),
        ...(message.trim() === '' ? {} : { message }),
      },
      {
        onSuccess: (meeting) => {
          if (meeting !== null)
            setBooked(texts.booked(meetingWhen(meeting.startsAt, meeting.endsAt), meeting.advisor.name));
          setSlotId('');
          setTopic('');
          setKind('');
          setEstateId('');
          setMessage('');
        },
        onError: (error) => {
          setErrors({});
          form.refused(error, (field, text) => setErrors((current) => ({ ...current, [field]: text })));
          if (error instanceof ApiError && error.status === 409) setSlotId('');
        },
      },
    );
  };

  return (
    <>
      {booked !== undefined && (
        <div ref={confirmation} tabIndex={-1} className={styles.confirmation}>
          <Banner tone="info" role="status">
            <p>
              <strong>{booked}</strong>
            </p>
            <p>{texts.mailNote}</p>
          </Banner>
        </div>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        {form.summary}
        <div className={styles.field}>
          <label htmlFor={daySelectId} className={styles.label}>
            {texts.day}
          </label>
          <p id={`${daySelectId}-hint`} className={styles.hint}>
            {texts.dayHint}
          </p>
          <select
            id={daySelectId}
            className={styles.select}
            aria-describedby={`${daySelectId}-hint`}
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
              setSlotId('');
            }}
          >
            {days.map(({ key, times }) => (
              <option key={key} value={key}>
                {`${formatWeekday(times[0]?.startsAt ?? '')} (${texts.freeCount(times.length)})`}
              </option>
            ))}
          </select>
        </div>
        <ChoiceGroup
          legend={texts.time}
          id={fieldId('slotId')}
          name="slotId"
          value={slotId}
          error={errors.slotId}
          columns
          options={timesOfDay.map((time) => ({
            value: time.slotId,
            label: formatTimeRange(time.startsAt, time.endsAt),
          }))}
          onChange={setSlotId}
        />
        <ChoiceGroup
          legend={texts.topic}
          id={fieldId('topic')}
          name="topic"
          value={topic}
          error={errors.topic}
          options={MEETING_TOPICS.map((value) => ({ value, label: meetingsTexts.topics[value] }))}
          onChange={(value) => setTopic(value as MeetingTopic)}
        />
        <ChoiceGroup
          legend={texts.kind}
          id={fieldId('kind')}
          name="kind"
          value={kind}
          error={errors.kind}
          options={MEETING_KINDS.map((value) => ({ value, label: meetingsTexts.kinds[value] }))}
          onChange={(value) => setKind(value as MeetingKind)}
        />
        {free.estates.length > 0 && (
          <ChoiceGroup
            legend={`${texts.estate} ${texts.optional}`}
            id={fieldId('estateId')}
            name="estateId"
            value={estateId}
            error={errors.estateId}
            options={[
              { value: '', label: texts.noEstate },
              ...free.estates.map((estate) => ({ value: estate.id, label: estate.designation })),
            ]}
            onChange={setEstateId}
          />
        )}
        <TextAreaField
          id={fieldId('message')}
          label={texts.message}
          tag={texts.optional}
          hint={texts.messageHint}
          error={errors.message}
          maxLength={1000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <Button type="submit" disabled={book.isPending}>
          {book.isPending ? texts.submitting : texts.submit}
        </Button>
      </form>
    </>
  );
}
