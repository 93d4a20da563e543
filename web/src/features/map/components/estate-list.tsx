import type { Estate } from '#contracts/estates';
import { formatHectares } from '../../../lib/format';
import { mapTexts } from '../map.texts';
import styles from '../map.module.css';
import choices from './choice-list.module.css';

const texts = mapTexts.estates;

/** The member's estates; choosing one zooms to it and lists its stands. */
export function EstateList({
  estates,
  selectedId,
  onChoose,
}: {
  estates: readonly Estate[];
  selectedId: string | null;
  onChoose: (estate: Estate) => void;
}) {
  return (
    <section aria-labelledby="map-estates" className={styles.section}>
      <h2 id="map-estates">{texts.heading}</h2>
      {estates.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <ul className={choices.choiceList}>
          {estates.map((estate) => (
            <li key={estate.id}>
              <button
                type="button"
                className={choices.choice}
                aria-pressed={estate.id === selectedId}
                disabled={estate.boundary === null}
                onClick={() => onChoose(estate)}
              >
                <span className={choices.choiceTitle}>{estate.designation}</span>{' '}
                <span className={choices.choiceMeta}>
                  {estate.boundary === null
                    ? texts.noBoundary
                    : `${estate.municipality}, ${formatHectares(estate.totalAreaHa)}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
