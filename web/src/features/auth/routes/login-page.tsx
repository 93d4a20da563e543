import { Link, Navigate } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { useProfile } from '../../../lib/profile';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { PageHeading } from '../../../ui/page-heading';
import { Skeleton } from '../../../ui/skeleton';
import { signedInHome } from '../login-destination';
import { SimulatorNotice } from '../../../lib/bankid/bankid-order-view';
import { loginCardTexts, loginPageTexts } from '../login.texts';
import { BankIdLogin } from '../components/bankid-login';
import styles from '../components/bankid-login.module.css';

const texts = loginPageTexts;

export const title = texts.title;

/**
 * `/login`. Someone already signed in is sent on (the overview, or choosing whom to act for) before the
 * form shows: until the session is known only the heading is drawn.
 */
export function Component() {
  const profile = useProfile();
  const signedIn = profile.data ?? null;
  if (signedIn !== null) return <Navigate to={signedInHome(signedIn)} replace />;
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      {profile.isPending ? <Skeleton label={texts.checking} lines={2} /> : <LoginForm />}
    </>
  );
}

function LoginForm() {
  const { bankidSimulatorUrl } = useRuntimeConfig();
  return (
    <>
      {bankidSimulatorUrl !== undefined && (
        <div className={styles.demo}>
          <SimulatorNotice href={bankidSimulatorUrl} text={loginCardTexts.demoText} />
        </div>
      )}
      <BankIdLogin />
      <p>
        <Link to={portalRoutes.accessibility.path}>{texts.accessibility}</Link>
      </p>
    </>
  );
}
