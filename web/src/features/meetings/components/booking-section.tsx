import { portalRoutes } from '#contracts/routes';
import { Banner } from '../../../ui/banner';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { useFreeTimes } from '../api/meetings';
import { meetingsTexts } from '../meetings.texts';
import styles from '../meetings.module.css';
import { BookingForm } from './booking-form';
import { telHref } from '../../../lib/tel-href';

const texts = meetingsTexts.booking;

/** The member's advisor and, unless read-only, the form to book one of the advisor's free hours. */
export function BookingSection({ readOnly }: { readOnly: boolean }) {
  const { data: free } = useFreeTimes();
  if (free === null) {
    return (
      <EmptyState
        headingLevel={3}
        title={texts.noAdvisorTitle}
        action={<ButtonLink to={portalRoutes.contact.path}>{texts.contact}</ButtonLink>}
      >
        {texts.noAdvisorText}
      </EmptyState>
    );
  }
  const { advisor } = free;
  return (
    <>
      <div className={styles.advisor}>
        <h3>{texts.advisorHeading}</h3>
        <p>
          <strong>{advisor.name}</strong>, {advisor.title.toLowerCase()}
          <br />
          <a href={telHref(advisor.phone)} className={styles.phone}>
            {texts.call(advisor.phone)}
          </a>
        </p>
      </div>
      {readOnly ? (
        <Banner tone="info">
          <p>{meetingsTexts.meetings.readOnly}</p>
        </Banner>
      ) : free.freeTimes.length === 0 ? (
        <EmptyState headingLevel={3} title={texts.noFreeTimesTitle}>
          {texts.noFreeTimesText}
        </EmptyState>
      ) : (
        <>
          <p>{texts.intro(advisor.name)}</p>
          <BookingForm free={free} />
        </>
      )}
    </>
  );
}
