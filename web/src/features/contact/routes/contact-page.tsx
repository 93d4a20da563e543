import { useRuntimeConfig } from '../../../lib/runtime-config';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { contactTexts as texts } from '../contact.texts';

export const title = texts.title;

export function Component() {
  const { supportEmail, supportPhone } = useRuntimeConfig();
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <section aria-labelledby="advisor-heading">
        <h2 id="advisor-heading">{texts.advisorHeading}</h2>
        <EmptyState title={texts.noAdvisorTitle} headingLevel={3}>
          {texts.noAdvisorText}
        </EmptyState>
      </section>
      <section aria-labelledby="support-heading">
        <h2 id="support-heading">{texts.supportHeading}</h2>
        <p>{texts.supportText}</p>
        <p>
          {texts.email}: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          {supportPhone !== undefined && (
            <>
              <br />
              {texts.phone}: <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>{supportPhone}</a>
            </>
          )}
        </p>
      </section>
    </>
  );
}
