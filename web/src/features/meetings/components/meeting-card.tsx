import { useId, type ReactNode } from 'react';
import type { Meeting } from '#contracts/meetings';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { meetingWhen } from '../meeting-time';
import { meetingsTexts } from '../meetings.texts';
import styles from '../meetings.module.css';

const texts = meetingsTexts.meeting;

/** One meeting: when, with whom, about what; upcoming ones also get the calendar link and `actions`. */
export function MeetingCard({ meeting, actions }: { meeting: Meeting; actions?: ReactNode }) {
  const { apiRoot } = useRuntimeConfig();
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.when}>
        {meetingWhen(meeting.startsAt, meeting.endsAt)}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{texts.advisor}</dt>
          <dd>
            {meeting.advisor.name}, {meeting.advisor.title.toLowerCase()}
          </dd>
        </div>
        <div>
          <dt>{texts.topic}</dt>
          <dd>{meetingsTexts.topics[meeting.topic]}</dd>
        </div>
        <div>
          <dt>{texts.kind}</dt>
          <dd>{meetingsTexts.kinds[meeting.kind]}</dd>
        </div>
        {meeting.estate !== null && (
          <div>
            <dt>{texts.estate}</dt>
            <dd>{meeting.estate.designation}</dd>
          </div>
        )}
        {meeting.message !== null && (
          <div>
            <dt>{texts.message}</dt>
            <dd className={styles.message}>{meeting.message}</dd>
          </div>
        )}
      </dl>
      {actions !== undefined && (
        <div className={styles.actions}>
          <a
            className={styles.calendarLink}
            href={`${apiRoot}meetings/${encodeURIComponent(meeting.id)}/calendar.ics`}
            download="mote.ics"
          >
            {texts.addToCalendar}
          </a>
          {actions}
        </div>
      )}
    </article>
  );
}
