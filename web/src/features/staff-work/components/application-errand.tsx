import type { StaffApplication } from '#contracts/staff-decisions';
import { formatDateTime } from '../../../lib/format';
import { PageHeading } from '../../../ui/page-heading';
import { useStaffApplication } from '../api/decision-errands';
import { applicationErrandTexts as texts } from '../application-errand.texts';
import { decisionErrandTexts } from '../decision-errand.texts';
import { staffWorkTexts } from '../staff-work.texts';
import styles from '../staff-work.module.css';
import { DecisionErrand } from './decision-errand';
import { ReachFact } from './member-fact';

const nameOf = (application: StaffApplication): string =>
  `${application.firstName} ${application.lastName}`.trim() || application.applicant.name;

function ApplicationFacts({ application }: { application: StaffApplication }) {
  const { applicant } = application;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{texts.applicant}</dt>
        <dd>
          {nameOf(application)}, {texts.customerNumber(applicant.id)}
        </dd>
      </div>
      <ReachFact
        label={texts.reach}
        phone={application.phone === '' ? null : application.phone}
        email={application.email === '' ? null : application.email}
        mailSubject={texts.title(nameOf(application))}
      />
      <div>
        <dt>{texts.address}</dt>
        <dd>
          {application.street}, {application.postalCode} {application.city}
        </dd>
      </div>
      <div>
        <dt>{texts.property}</dt>
        <dd>{application.propertyDesignation ?? texts.noProperty}</dd>
      </div>
      {application.message !== null && application.message !== '' && (
        <div>
          <dt>{texts.message}</dt>
          <dd>{application.message}</dd>
        </div>
      )}
      <div>
        <dt>{texts.submittedAt}</dt>
        <dd>
          <time dateTime={application.submittedAt}>{formatDateTime(application.submittedAt)}</time>
        </dd>
      </div>
      <div>
        <dt>{decisionErrandTexts.status}</dt>
        <dd>{texts.statuses[application.status]}</dd>
      </div>
    </dl>
  );
}

/** A membership application: who applies and how to reach them, the decision so far, and the decision to take. */
export function ApplicationErrand({ id }: { id: string }) {
  const { data: application } = useStaffApplication(id);
  if (application === null) return <PageHeading>{staffWorkTexts.errand.notFoundTitle}</PageHeading>;
  return (
    <DecisionErrand
      kind="application"
      id={id}
      title={texts.title(nameOf(application))}
      facts={<ApplicationFacts application={application} />}
      decision={application.decision}
      status={application.status}
      decidable={application.decidable}
      words={texts}
    />
  );
}
