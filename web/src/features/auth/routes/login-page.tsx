import { Link } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { Banner } from '../../../ui/banner';
import { PageHeading } from '../../../ui/page-heading';
import { bankIdTexts, loginPageTexts } from '../login.texts';
import { BankIdLogin } from '../components/bankid-login';
import styles from '../components/bankid-login.module.css';

const texts = loginPageTexts;

export const title = texts.title;

export function Component() {
  const { bankidSimulatorUrl } = useRuntimeConfig();
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      {bankidSimulatorUrl !== undefined && (
        <div className={styles.demo}>
          <Banner tone="info">
            <p>
              <strong>{bankIdTexts.demoLabel}</strong> {bankIdTexts.demoText}{' '}
              <a href={bankidSimulatorUrl} target="_blank" rel="noopener">
                {bankIdTexts.demoLink}
              </a>
            </p>
          </Banner>
        </div>
      )}
      <BankIdLogin />
      <p>
        <Link to={portalRoutes.accessibility.path}>{texts.accessibility}</Link>
      </p>
    </>
  );
}
