import { useEffect, useId, useState } from 'react';
import type OlMap from 'ol/Map';
import Collection from 'ol/Collection';
import type Feature from 'ol/Feature';
import { Point as OlPoint } from 'ol/geom';
import type Translate from 'ol/interaction/Translate';
import type VectorSource from 'ol/source/Vector';
import type { CustomPoint } from '#contracts/custom-points';
import type { Point } from '#contracts/geometry';
import { Button } from '../../../../ui/button';
import { Crosshair } from '../crosshair';
import styles from '../map-tools.module.css';
import { toolsTexts } from '../map-tools.texts';
import { pointAt, viewCentre } from '../ol-helpers';
import { useFocusOnMount } from '../use-focus-on-mount';
import { inputOf, savedInstead, useUpdateNote } from '../../api/notes';
import { VersionConflict } from './version-conflict';

const texts = toolsTexts.notes;

/** Moves a point note: drag it (Translate), or move the map and put it at the cross; then save or cancel. */
export function NoteMover({
  map,
  source,
  note,
  onDone,
}: {
  map: OlMap;
  source: VectorSource;
  note: CustomPoint & { geometry: Point };
  onDone: (message?: string) => void;
}) {
  const [position, setPosition] = useState<Point>(note.geometry);
  const update = useUpdateNote();
  const [conflict, setConflict] = useState<CustomPoint>();
  const headingId = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const feature = source.getFeatureById(note.id) as Feature<OlPoint> | null;

  useEffect(() => {
    if (feature === null) return;
    let translate: Translate | undefined;
    let live = true;
    // Dragging is OpenLayers code only this panel needs: it loads with the panel; the buttons work before.
    void import('ol/interaction/Translate').then(({ default: TranslateInteraction }) => {
      if (!live) return;
      translate = new TranslateInteraction({ features: new Collection([feature]) });
      translate.on('translateend', () => {
        const coordinates = feature.getGeometry()?.getCoordinates();
        if (coordinates !== undefined) setPosition(pointAt(coordinates));
      });
      map.addInteraction(translate);
    });
    return () => {
      live = false;
      if (translate !== undefined) map.removeInteraction(translate);
    };
  }, [map, feature]);

  const moveHere = (): void => {
    const centre = pointAt(viewCentre(map));
    feature?.setGeometry(new OlPoint(centre.coordinates));
    setPosition(centre);
  };
  const cancel = (): void => {
    feature?.setGeometry(new OlPoint(note.geometry.coordinates));
    onDone();
  };
  /**
   * Her move, made from `from`: the point's words as saved there, at the place she chose. Changed on another
   * device meanwhile (409), both versions are shown and she chooses; nothing is overwritten before that.
   */
  const moveFrom = async (from: CustomPoint): Promise<void> => {
    try {
      await update.mutateAsync({
        id: from.id,
        input: { ...inputOf(from), geometry: position },
        version: from.version,
      });
      setConflict(undefined);
      onDone(texts.moved(from.title));
    } catch (error) {
      setConflict(savedInstead(error));
    }
  };
  const keepSaved = (saved: CustomPoint): void => {
    if (saved.geometry.type === 'Point') feature?.setGeometry(new OlPoint(saved.geometry.coordinates));
    onDone(texts.keptWhereSaved(saved.title));
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Crosshair map={map} />
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.panelHeading}>
        {`${texts.move}: ${note.title}`}
      </h2>
      <p className={styles.hint}>{texts.moveHint}</p>
      <p className={styles.hint}>{toolsTexts.centre.hint}</p>
      <div className={styles.buttonRow}>
        <Button variant="secondary" onClick={moveHere}>
          {texts.moveHere}
        </Button>
      </div>
      {update.isError && conflict === undefined && (
        <p role="alert" className={styles.error}>
          {update.error.message}
        </p>
      )}
      {conflict !== undefined && (
        <VersionConflict
          mine={{ ...inputOf(conflict), geometry: position }}
          moved
          saved={conflict}
          busy={update.isPending}
          onKeepMine={() => void moveFrom(conflict)}
          onKeepSaved={() => keepSaved(conflict)}
        />
      )}
      <div className={styles.buttonRow}>
        <Button onClick={() => void moveFrom(note)} disabled={update.isPending || conflict !== undefined}>
          {texts.saveMove}
        </Button>
        <Button variant="secondary" onClick={cancel}>
          {texts.cancelMove}
        </Button>
      </div>
    </section>
  );
}
