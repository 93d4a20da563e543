import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { addDays } from '#contracts/calendar-day';
import {
  BOOKING_HORIZON_DAYS,
  MEETING_KINDS,
  MEETING_TOPICS,
  type FreeTimes,
  type MeetingKind,
  type MeetingTopic,
} from '#contracts/meetings';
import { closedWeekdays } from '#contracts/swedish-calendar';
import { ApiError } from '../../../lib/api-client';
import { resolverOf } from '../../../lib/form-check';
import { useCheckedForm } from '../../../lib/form/checked-form';
import type { FieldMessages } from '../../../lib/form/plain-form';
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
const FIELDS: readonly Field[] = ['slotId', 'topic', 'kind', 'estateId', 'message'];
const fieldId = (field: Field): string => `booking-${field}`;

/** The free hours grouped by Swedish calendar day, in order. */
function byDay(freeTimes: FreeTimes['freeTimes']) {
  const days = new Map<string, FreeTimes['freeTimes']>();
  for (const time of freeTimes)
    days.set(swedishDay(time.startsAt), [...(days.get(swedishDay(time.startsAt)) ?? []), time]);
  return [...days.entries()].map(([key, times]) => ({ key, times }));
}

interface Values {
  /** The day whose free hours are shown; not sent. */
  day: string;
  slotId: string;
  topic: MeetingTopic | '';
  kind: MeetingKind | '';
  estateId: string;
  message: string;
}

const UNCHOSEN = { slotId: '', topic: '', kind: '', estateId: '', message: '' } as const;

/** A time, a topic and a kind must be chosen; the estate and the message may be left out. */
const check = ({ slotId, topic, kind }: Values): FieldMessages<Field> => ({
  slotId: slotId === '' ? texts.chooseTime : undefined,
  topic: topic === '' ? texts.chooseTopic : undefined,
  kind: kind === '' ? texts.chooseKind : undefined,
});

/** Choose a day, an hour, what and how, and book; the confirmation takes focus. */
export function BookingForm({ free }: { free: FreeTimes }) {
  const days = useMemo(() => byDay(free.freeTimes), [free.freeTimes]);
  const closed = useMemo(() => closedWeekdays(swedishDay(), addDays(swedishDay(), BOOKING_HORIZON_DAYS)), []);
  const book = useBookMeeting();
  const [booked, setBooked] = useState<string>();
  const confirmation = useRef<HTMLDivElement>(null);
  const daySelectId = useId();
  const form = useCheckedForm({
    resolver: resolverOf<Values>(check),
    defaultValues: { day: days[0]?.key ?? '', ...UNCHOSEN },
    fields: FIELDS,
    idOf: fieldId,
    heading: texts.summaryHeading,
    notSentHeading: texts.notBooked,
    headingLevel: 3,
  });
  const { control, register, setValue } = form;
  const { errors } = form.formState;
  const day = useWatch({ control, name: 'day' });

  useEffect(() => {
    if (booked !== undefined) confirmation.current?.focus();
  }, [booked]);

  const timesOfDay = days.find((candidate) => candidate.key === day)?.times ?? [];

  const send = ({ slotId, topic, kind, estateId, message }: Values): void => {
    if (topic === '' || kind === '') return;
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
          for (const field of Object.keys(UNCHOSEN) as (keyof typeof UNCHOSEN)[]) setValue(field, '');
        },
        onError: (error) => {
          form.refused(error);
          if (error instanceof ApiError && error.status === 409) setValue('slotId', '');
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
      <form className={styles.form} noValidate onSubmit={(event) => form.submit(event, send)}>
        {form.summary}
        <div className={styles.field}>
          <label htmlFor={daySelectId} className={styles.label}>
            {texts.day}
          </label>
          <p id={`${daySelectId}-hint`} className={styles.hint}>
            {texts.dayHint}
            {closed.length > 0 &&
              ` ${texts.closedDays(closed.map(({ day, name }) => `${name} (${formatWeekday(day)})`))}`}
          </p>
          <select
            id={daySelectId}
            className={styles.select}
            aria-describedby={`${daySelectId}-hint`}
            {...register('day', { onChange: () => setValue('slotId', '') })}
          >
            {days.map(({ key, times }) => (
              <option key={key} value={key}>
                {`${formatWeekday(times[0]?.startsAt ?? '')} (${texts.freeCount(times.length)})`}
              </option>
            ))}
          </select>
        </div>
        <Controller
          control={control}
          name="slotId"
          render={({ field }) => (
            <ChoiceGroup
              legend={texts.time}
              id={fieldId('slotId')}
              name={field.name}
              value={field.value}
              error={errors.slotId?.message}
              columns
              options={timesOfDay.map((time) => ({
                value: time.slotId,
                label: formatTimeRange(time.startsAt, time.endsAt),
              }))}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="topic"
          render={({ field }) => (
            <ChoiceGroup
              legend={texts.topic}
              id={fieldId('topic')}
              name={field.name}
              value={field.value}
              error={errors.topic?.message}
              options={MEETING_TOPICS.map((value) => ({ value, label: meetingsTexts.topics[value] }))}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <ChoiceGroup
              legend={texts.kind}
              id={fieldId('kind')}
              name={field.name}
              value={field.value}
              error={errors.kind?.message}
              options={MEETING_KINDS.map((value) => ({ value, label: meetingsTexts.kinds[value] }))}
              onChange={field.onChange}
            />
          )}
        />
        {free.estates.length > 0 && (
          <Controller
            control={control}
            name="estateId"
            render={({ field }) => (
              <ChoiceGroup
                legend={`${texts.estate} ${texts.optional}`}
                id={fieldId('estateId')}
                name={field.name}
                value={field.value}
                error={errors.estateId?.message}
                options={[
                  { value: '', label: texts.noEstate },
                  ...free.estates.map((estate) => ({ value: estate.id, label: estate.designation })),
                ]}
                onChange={field.onChange}
              />
            )}
          />
        )}
        <TextAreaField
          id={fieldId('message')}
          label={texts.message}
          tag={texts.optional}
          hint={texts.messageHint}
          error={errors.message?.message}
          maxLength={1000}
          {...register('message')}
        />
        <Button type="submit" disabled={book.isPending}>
          {book.isPending ? texts.submitting : texts.submit}
        </Button>
      </form>
    </>
  );
}
