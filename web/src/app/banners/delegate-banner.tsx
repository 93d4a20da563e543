import { Banner } from '../../ui/banner';
import { appTexts } from '../app.texts';
import styles from './banners.module.css';

/** Shown to a representative (DelegatedRight) on every page but login selection. */
export function DelegateBanner() {
  return (
    <Banner tone="info" role="region" className={styles.strip}>
      <p>{appTexts.delegateBanner}</p>
    </Banner>
  );
}
