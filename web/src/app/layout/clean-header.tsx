import { portalRoutes } from '#contracts/routes';
import { ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { appTexts } from '../app.texts';
import styles from './header.module.css';
import { Logo } from './site-header';

/** The plain header of checkout, registration and login (SPEC 2); only checkout has the back button. */
export function CleanHeader({ withBack }: { withBack: boolean }) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo />
        {withBack && (
          <ButtonLink to={portalRoutes.services.path} variant="secondary" className={styles.back}>
            <Icon name="back" />
            {appTexts.backToProduct}
          </ButtonLink>
        )}
      </div>
    </header>
  );
}
