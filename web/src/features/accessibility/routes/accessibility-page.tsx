import { useRuntimeConfig } from '../../../lib/runtime-config';
import { PageHeading } from '../../../ui/page-heading';
import { accessibilityTexts as texts, DIGG_COMPLAINT_URL } from '../accessibility.texts';

export const title = texts.title;

export function Component() {
  const { associationName, productName, supportEmail, supportPhone } = useRuntimeConfig();
  const contact = (
    <ul>
      <li>
        {texts.email}: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </li>
      {supportPhone !== undefined && (
        <li>
          {texts.phone}: <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>{supportPhone}</a>
        </li>
      )}
    </ul>
  );
  return (
    <>
      <PageHeading lead={texts.lead(associationName, productName)}>{texts.title}</PageHeading>
      <h2>{texts.statusHeading}</h2>
      <p>{texts.status}</p>
      <h2>{texts.helpHeading}</h2>
      <p>{texts.help}</p>
      {contact}
      <h2>{texts.feedbackHeading}</h2>
      <p>{texts.feedback}</p>
      {contact}
      <h2>{texts.supervisionHeading}</h2>
      <p>{texts.supervision}</p>
      <p>
        <a href={DIGG_COMPLAINT_URL}>{texts.supervisionLink}</a>
      </p>
      <h2>{texts.technicalHeading}</h2>
      <p>{texts.technical}</p>
      <h3>{texts.problemsHeading}</h3>
      <ul>
        {texts.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <h3>{texts.exemptionsHeading}</h3>
      <p>{texts.exemptions}</p>
      <h2>{texts.methodHeading}</h2>
      <p>{texts.method}</p>
      <p>{texts.assessed}</p>
      <p>{texts.updated}</p>
    </>
  );
}
