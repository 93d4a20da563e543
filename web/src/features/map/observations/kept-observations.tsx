import { useEffect, useState } from 'react';
import type { CustomPoint } from '#contracts/custom-points';
import { OBSERVATION_KIND_LABELS } from '#contracts/observations';
import { Button } from '../../../ui/button';
import { formatDateTime } from '../../../lib/format';
import toolStyles from '../tools/map-tools.module.css';
import { refreshKept } from './outbox-sync';
import { outbox, type KeptObservation } from './outbox';
import styles from './observations.module.css';
import { observationTexts as texts } from './observations.texts';
import { useOutbox } from './use-outbox';

/** A kept observation as a point on the map, marked as not yet sent. */
export const asUnsentPoint = (kept: KeptObservation): CustomPoint => ({
  id: `ej-skickad-${kept.id}`,
  title: `${OBSERVATION_KIND_LABELS[kept.kind]} (${texts.notSent.toLowerCase()})`,
  text: kept.note,
  category: 'observation',
  geometry: { type: 'Point', coordinates: [kept.east, kept.north] },
  areaHa: null,
  createdAt: kept.keptAt,
  updatedAt: kept.keptAt,
  version: 0,
  observation: null,
});

/** The progress line of the send, and the observations still on the device, marked as not yet sent. */
export function KeptObservations() {
  const { kept, progress } = useOutbox();
  const [onDevice, setOnDevice] = useState(true);
  useEffect(() => {
    void outbox.keptOnDevice().then(setOnDevice);
  }, [kept]);
  return (
    <>
      <p role="status" className={styles.progress}>
        {progress}
      </p>
      {kept.length > 0 && !onDevice && <p className={toolStyles.hint}>{texts.onlyInThisPage}</p>}
      {kept.length > 0 && (
        <ul className={toolStyles.noteList} aria-label={texts.notSent}>
          {kept.map((observation) => (
            <li key={observation.id} className={`${toolStyles.note} ${styles.keptItem}`}>
              <span className={toolStyles.noteTitle}>{OBSERVATION_KIND_LABELS[observation.kind]}</span>
              <span className={toolStyles.noteMeta}>
                <span className={styles.notSent}>{texts.notSent}</span> · {formatDateTime(observation.keptAt)}
              </span>
              {observation.refusal !== undefined && (
                <>
                  <p className={toolStyles.error}>{observation.refusal}</p>
                  <Button
                    variant="secondary"
                    onClick={() => void outbox.remove(observation.id).then(refreshKept)}
                  >
                    {texts.throwAway}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
