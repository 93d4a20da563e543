import { useLayoutEffect, useRef } from 'react';
import { Button } from '../../ui/button';
import { appTexts } from '../app.texts';
import { acceptAll, acceptOnlyNecessary } from './consent';
import styles from './consent.module.css';

const texts = appTexts.cookies;

/**
 * Once a choice is made the banner goes. Focus was on the button just pressed, or in the settings dialog
 * opened from here (which, closing, would hand it back to a button that is gone): rather than be lost on
 * the page's body, it moves to the page's heading.
 */
function useFocusKeptOnRemoval() {
  const banner = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = banner.current;
    return () => {
      const active = document.activeElement;
      const inDialog = (active?.closest('dialog') ?? null) !== null;
      if (element?.contains(active) !== true && !inDialog) return;
      setTimeout(() => {
        if (document.activeElement !== document.body) return;
        (document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main'))?.focus();
      });
    };
  }, []);
  return banner;
}

/** Asks once; a region at the bottom, not a modal, so the page stays usable while it is shown. */
export function CookieBanner({ onOpenSettings }: { onOpenSettings: () => void }) {
  const banner = useFocusKeptOnRemoval();
  return (
    <section ref={banner} className={styles.banner} aria-label={texts.bannerLabel}>
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
