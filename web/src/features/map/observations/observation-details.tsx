import type { CustomPoint } from '#contracts/custom-points';
import { OBSERVATION_KIND_LABELS } from '#contracts/observations';
import { formatDateTime } from '../../../lib/format';
import styles from './observations.module.css';
import { observationTexts as texts } from './observations.texts';

/** An observation's photos (thumbnails with alt texts), whether help was asked for, and the advisor's answers. */
export function ObservationDetails({ note }: { note: CustomPoint }) {
  const { observation } = note;
  if (observation === null) return null;
  const kind = OBSERVATION_KIND_LABELS[observation.kind];
  return (
    <div>
      {observation.photos.length > 0 && (
        <ul className={styles.thumbnails}>
          {observation.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.url} alt={texts.photoAlt(index + 1, kind)} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {observation.confirmed !== null && (
        <p className={styles.notSent}>
          {texts.confirmed(OBSERVATION_KIND_LABELS[observation.confirmed.kind], observation.confirmed.byName)}
        </p>
      )}
      {observation.helpWanted && observation.answers.length === 0 && <p>{texts.helpAsked}</p>}
      {observation.answers.map((answer) => (
        <div key={answer.at} className={styles.answer}>
          <p>
            <strong>{texts.answerHeading}</strong> · {answer.byName}, {formatDateTime(answer.at)}
          </p>
          <p>{answer.body}</p>
        </div>
      ))}
    </div>
  );
}
