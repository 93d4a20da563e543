import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import type OlMap from 'ol/Map';
import { buffer } from 'ol/extent';
import { unByKey } from 'ol/Observable';
import type { CustomPoint } from '#contracts/custom-points';
import type { Point } from '#contracts/geometry';
import { Banner } from '../../../../ui/banner';
import { Button } from '../../../../ui/button';
import { Crosshair } from '../crosshair';
import { mapToolsStore, useMapTools } from '../map-tools-store';
import styles from '../map-tools.module.css';
import { toolsTexts } from '../map-tools.texts';
import { pointAt, viewCentre } from '../ol-helpers';
import type { NoteFormTarget } from './note-form';
import { NoteMover } from './note-mover';
import { NotesList } from './notes-list';
import { inputOf, useNotes, useUpdateNote } from '../../api/notes';
import { RemoveNoteDialog } from './remove-note-dialog';
import { useNotesLayer } from './use-notes-layer';
import { useFocusOnMount } from '../use-focus-on-mount';
import { asUnsentPoint, KeptObservations } from '../../observations/kept-observations';
import { observationTexts } from '../../observations/observations.texts';
import { refreshKept } from '../../observations/outbox-sync';
import { useOutbox, useOutboxSync } from '../../observations/use-outbox';

// The forms open on a press: their code (the photo resizing among it) comes with the tool's panel, not with
// the map, and before the member may lose coverage on the way into the forest.
const loadNoteForm = () => import('./note-form');
const loadObservationForm = () => import('../../observations/observation-form');
const NoteForm = lazy(() => loadNoteForm().then((module) => ({ default: module.NoteForm })));
const ObservationForm = lazy(() =>
  loadObservationForm().then((module) => ({ default: module.ObservationForm })),
);

const texts = toolsTexts.notes;

type Mode =
  | { readonly kind: 'list' }
  | { readonly kind: 'placing' }
  | { readonly kind: 'form'; readonly target: NoteFormTarget }
  | { readonly kind: 'moving'; readonly note: CustomPoint & { geometry: Point } }
  | { readonly kind: 'area' }
  | { readonly kind: 'observation' };

const NO_NOTES: readonly CustomPoint[] = [];

const reducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Shows a note on the map: the view fits it with some land around it. */
function zoomTo(map: OlMap, note: CustomPoint): void {
  const ring =
    note.geometry.type === 'Point' ? [note.geometry.coordinates] : (note.geometry.coordinates[0] ?? []);
  const easts = ring.map(([east]) => east);
  const norths = ring.map(([, north]) => north);
  const extent = buffer(
    [Math.min(...easts), Math.min(...norths), Math.max(...easts), Math.max(...norths)],
    150,
  );
  map.getView().fit(extent, { duration: reducedMotion() ? 0 : 300, padding: [40, 40, 40, 40] });
}

/**
 * The member's notes (egna punkter): always on the map; with the panel open, a list to choose from and,
 * for those who may change them, create (a click or the map's middle), move, change and remove.
 */
