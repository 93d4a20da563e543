import { useId } from 'react';
import { addDays, isIsoDay } from '#contracts/calendar-day';
import {
  ADVISOR_TIMES_AHEAD_DAYS,
  AdvisorTimesRequestSchema,
  MAX_HOURS_PER_ADD,
  STAFF_MEETING_ERRORS,
} from '#contracts/staff-meetings';
import { resolverOf } from '../../../lib/form-check';
import { useCheckedForm } from '../../../lib/form/checked-form';
import { formatTimeRange, formatWeekday, swedishDay } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { DateField, normaliseDay } from '../../../ui/date-field';
import { SelectField } from '../../../ui/select-field';
import { useAddAdvisorTimes } from '../api/staff-meetings';
import { meetingsErrandTexts } from '../meetings-errand.texts';
import styles from './advisor-times.module.css';
import { swedishHour } from './meeting-time';

const texts = meetingsErrandTexts.times;

/** The first and last hour a free time may start at (07:00–17:00). */
const FIRST_HOUR = 7;
const LAST_HOUR = 17;

const START_OPTIONS = Array.from({ length: LAST_HOUR - FIRST_HOUR + 1 }, (_, index) => {
  const hour = FIRST_HOUR + index;
  return { value: String(hour), label: `${String(hour).padStart(2, '0')}:00` };
});
const HOUR_OPTIONS = Array.from({ length: MAX_HOURS_PER_ADD }, (_, index) => ({
  value: String(index + 1),
  label: texts.hourCount(index + 1),
}));

interface AddValues {
  day: string;
  start: string;
  hours: string;
}

const FIELDS = ['day', 'start', 'hours'] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field): string => `advisor-times-${field}`;

/** The request the form makes, once its day is a day. */
const requestOf = (advisorId: string, values: AddValues) => ({
  advisorId,
  startsAt: swedishHour(normaliseDay(values.day), Number(values.start)),
  hours: Number(values.hours),
});

/** What the API calls a field, as this form names it. */
const SERVER_FIELDS: Readonly<Record<string, Field>> = { startsAt: 'day', hours: 'hours' };

function check(advisorId: string) {
  return (values: AddValues): Record<string, string | undefined> => {
    const day = normaliseDay(values.day);
    const today = swedishDay();
    if (!isIsoDay(day)) return { day: texts.badDay };
    if (day < today) return { day: STAFF_MEETING_ERRORS.inThePast };
    if (day > addDays(today, ADVISOR_TIMES_AHEAD_DAYS)) return { day: STAFF_MEETING_ERRORS.tooFarAhead };
    const parsed = AdvisorTimesRequestSchema.safeParse(requestOf(advisorId, values));
    const messages: Record<string, string | undefined> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = SERVER_FIELDS[String(issue.path[0])] ?? 'day';
        messages[field] ??= issue.message;
      }
    }
    return messages;
  };
}

/** An Editor opens hours of the advisor's calendar as free: a day, the first hour and how many. */
export function AddTimesForm({
  advisorId,
  onAdded,
}: {
  advisorId: string;
  onAdded: (message: string) => void;
}) {
  const add = useAddAdvisorTimes();
  const headingId = useId();
  const form = useCheckedForm({
    resolver: resolverOf<AddValues>(check(advisorId)),
    defaultValues: { day: '', start: '8', hours: '1' },
    fields: FIELDS,
    idOf: fieldId,
    heading: meetingsErrandTexts.errorsHeading,
    notSentHeading: texts.notAddedHeading,
    headingLevel: 3,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const submit = async (values: AddValues): Promise<void> => {
    form.passed();
    const request = AdvisorTimesRequestSchema.parse(requestOf(advisorId, values));
    try {
      const added = await add.mutateAsync(request);
      const endsAt = new Date(Date.parse(request.startsAt) + request.hours * 3_600_000);
      const when = `${formatWeekday(request.startsAt)} kl.\u00a0${formatTimeRange(request.startsAt, endsAt)}`;
      onAdded(texts.added(when, added?.added ?? 0, added?.opened ?? 0, added?.unchanged ?? 0));
    } catch (failure) {
      form.refused(failure, (serverField) => SERVER_FIELDS[serverField]);
    }
  };

  return (
    <form
      className={styles.section}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => form.submit(event, submit)}
    >
      <h2 id={headingId}>{texts.addHeading}</h2>
      {form.summary}
      <p>{texts.addHint}</p>
      <div className={styles.times}>
        <DateField
          id={fieldId('day')}
          label={texts.day}
          tag={meetingsErrandTexts.required}
          error={errors.day?.message}
          aria-required
          {...register('day')}
        />
        <SelectField
          id={fieldId('start')}
          label={texts.start}
          error={errors.start?.message}
          options={START_OPTIONS}
          {...register('start')}
        />
        <SelectField
          id={fieldId('hours')}
          label={texts.hours}
          error={errors.hours?.message}
          options={HOUR_OPTIONS}
          {...register('hours')}
        />
      </div>
      <p>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? texts.adding : texts.add}
        </Button>
      </p>
    </form>
  );
}
