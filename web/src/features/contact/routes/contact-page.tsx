import { telHref } from '../../../lib/tel-href';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { useSboContacts } from '../api/advisors';
import { AdvisorCard } from '../components/advisor-card';
import { ColleagueList } from '../components/colleague-list';
import { DistrictContacts } from '../components/district-contacts';
import { MessageList } from '../components/message-list';
import { MessageSection } from '../components/message-section';
import { contactTexts as texts } from '../contact.texts';
import { MailLink } from '../../../ui/mail-link';

export const title = texts.title;

/**
 * Everyone with a forest business: each business's advisor, their messages with the answers, the message
 * form, the other advisors of the district and its elected contacts. Someone without a business (a potential member) sees nothing here,
 * only the association's general contact below.
 */
function MemberContacts() {
  const { data: districts } = useSboContacts();
  const businesses = districts.flatMap(({ businesses }) => businesses);
  if (businesses.length === 0) return null;
  const several = businesses.length > 1;
  return (
    <>
      {businesses.map((business) => (
        <section key={business.id} aria-labelledby={`advisor-heading-${business.id}`}>
          <h2 id={`advisor-heading-${business.id}`}>
            {several ? texts.advisorHeadingFor(business.name) : texts.advisorHeading}
          </h2>
          <SectionBoundary>
            <AdvisorCard businessId={business.id} />
          </SectionBoundary>
        </section>
      ))}
      {/* Where the notification of an answer (`/kontakt`) leads: above the form, so it is found at once. */}
      <section id="dina-meddelanden" aria-labelledby="my-messages-heading">
        <h2 id="my-messages-heading">{texts.messages.heading}</h2>
        <SectionBoundary>
          <MessageList />
        </SectionBoundary>
      </section>
      <SectionBoundary>
        <MessageSection businesses={businesses} />
      </SectionBoundary>
      {districts.map(({ district, businesses: inDistrict }) => (
        <section key={district.id} aria-labelledby={`colleagues-heading-${district.id}`}>
          <h2 id={`colleagues-heading-${district.id}`}>{texts.colleagues.heading(district.name)}</h2>
          <SectionBoundary>
            {inDistrict[0] !== undefined && <ColleagueList businessId={inDistrict[0].id} />}
          </SectionBoundary>
        </section>
      ))}
      <DistrictContacts districts={districts} />
    </>
  );
}

export function Component() {
  const { supportEmail, supportPhone } = useRuntimeConfig();
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <SectionBoundary>
        <MemberContacts />
      </SectionBoundary>
      <section aria-labelledby="support-heading">
        <h2 id="support-heading">{texts.supportHeading}</h2>
        <p>{texts.supportText(supportPhone !== undefined)}</p>
        <p>
          {texts.email}: <MailLink email={supportEmail} />
          {supportPhone !== undefined && (
            <>
              <br />
              {texts.phone}: <a href={telHref(supportPhone)}>{supportPhone}</a>
            </>
          )}
        </p>
      </section>
    </>
  );
}
