import { useEffect } from 'react';
import { portalRoutes } from '#contracts/routes';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { ButtonLink } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';
import { appTexts } from '../app.texts';
import styles from './errors.module.css';
import { MailLink } from '../../ui/mail-link';

/** The error page of docs/portal.md 6: code 500, 'Åh nej!', a reload link and the support's mail. */
export function ErrorPageContent() {
  const { supportEmail } = useRuntimeConfig();
  const texts = appTexts.errorPage;
  return (
    <>
      <p className={styles.code}>{texts.code}</p>
      <PageHeading>{texts.title}</PageHeading>
      <p>{texts.text}</p>
      <div className={styles.actions}>
        <a href={window.location.href}>{texts.reload}</a>
        <MailLink email={supportEmail} before={`${texts.support}: `} />
      </div>
    </>
  );
}

/** What a render failure anywhere in the app shows: the error page on its own, without the layout. */
export function RootErrorPage() {
  const { productName } = useRuntimeConfig();
  useEffect(() => {
    document.title = `${productName} – ${appTexts.errorPage.pageTitle}`;
  }, [productName]);
  return (
    <main id="main" className={styles.standalone}>
      <ErrorPageContent />
    </main>
  );
}

export function NotFoundPage() {
  const texts = appTexts.notFound;
  return (
    <>
      <PageHeading>{texts.title}</PageHeading>
      <p>{texts.text}</p>
      <ButtonLink to={portalRoutes.overview.path}>{texts.home}</ButtonLink>
    </>
  );
}
