import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import {
  ADVISOR_TIMES_AHEAD_DAYS,
  ADVISOR_TIMES_BACK_DAYS,
  ADVISOR_TIMES_DAYS,
  type AdvisorSlot,
} from '#contracts/staff-meetings';
import type { Workspace } from '#contracts/staff-work';
import { closedDayName } from '#contracts/swedish-calendar';
import { usePlainForm } from '../../../lib/form/plain-form';
import { formatDate, formatTimeRange, formatWeekday, swedishDay } from '../../../lib/format';
import { startReads, type PageQueries } from '../../../lib/page-route';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { SelectField } from '../../../ui/select-field';
import { staffMeetingQueries, useAdvisorTimes, useRemoveAdvisorTime } from '../api/staff-meetings';
import { staffWorkQueries, useWorkspace } from '../api/staff-work';
import { meetingsErrandTexts } from '../meetings-errand.texts';
import { AddTimesForm } from './add-times-form';
import styles from './advisor-times.module.css';
import { addDays, daysBetween, hourLabel, mondayOf, weekNumber } from './meeting-time';
import { WorkspaceMenu } from './workspace-menu';

const texts = meetingsErrandTexts.times;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the calendar may start on the day: from a year back to as far ahead as hours may be added. */
function inRange(day: string): boolean {
  const offset = daysBetween(swedishDay(), day);
  return offset >= -ADVISOR_TIMES_BACK_DAYS && offset <= ADVISOR_TIMES_AHEAD_DAYS;
}

/** The advisor the address names, else the staff member's own, else the first. */
function advisorOf(params: URLSearchParams, workspace: Workspace | null): string | undefined {
  const advisors = workspace?.advisors ?? [];
  const named = params.get('advisor');
  if (named !== null && advisors.some((advisor) => advisor.id === named)) return named;
  const own = workspace?.ownAdvisorId ?? null;
  if (own !== null && advisors.some((advisor) => advisor.id === own)) return own;
  return advisors[0]?.id;
}

/** The first day shown: the address's, else this week's Monday. */
function fromOf(params: URLSearchParams): string {
  const from = params.get('from');
  if (from !== null && DAY.test(from) && !Number.isNaN(Date.parse(from)) && inRange(from)) return from;
  return mondayOf(swedishDay());
}

export function prefetchAdvisorTimes({ queryClient, api }: PageQueries, url: URL): void {
  startReads([
    queryClient.query(staffWorkQueries.workspace(api)).then((workspace) => {
      const advisor = advisorOf(url.searchParams, workspace);
      if (advisor !== undefined) {
        return queryClient.query(staffMeetingQueries.times(api, advisor, fromOf(url.searchParams)));
      }
    }),
  ]);
}

const addressOf = (advisor: string, from: string): string =>
  `${portalRoutes.staffTimes.path}?${new URLSearchParams({ advisor, from }).toString()}`;

const errandPath = (meetingId: string): string =>
  portalRoutes.staffErrand.path.replace(':kind', 'meeting').replace(':id', encodeURIComponent(meetingId));

/** Choosing whose calendar to see: sent with a button, so the page does not change while the list is browsed. */
function AdvisorChooser({
  workspace,
  advisor,
  from,
}: {
  workspace: Workspace;
  advisor: string;
  from: string;
}) {
  const [, setParams] = useSearchParams();
  const id = useId();
  const show = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('advisor');
    setParams(new URLSearchParams({ advisor: typeof chosen === 'string' ? chosen : advisor, from }));
  };
  return (
    <form className={styles.chooser} onSubmit={show} aria-label={texts.chooseHeading}>
      <SelectField
        // A new advisor in the address shows in the list, also after going back.
        key={advisor}
        id={`${id}-advisor`}
        name="advisor"
        label={texts.advisor}
        defaultValue={advisor}
        options={workspace.advisors.map((one) => ({ value: one.id, label: one.name }))}
      />
      <div>
        <Button type="submit" variant="secondary">
          {texts.show}
        </Button>
      </div>
    </form>
  );
}

/** One hour of the calendar: its time, whether it is free, busy or booked, and what may be done with it. */
function Hour({
  slot,
  mayRemove,
  removing,
  onRemove,
}: {
  slot: AdvisorSlot;
  mayRemove: boolean;
  removing: boolean;
  onRemove: (slot: AdvisorSlot) => void;
}) {
  const { booking } = slot;
  return (
    <li className={styles.hour} data-status={slot.status}>
      <time className={styles.clock} dateTime={slot.startsAt}>
        {formatTimeRange(slot.startsAt, slot.endsAt)}
      </time>{' '}
      <span className={styles.status}>{texts.statuses[slot.status]}</span>
      {booking !== null && (
        <>
          {' '}
          <span className={styles.booking}>
            <Link to={errandPath(booking.meetingId)}>
              {texts.bookedBy(booking.member.name, booking.member.id)}
            </Link>
            {`, ${meetingsErrandTexts.topics[booking.topic].toLowerCase()}, ${meetingsErrandTexts.kinds[
              booking.kind
            ].toLowerCase()}, ${booking.confirmed ? texts.confirmedMark : texts.notConfirmedMark}`}
          </span>
        </>
      )}
      {mayRemove && (
        <>
          {' '}
          <Button
            variant="secondary"
            className={styles.remove}
            aria-label={texts.removeLabel(hourLabel(slot.startsAt))}
            disabled={removing}
            onClick={() => onRemove(slot)}
          >
            {removing ? texts.removing : texts.remove}
          </Button>
        </>
      )}
    </li>
  );
}

