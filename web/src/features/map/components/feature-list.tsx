import type { FeatureDetails } from '../feature-details';
import { mapTexts } from '../map.texts';
import styles from '../map.module.css';
import choices from './choice-list.module.css';

const texts = mapTexts.features;

export interface FeatureListItem {
  readonly key: string;
  readonly details: FeatureDetails;
  readonly figures?: string;
}

/**
 * Lists that stand in for clicking the map (WCAG 2.5.7): each item selects its feature and shows it. A stand
 * shows its key figures under its title.
 */
export function FeatureList({
  standsHeading,
  stands,
  inView,
  moreInView,
  selectedKey,
  onChoose,
}: {
  standsHeading: string | null;
  stands: readonly FeatureListItem[];
  inView: readonly FeatureListItem[];
  moreInView: number;
  selectedKey: string | null;
  onChoose: (key: string) => void;
}) {
  const list = (items: readonly FeatureListItem[], label: string) => (
    <ul className={choices.choiceList} aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <button
            type="button"
            className={choices.choice}
            aria-pressed={item.key === selectedKey}
            onClick={() => onChoose(item.key)}
          >
            <span className={choices.choiceTitle}>{item.details.title}</span>
            {item.figures === undefined ? (
              <span className={choices.choiceMeta}>{item.details.kind}</span>
            ) : (
              <span className={choices.choiceMeta}>
                <span className="visually-hidden">{texts.cuttingClass} </span>
                {item.figures}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="map-features" className={styles.section}>
      <h2 id="map-features">{texts.heading}</h2>
      <p className={styles.help}>{texts.help}</p>
      {standsHeading !== null && stands.length > 0 && (
        <>
          <h3>{standsHeading}</h3>
          {list(stands, standsHeading)}
        </>
      )}
      <h3>{texts.inView}</h3>
      {inView.length === 0 ? <p>{texts.noneInView}</p> : list(inView, texts.inView)}
      {moreInView > 0 && <p className={styles.help}>{texts.more(moreInView)}</p>}
    </section>
  );
}
