import { useState } from 'react';
import { Banner } from '../../ui/banner';
import { Icon } from '../../ui/icon';
import styles from './banners.module.css';
import { feedbackBannerTexts as texts } from './feedback-banner.texts';

const CLOSED_KEY = 'feedbackBannerClosed';

/** A link to the external survey; once closed it stays closed in this browser. */
export function FeedbackBanner({ surveyUrl }: { surveyUrl: string }) {
  const [closed, setClosed] = useState(() => localStorage.getItem(CLOSED_KEY) === surveyUrl);
  if (closed) return null;
  const close = (): void => {
    localStorage.setItem(CLOSED_KEY, surveyUrl);
    setClosed(true);
  };
  return (
    <Banner tone="info" layout="page">
      <div className={styles.feedback}>
        <p>
          <a href={surveyUrl} target="_blank" rel="noopener noreferrer">
            {texts.feedback} <span className="visually-hidden">{texts.opensInNewWindow}</span>
            <Icon name="external" size={18} />
          </a>
        </p>
        <button type="button" className={styles.close} onClick={close} aria-label={texts.closeFeedback}>
          <Icon name="close" />
        </button>
      </div>
    </Banner>
  );
}
