import { useEffect, useRef, useState } from 'react';
import { PlanViewChoice, type PlanView } from '../../../lib/forest-plan';
import { Icon } from '../../../ui/icon';
import type { FeatureDetails } from '../feature-details';
import { mapTexts } from '../map.texts';
import styles from './feature-panel.module.css';

const texts = mapTexts.details;

/**
 * The chosen feature's attributes beside the map (a bottom sheet on a phone). Focus moves to its heading
 * when it opens, so the change is announced; closing gives focus back to whoever asked for it.
 */
export function FeaturePanel({
  details,
  onClose,
  onShow,
}: {
  details: FeatureDetails;
  onClose: () => void;
  onShow: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  // Kept from stand to stand: a member comparing stands as inventoried goes on seeing them so.
  const [view, setView] = useState<PlanView>('rolled');
  const rows = view === 'rolled' ? (details.rolledRows ?? details.rows) : details.rows;
  useEffect(() => {
    heading.current?.focus();
  }, [details]);
  useEffect(() => {
    const element = panel.current;
    const closeOnEscape = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') onClose();
    };
    element?.addEventListener('keydown', closeOnEscape);
    return () => element?.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <section className={styles.featurePanel} aria-labelledby="map-feature-title" ref={panel}>
      <div className={styles.featurePanelHeader}>
        <div>
          <p className={styles.featureKind}>{details.kind}</p>
          <h2 id="map-feature-title" ref={heading} tabIndex={-1}>
            {details.title}
          </h2>
          {details.subtitle && <p className={styles.featureSubtitle}>{details.subtitle}</p>}
        </div>
        <button type="button" className={styles.closeButton} onClick={onClose} aria-label={texts.close}>
          <Icon name="close" />
        </button>
      </div>
      {details.rolledRows !== undefined && (
        <PlanViewChoice legend={texts.standView} value={view} onChange={setView} />
      )}
      <dl className={styles.attributes}>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className={styles.linkButton} onClick={onShow}>
        {texts.showOnMap}
      </button>
    </section>
  );
}