/** The days shown, each with its hours, earliest first, grouped by week. */
function weeksOf(from: string, until: string, slots: readonly AdvisorSlot[]) {
  const days = Array.from({ length: Math.max(0, daysBetween(from, until)) }, (_, index) =>
    addDays(from, index),
  );
  const weeks: { week: number; days: { day: string; slots: AdvisorSlot[] }[] }[] = [];
  for (const day of days) {
    const week = weekNumber(day);
    let current = weeks.at(-1);
    if (current?.week !== week) {
      current = { week, days: [] };
      weeks.push(current);
    }
    current.days.push({ day, slots: slots.filter((slot) => swedishDay(slot.startsAt) === day) });
  }
  return weeks;
}

/** What an empty day says: closed on a holiday or kept eve, else that it has no hours. */
const closedText = (day: string): string => {
  const name = closedDayName(day);
  return name === undefined ? texts.noHours : texts.closed(name);
};

/** The advisor's two weeks: every hour per day as a list, and for an Editor a button to remove each free hour. */
function Calendar({ advisor, from, mayEdit }: { advisor: string; from: string; mayEdit: boolean }) {
  // An hour that had passed when the calendar was read cannot be removed (the server would refuse it).
  const { data: times, dataUpdatedAt: readAt } = useAdvisorTimes(advisor, from);
  const remove = useRemoveAdvisorTime();
  const base = useId();
  const [removed, setRemoved] = useState<{ text: string } | null>(null);
  const removedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (removed !== null) removedRef.current?.focus();
  }, [removed]);
  const form = usePlainForm<never>({
    fields: [],
    idOf: () => '',
    heading: texts.notRemovedHeading,
    headingLevel: 3,
  });
  const onRemove = async (slot: AdvisorSlot): Promise<void> => {
    form.passed();
    try {
      await remove.mutateAsync(slot.id);
      setRemoved({ text: texts.removed(hourLabel(slot.startsAt)) });
    } catch (failure) {
      form.refused(failure);
    }
  };
  const earlier = addDays(times.from, -ADVISOR_TIMES_DAYS);
  const later = addDays(times.from, ADVISOR_TIMES_DAYS);
  const lastDay = addDays(times.until, -1);
  return (
    <section className={styles.section} aria-labelledby={`${base}-calendar`}>
      <h2 id={`${base}-calendar`}>{texts.calendar(times.advisor.name)}</h2>
      <p>{texts.period(formatDate(times.from), formatDate(lastDay))}</p>
      <ul className={styles.weeks}>
        {inRange(earlier) && (
          <li>
            <Link to={addressOf(advisor, earlier)}>{texts.earlier}</Link>
          </li>
        )}
        {inRange(later) && (
          <li>
            <Link to={addressOf(advisor, later)}>{texts.later}</Link>
          </li>
        )}
      </ul>
      <p ref={removedRef} role="status" tabIndex={-1}>
        {removed?.text}
      </p>
      {form.summary}
      {weeksOf(times.from, times.until, times.slots).map(({ week, days }) => (
        <section
          key={`${String(week)}-${days[0]?.day ?? ''}`}
          aria-labelledby={`${base}-week-${String(week)}`}
        >
          <h3 id={`${base}-week-${String(week)}`}>{texts.week(week)}</h3>
          {days.map(({ day, slots }) => (
            <div key={day} className={styles.day}>
              <h4>{formatWeekday(day)}</h4>
              {slots.length === 0 ? (
                <p>{closedText(day)}</p>
              ) : (
                <ul className={styles.hours} aria-label={formatWeekday(day)}>
                  {slots.map((slot) => (
                    <Hour
                      key={slot.id}
                      slot={slot}
                      mayRemove={mayEdit && slot.status === 'free' && Date.parse(slot.startsAt) > readAt}
                      removing={remove.isPending && remove.variables === slot.id}
                      onRemove={(one) => void onRemove(one)}
                    />
                  ))}
                </ul>
              )}
            </div>
          ))}
        </section>
      ))}
    </section>
  );
}

function AdvisorTimes() {
  const { data: workspace } = useWorkspace();
  const [params] = useSearchParams();
  const [added, setAdded] = useState<{ text: string } | null>(null);
  const addedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (added !== null) addedRef.current?.focus();
  }, [added]);
  const advisor = advisorOf(params, workspace);
  if (workspace === null || advisor === undefined) return <EmptyState title={texts.noAdvisors} />;
  const from = fromOf(params);
  return (
    <>
      <AdvisorChooser workspace={workspace} advisor={advisor} from={from} />
      {!workspace.mayEdit && <p>{texts.readOnly}</p>}
      {workspace.mayEdit && (
        <>
          <AddTimesForm key={advisor} advisorId={advisor} onAdded={(text) => setAdded({ text })} />
          <p ref={addedRef} role="status" tabIndex={-1}>
            {added?.text}
          </p>
        </>
      )}
      <SectionBoundary>
        <Calendar advisor={advisor} from={from} mayEdit={workspace.mayEdit} />
      </SectionBoundary>
    </>
  );
}

/** `/personal/motestider`: an advisor's calendar two weeks at a time; an Editor adds and removes free hours. */
export function AdvisorTimesPage() {
  return (
    <>
      <WorkspaceMenu />
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <SectionBoundary>
        <AdvisorTimes />
      </SectionBoundary>
    </>
  );
}
