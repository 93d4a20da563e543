import { Link } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { appTexts } from '../app.texts';
import styles from './footer.module.css';
import { telHref } from '../../lib/tel-href';
import { MailLink } from '../../ui/mail-link';

/** The footer. Its links show only to signed-in users and never on register, login or member-missing. */
export function SiteFooter({
  withLinks,
  onOpenCookieSettings,
}: {
  withLinks: boolean;
  onOpenCookieSettings: () => void;
}) {
  const { associationName, supportEmail, supportPhone } = useRuntimeConfig();
  const texts = appTexts.footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.association}>{associationName}</p>
        <p className={styles.certifications}>{texts.certifications}</p>
        {withLinks && (
          <nav aria-label={texts.label}>
            <ul className={styles.links}>
              <li>
                <Link to={`${portalRoutes.support.path}#anvandarvillkor`}>{texts.terms}</Link>
              </li>
              <li>
                <Link to={`${portalRoutes.support.path}#chattbot`}>{texts.chatbotTerms}</Link>
              </li>
              <li>
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-haspopup="dialog"
                  onClick={onOpenCookieSettings}
                >
                  {texts.cookieSettings}
                </button>
              </li>
              <li>
                <Link to={portalRoutes.accessibility.path}>{texts.accessibility}</Link>
              </li>
              <li>
                <Link to={portalRoutes.support.path}>{texts.support}</Link>
              </li>
              <li>
                <MailLink email={supportEmail} before={`${texts.supportContact}: `} />
              </li>
              {supportPhone !== undefined && (
                <li>
                  <a href={telHref(supportPhone)}>{supportPhone}</a>
                </li>
              )}
            </ul>
          </nav>
        )}
      </div>
    </footer>
  );
}
