import { useState } from 'react';
import { Banner } from '../../../ui/banner';
import { EmptyState } from '../../../ui/empty-state';
import { useMeetings } from '../api/meetings';
import { meetingsTexts } from '../meetings.texts';
import styles from '../meetings.module.css';
import { CancelMeeting } from './cancel-meeting';
import { MeetingCard } from './meeting-card';

const texts = meetingsTexts.meetings;

/** Upcoming meetings (with calendar link and, unless read-only, cancel) and past ones. */
export function MeetingLists({ readOnly }: { readOnly: boolean }) {
  const { data } = useMeetings();
  const [cancelled, setCancelled] = useState<string>();

  const notice = (
    <div aria-live="polite">
      {cancelled !== undefined && (
        <Banner tone="info">
          <p>{meetingsTexts.meeting.cancelledNotice(cancelled)}</p>
        </Banner>
      )}
    </div>
  );

  if (data === null) {
    return (
      <>
        {notice}
        <EmptyState title={texts.emptyTitle}>{texts.emptyText}</EmptyState>
      </>
    );
  }

  return (
    <>
      {notice}
      <section aria-labelledby="upcoming-meetings" className={styles.section}>
        <h2 id="upcoming-meetings">{texts.upcomingHeading}</h2>
        {data.upcoming.length === 0 ? (
          <p>{texts.noUpcoming}</p>
        ) : (
          <ul className={styles.list}>
            {data.upcoming.map((meeting) => (
              <li key={meeting.id}>
                <MeetingCard
                  meeting={meeting}
                  actions={readOnly ? <></> : <CancelMeeting meeting={meeting} onCancelled={setCancelled} />}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="past-meetings" className={styles.section}>
        <h2 id="past-meetings">{texts.pastHeading}</h2>
        {data.past.length === 0 ? (
          <p>{texts.noPast}</p>
        ) : (
          <ul className={styles.list}>
            {data.past.map((meeting) => (
              <li key={meeting.id}>
                <MeetingCard meeting={meeting} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
