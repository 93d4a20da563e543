import { useState } from 'react';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import styles from './device.module.css';
import { deviceTexts } from './device.texts';
import { hasUnsavedInput } from './unsaved-forms';

const texts = deviceTexts.update;

/**
 * A new version is waiting. Nothing reloads by itself; when the member presses "Ladda om" while a form holds
 * what they typed, the banner asks first, so it is never lost without their word.
 */
export function UpdateBanner({ onReload }: { onReload: () => void }) {
  const [asking, setAsking] = useState(false);
  const reload = (): void => {
    if (hasUnsavedInput()) setAsking(true);
    else onReload();
  };
  return (
    <div>
      <Banner tone="info" role="status" layout="page">
        {asking ? (
          <div className={styles.row}>
            <p>{texts.unsaved}</p>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {texts.wait}
            </Button>
            <Button onClick={onReload}>{texts.reloadAnyway}</Button>
          </div>
        ) : (
          <div className={styles.row}>
            <p>{texts.text}</p>
            <Button onClick={reload}>{texts.reload}</Button>
          </div>
        )}
      </Banner>
    </div>
  );
}
