import { useEffect, useId, useMemo, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import type OlMap from 'ol/Map';
import { unByKey } from 'ol/Observable';
import {
  MAX_OBSERVATION_PHOTOS,
  OBSERVATION_KIND_LABELS,
  OBSERVATION_KINDS,
  OBSERVATION_NOTE_MAX,
  type ObservationKind,
} from '#contracts/observations';
import { Button } from '../../../ui/button';
import { RadioGroup } from '../../../ui/radio-group';
import { CheckboxField, TextAreaField } from '../../../ui/text-field';
import { mapToolsStore } from '../tools/map-tools-store';
import toolStyles from '../tools/map-tools.module.css';
import { useFocusOnMount } from '../tools/use-focus-on-mount';
import styles from './observations.module.css';
import { observationTexts as texts } from './observations.texts';
import { outbox, type KeptObservation } from './outbox';
import { resizePhoto } from './resize-photo';
import { usePositionOnce } from './use-position-once';
import { useFieldMessages } from '../../../lib/form/field-messages';

interface Place {
  readonly east: number;
  readonly north: number;
}

function PhotoThumbnails({
  photos,
  kind,
  onRemove,
}: {
  photos: readonly Blob[];
  kind: string;
  onRemove: (index: number) => void;
}) {
  const urls = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return (
    <ul className={styles.thumbnails}>
      {urls.map((url, index) => (
        <li key={url}>
          <img src={url} alt={texts.photoAlt(index + 1, kind)} />
          <Button variant="secondary" onClick={() => onRemove(index)}>
            {texts.removePhoto(index + 1)}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A new observation from the forest: what was seen, a note, up to five photos (made smaller on the device),
 * the place (where the member stands, or a tap on the map) and "Jag vill ha hjälp". Saving keeps it in the
 * device's outbox; the outbox sends it at once when there is network, or later.
 */
export function ObservationForm({
  map,
  onKept,
  onCancel,
}: {
  map: OlMap;
  onKept: (kept: KeptObservation) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const [kind, setKind] = useState<ObservationKind>();
  const [note, setNote] = useState('');
  const [helpWanted, setHelpWanted] = useState(false);
  const [photos, setPhotos] = useState<readonly Blob[]>([]);
  const [place, setPlace] = useState<Place>();
  const [picking, setPicking] = useState(false);
  const checked = useFieldMessages<'kind' | 'place' | 'photos' | 'form'>();
  const [saving, setSaving] = useState(false);
  const position = usePositionOnce((here) => {
    setPicking(false);
    setPlace({ east: here.east, north: here.north });
  });
  const { setMessage } = position;

  // Choosing on the map: the next tap is the place, and the map's clicks are the form's meanwhile.
  useEffect(() => {
    if (!picking) return undefined;
    mapToolsStore.setPointerTool('placing');
    const key = map.once('click', (event) => {
      const [east = 0, north = 0] = event.coordinate;
      setPlace({ east, north });
      setPicking(false);
      setMessage(texts.placedOnMap);
    });
    return () => {
      unByKey(key);
      mapToolsStore.setPointerTool(null);
    };
  }, [map, picking, setMessage]);

  const addPhotos = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = MAX_OBSERVATION_PHOTOS - photos.length;
    try {
      const smaller = await Promise.all(chosen.slice(0, room).map((file) => resizePhoto(file)));
      setPhotos((before) => [...before, ...smaller]);
      checked.mark({ photos: chosen.length > room ? texts.tooManyPhotos : undefined });
    } catch {
      checked.mark({ photos: texts.photoFailed });
    }
  };

  const save = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    const problems = {
      kind: kind === undefined ? texts.kind : undefined,
      place: place === undefined ? texts.noPlace : undefined,
    };
    checked.failed(problems);
    if (kind === undefined || place === undefined) {
      document.getElementById(kind === undefined ? `${id}-kind` : `${id}-place`)?.focus();
      return;
    }
    setSaving(true);
    try {
      onKept(await outbox.keep({ kind, note: note.trim(), helpWanted, ...place, photos }));
    } catch {
      checked.failed({ form: texts.keepFailed });
      setSaving(false);
    }
  };

  return (
    <section className={toolStyles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={toolStyles.panelHeading}>
        {texts.heading}
      </h2>
      <p className={toolStyles.hint}>{texts.intro}</p>
      <form noValidate onSubmit={(event) => void save(event)}>
        {checked.errors.form !== undefined && (
          <p role="alert" className={toolStyles.error}>
            {checked.errors.form}
          </p>
        )}
        <RadioGroup
          id={`${id}-kind`}
          legend={texts.kind}
          options={OBSERVATION_KINDS.map((value) => ({ value, label: OBSERVATION_KIND_LABELS[value] }))}
          value={kind ?? ('' as ObservationKind)}
          onChange={setKind}
          error={checked.errors.kind}
        />
        <TextAreaField
          id={`${id}-note`}
          label={texts.note}
          tag={texts.optional}
          maxLength={OBSERVATION_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <fieldset className={toolStyles.panel} aria-describedby={`${id}-place-message`}>
          <legend id={`${id}-place`} tabIndex={-1}>
            {texts.place}
          </legend>
          {checked.errors.place !== undefined && <p className={toolStyles.error}>{checked.errors.place}</p>}
          <div className={toolStyles.buttonRow}>
            <Button onClick={position.locate} disabled={position.locating}>
              {texts.placeHere}
            </Button>
            <Button variant="secondary" onClick={() => setPicking(true)} aria-pressed={picking}>
              {texts.placeOnMap}
            </Button>
          </div>
          <p id={`${id}-place-message`} role="status" className={toolStyles.hint}>
            {picking ? texts.placeOnMapHint : position.message}
          </p>
        </fieldset>
        <label htmlFor={`${id}-photos`}>
          <strong>{texts.photos}</strong> {texts.optional}
        </label>
        <p id={`${id}-photos-hint`} className={toolStyles.hint}>
          {texts.photosHint}
        </p>
        {checked.errors.photos !== undefined && <p className={toolStyles.error}>{checked.errors.photos}</p>}
        <input
          id={`${id}-photos`}
          className={styles.photoInput}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          aria-describedby={`${id}-photos-hint`}
          disabled={photos.length >= MAX_OBSERVATION_PHOTOS}
          onChange={(event) => void addPhotos(event)}
        />
        <PhotoThumbnails
          photos={photos}
          kind={kind === undefined ? '' : OBSERVATION_KIND_LABELS[kind]}
          onRemove={(index) => setPhotos((before) => before.filter((_, at) => at !== index))}
        />
        <CheckboxField
          id={`${id}-help`}
          label={texts.helpWanted}
          hint={texts.helpWantedHint}
          checked={helpWanted}
          onChange={(event) => setHelpWanted(event.target.checked)}
        />
        <div className={toolStyles.buttonRow}>
          <Button type="submit" disabled={saving}>
            {saving ? texts.saving : texts.save}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {texts.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
