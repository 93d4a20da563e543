import { useState } from 'react';
import { useProfile } from '../../../lib/profile';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { useRegistration } from '../api/registration';
import { MembershipTerms } from '../components/membership-terms';
import { RegistrationForm } from '../components/registration-form';
import { RegistrationReceipt } from '../components/registration-receipt';
import { registrationTexts as texts } from '../registration.texts';

export const title = texts.title;

/** The sent application if there is one, otherwise the form; after sending, the receipt takes focus. */
function Application() {
  const { data: registration } = useRegistration();
  const profile = useProfile();
  const [justSent, setJustSent] = useState(false);
  if (registration !== null)
    return <RegistrationReceipt registration={registration} focusOnShow={justSent} />;
  if (profile.isPending) return <Skeleton />;
  return (
    <>
      <p>{texts.howItWorks}</p>
      <RegistrationForm fullName={profile.data?.name} onSent={() => setJustSent(true)} />
      <MembershipTerms />
    </>
  );
}

export function Component() {
  const { associationName } = useRuntimeConfig();
  return (
    <>
      <PageHeading lead={texts.lead(associationName)}>{texts.title}</PageHeading>
      <SectionBoundary>
        <Application />
      </SectionBoundary>
    </>
  );
}