export function NotesTool({
  map,
  open,
  canEdit,
  readOnlyText,
  linkedPointId = null,
}: {
  map: OlMap;
  open: boolean;
  canEdit: boolean;
  readOnlyText: string | null;
  /** The point a link to the map named (`?punkt=`): it is chosen and shown once it is known. */
  linkedPointId?: string | null;
}) {
  const notes = useNotes();
  const updateNote = useUpdateNote();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [selectedId, setSelectedId] = useState<string | null>(linkedPointId);
  const [removing, setRemoving] = useState<CustomPoint | null>(null);
  const [status, setStatus] = useState<string>();
  const headingId = useId();
  // Back from the form, the mover or the area editor, focus returns to the list's heading.
  const [returned, setReturned] = useState(0);
  const heading = useFocusOnMount<HTMLHeadingElement>(returned);
  const editing = useMapTools((state) => state.area.isEditingActive);
  const list = notes.data ?? NO_NOTES;
  useOutboxSync();
  const { kept } = useOutbox();
  // Observations still on the device show on the map too, marked as not yet sent.
  const onMap = useMemo(() => [...list, ...kept.map(asUnsentPoint)], [list, kept]);

  const choose = useCallback((id: string) => setSelectedId(id), []);
  const source = useNotesLayer(map, onMap, selectedId, choose, mode.kind === 'list' && !editing);

  useEffect(() => {
    if (!open || !canEdit) return;
    void loadNoteForm();
    void loadObservationForm();
  }, [open, canEdit]);

  // Placing and moving take the map's clicks from the page's feature panel.
  useEffect(() => {
    mapToolsStore.setPointerTool(
      mode.kind === 'placing' ? 'placing' : mode.kind === 'moving' ? 'moving' : null,
    );
    return () => mapToolsStore.setPointerTool(null);
  }, [mode.kind]);

  // Placing: the next click on the map is where the new point goes.
  useEffect(() => {
    if (mode.kind !== 'placing') return;
    const key = map.once('click', (event) =>
      setMode({ kind: 'form', target: { kind: 'new', geometry: pointAt(event.coordinate) } }),
    );
    return () => unByKey(key);
  }, [map, mode.kind]);

  const back = (message?: string): void => {
    setMode({ kind: 'list' });
    setStatus(message);
    setReturned((count) => count + 1);
  };

  // The area editor hands back a checked area: a new note's, or a changed one for an existing note.
  const onEditorChange = useEffectEvent(() => {
    if (mode.kind !== 'area') return;
    const { acceptedArea, area: editor } = mapToolsStore.getState();
    if (acceptedArea?.purpose === 'note') {
      const area = mapToolsStore.takeAcceptedArea();
      if (area === null) return;
      const note = list.find((candidate) => candidate.id === area.noteId);
      if (note === undefined) {
        setMode({ kind: 'form', target: { kind: 'new', geometry: area.geometry } });
        return;
      }
      back();
      updateNote.mutate(
        { id: note.id, input: { ...inputOf(note), geometry: area.geometry }, version: note.version },
        { onSuccess: () => setStatus(toolsTexts.notes.saved(note.title)) },
      );
    } else if (!editor.isEditingActive) back();
  });
  useEffect(() => mapToolsStore.subscribe(() => onEditorChange()), []);

  // A link names a point once: it is chosen then, and a later change of the list does not move the map back.
  const [linkedShown, setLinkedShown] = useState(linkedPointId);
  if (linkedPointId !== null && linkedPointId !== linkedShown) {
    setLinkedShown(linkedPointId);
    setSelectedId(linkedPointId);
  }
  const zoomToLinked = useEffectEvent((id: string) => {
    const linked = list.find((note) => note.id === id);
    if (linked !== undefined) zoomTo(map, linked);
  });
  useEffect(() => {
    if (linkedPointId !== null) zoomToLinked(linkedPointId);
  }, [linkedPointId]);

  const chooseFromList = (note: CustomPoint): void => {
    setSelectedId(note.id);
    zoomTo(map, note);
  };

  const startArea = (note?: CustomPoint): void => {
    setStatus(undefined);
    setMode({ kind: 'area' });
    mapToolsStore.startEditing('note', note?.geometry.type === 'Polygon' ? note.geometry : null, note?.id);
  };

  if (!open || mode.kind === 'area') return null;

  if (mode.kind === 'form') {
    return (
      <Suspense fallback={null}>
        <NoteForm
          target={mode.target}
          onSaved={(note) => {
            setSelectedId(note.id);
            back(texts.saved(note.title));
          }}
          onCancel={() => back()}
        />
      </Suspense>
    );
  }
  if (mode.kind === 'observation') {
    return (
      <Suspense fallback={null}>
        <ObservationForm
          map={map}
          onKept={() => {
            void refreshKept();
            back(observationTexts.kept);
          }}
          onCancel={() => back()}
        />
      </Suspense>
    );
  }
  if (mode.kind === 'moving') return <NoteMover map={map} source={source} note={mode.note} onDone={back} />;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.panelHeading}>
        {texts.heading}
      </h2>
      <p className={styles.hint}>{texts.intro}</p>
      {readOnlyText !== null && (
        <Banner tone="info">
          <p>{readOnlyText}</p>
        </Banner>
      )}
      <p role="status" className={styles.statusLine}>
        {status}
      </p>
      {canEdit &&
        (mode.kind === 'placing' ? (
          <div className={styles.placing}>
            <Crosshair map={map} />
            <p className={styles.hint}>{texts.placeHint}</p>
            <p className={styles.hint}>{toolsTexts.centre.hint}</p>
            <div className={styles.buttonRow}>
              <Button
                onClick={() =>
                  setMode({ kind: 'form', target: { kind: 'new', geometry: pointAt(viewCentre(map)) } })
                }
              >
                {texts.placeAtCentre}
              </Button>
              <Button variant="secondary" onClick={() => back()}>
                {texts.cancelPlacing}
              </Button>
            </div>
          </div>
        ) : (
          <div className={styles.buttonRow}>
            <Button
              onClick={() => {
                setStatus(undefined);
                setMode({ kind: 'placing' });
              }}
            >
              {texts.newPoint}
            </Button>
            <Button variant="secondary" onClick={() => startArea()}>
              {texts.newArea}
            </Button>
            <Button variant="secondary" onClick={() => setMode({ kind: 'observation' })}>
              {observationTexts.newObservation}
            </Button>
          </div>
        ))}
      <KeptObservations />
      {notes.isPending ? null : notes.isError ? (
        <p role="alert" className={styles.error}>
          {texts.loadError}{' '}
          <Button variant="link" onClick={() => void notes.refetch()}>
            {texts.retry}
          </Button>
        </p>
      ) : (
        <NotesList
          notes={list}
          selectedId={selectedId}
          canEdit={canEdit}
          onChoose={chooseFromList}
          onEdit={(note) => setMode({ kind: 'form', target: { kind: 'edit', note } })}
          onMove={(note) => {
            if (note.geometry.type === 'Point')
              setMode({ kind: 'moving', note: { ...note, geometry: note.geometry } });
          }}
          onEditArea={startArea}
          onRemove={setRemoving}
        />
      )}
      <RemoveNoteDialog
        note={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(note) => {
          setRemoving(null);
          setSelectedId(null);
          setStatus(texts.removed(note.title));
        }}
      />
    </section>
  );
}
