import { Button } from '../../ui/button';
import { appTexts } from '../app.texts';
import { acceptAll, acceptOnlyNecessary } from './consent';
import styles from './consent.module.css';

const texts = appTexts.cookies;

/** Asks once; a region at the bottom, not a modal, so the page stays usable while it is shown. */
export function CookieBanner({ onOpenSettings }: { onOpenSettings: () => void }) {
  return (
    <section className={styles.banner} aria-label={texts.bannerLabel}>
      <div className={styles.inner}>
        <h2>{texts.bannerTitle}</h2>
        <p>{texts.bannerText}</p>
        <div className={styles.buttons}>
          <Button onClick={acceptAll}>{texts.acceptAll}</Button>
          <Button variant="secondary" onClick={acceptOnlyNecessary}>
            {texts.onlyNecessary}
          </Button>
          <Button variant="secondary" onClick={onOpenSettings}>
            {texts.settings}
          </Button>
        </div>
      </div>
    </section>
  );
}
