import { portalRoutes } from '#contracts/routes';
import { useProfile } from '../../lib/profile';
import { ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { appTexts } from '../app.texts';
import styles from './header.module.css';
import { Logo } from './site-header';
import { useLogoutGuard } from './use-logout-guard';

/**
 * The plain header of checkout, registration and login (docs/portal.md 2); only checkout has the back
 * button. Elsewhere a signed-in person can still log out: a potential member kept on the registration
 * form, or someone who would rather not choose whom to act for.
 */
export function CleanHeader({ withBack }: { withBack: boolean }) {
  const signedIn = (useProfile().data ?? null) !== null;
  const { onLogout, confirm } = useLogoutGuard();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo />
        {withBack ? (
          <ButtonLink to={portalRoutes.services.path} variant="secondary" className={styles.end}>
            <Icon name="back" />
            {appTexts.backToProduct}
          </ButtonLink>
        ) : (
          signedIn && (
            <>
              <ButtonLink
                to={portalRoutes.logout.path}
                variant="secondary"
                className={styles.end}
                onClick={onLogout}
              >
                {appTexts.logout}
              </ButtonLink>
              {confirm}
            </>
          )
        )}
      </div>
    </header>
  );
}
