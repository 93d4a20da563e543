import { canChange } from '#contracts/roles';
import { useProfile } from '../../../lib/profile';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { BookingSection } from '../components/booking-section';
import { MeetingLists } from '../components/meeting-lists';
import { meetingsTexts } from '../meetings.texts';
import styles from '../meetings.module.css';

const texts = meetingsTexts.meetings;

export const title = texts.title;

export function Component() {
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <>
        <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
        <Skeleton />
      </>
    );
  }
  const readOnly = !canChange(profile.data?.roles ?? []);
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <SectionBoundary>
        <MeetingLists readOnly={readOnly} />
      </SectionBoundary>
      <section aria-labelledby="book-meeting" className={styles.section}>
        <h2 id="book-meeting">{meetingsTexts.booking.heading}</h2>
        <SectionBoundary>
          <BookingSection readOnly={readOnly} />
        </SectionBoundary>
      </section>
    </>
  );
}
