import { useEffect, useId, useState } from 'react';
import type OlMap from 'ol/Map';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { Crosshair } from '../crosshair';
import { formatHectares } from '../../../../lib/format';
import { isTouchScreen } from '../touch-screen';
import { polygonHa } from '../format';
import { mapToolsStore, useMapTools } from '../map-tools-store';
import styles from '../map-tools.module.css';
import { toolsTexts } from '../map-tools.texts';
import { moveNearestVertex, viewCentre } from '../ol-helpers';
import { geometryProblem, useCheckArea } from '../../api/area';
import { useAreaInteractions } from './use-area-interactions';
import { useFocusOnMount } from '../use-focus-on-mount';

const texts = toolsTexts.area;

/** Ctrl+Z / Ctrl+Shift+Z (and Cmd on a Mac) while the editor runs, except inside a text field. */
function useUndoKeys(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent): void => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (event.target instanceof Element && event.target.closest('input, textarea, select') !== null) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) mapToolsStore.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') mapToolsStore.redo();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}

/**
 * The area editor's panel: draw by clicking or from the map's middle, change by dragging or from the middle,
 * undo and redo, the live area, Avbryt (asking first) and Klar (checked and measured by the server). On a
 * touch screen it speaks of taps and the Ångra button, on a computer of clicks and keys; on a phone the sheet
 * holds the editor alone, low, so the estate being drawn on stays in sight.
 */
export function AreaEditor({ map }: { map: OlMap }) {
  const area = useMapTools((state) => state.area);
  const { addVertex, finishOutline, sketchPolygon, ready } = useAreaInteractions(map);
  const check = useCheckArea();
  // A problem belongs to the drawing it was found in: any change to the drawing clears it.
  const [problem, setProblemFor] = useState<{ text: string; area: unknown; vertices: number }>();
  // A finger taps and has the Ångra button; a mouse clicks, double-clicks and has the keys.
  const [touch] = useState(isTouchScreen);
  const headingId = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>(area.isEditingActive);
  useUndoKeys(area.isEditingActive);

  if (!area.isEditingActive) return null;

  const shown = area.editedArea ?? sketchPolygon;
  const setProblem = (text: string): void => {
    const now = mapToolsStore.getState().area;
    setProblemFor({ text, area: now.editedArea, vertices: now.sketchVertexCount });
  };
  const problemText =
    problem !== undefined && problem.area === area.editedArea && problem.vertices === area.sketchVertexCount
      ? problem.text
      : undefined;
  const drawing = area.sketchTool === 'polygon';

  const done = (): void => {
    if (area.sketchVertexCount > 0 && !finishOutline()) {
      setProblem(texts.needThree);
      return;
    }
    const geometry = mapToolsStore.getState().area.editedArea;
    if (geometry === null) {
      setProblem(texts.nothingDrawn);
      return;
    }
    check.mutate(geometry, {
      onSuccess: (result) => mapToolsStore.accept(geometry, result.areaHa),
      onError: (error) => setProblem(geometryProblem(error, toolsTexts.form.unexpected)),
    });
  };

  const moveVertexHere = (): void => {
    if (area.editedArea !== null)
      mapToolsStore.recordArea(moveNearestVertex(area.editedArea, viewCentre(map)));
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-area-editor>
      <Crosshair map={map} />
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.panelHeading}>
        {texts.heading}
      </h2>
      <p className={styles.hint}>
        {touch
          ? drawing
            ? texts.introTouch
            : texts.modifyHintTouch
          : drawing
            ? texts.intro
            : texts.modifyHint}
      </p>
      <p role="status" className={styles.measure}>
        <span>
          {texts.areaLabel}: <strong>{formatHectares(shown === null ? 0 : polygonHa(shown))}</strong>
        </span>
        {drawing && <span>{texts.vertices(area.sketchVertexCount)}</span>}
      </p>
      <div className={styles.buttonRow}>
        {drawing ? (
          <>
            <Button variant="secondary" disabled={!ready} onClick={() => addVertex(viewCentre(map))}>
              {texts.addVertex}
            </Button>
            <Button variant="secondary" disabled={area.sketchVertexCount < 3} onClick={finishOutline}>
              {texts.finishOutline}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={moveVertexHere}>
              {texts.moveVertex}
            </Button>
            <Button variant="secondary" onClick={() => mapToolsStore.recordArea(null)}>
              {texts.clear}
            </Button>
          </>
        )}
      </div>
      <div className={styles.buttonRow}>
        <Button variant="secondary" disabled={!area.canUndo} onClick={() => mapToolsStore.undo()}>
          {texts.undo}
        </Button>
        <Button variant="secondary" disabled={!area.canRedo} onClick={() => mapToolsStore.redo()}>
          {texts.redo}
        </Button>
      </div>
      {!touch && <p className={styles.hint}>{texts.shortcuts}</p>}
      {problemText !== undefined && (
        <p role="alert" className={styles.error}>
          {problemText}
        </p>
      )}
      <div className={styles.buttonRow}>
        <Button onClick={done} disabled={check.isPending}>
          {check.isPending ? texts.checking : texts.done}
        </Button>
        <Button variant="secondary" onClick={() => mapToolsStore.requestCancel()}>
          {texts.cancel}
        </Button>
      </div>
      <Dialog
        open={area.showCancelEditMessage}
        onClose={() => mapToolsStore.keepEditing()}
        title={texts.cancelTitle}
      >
        <p>{texts.cancelQuestion}</p>
        <div className={styles.buttonRow}>
          <Button onClick={() => mapToolsStore.confirmCancel()}>{texts.confirmCancel}</Button>
          <Button variant="secondary" onClick={() => mapToolsStore.keepEditing()}>
            {texts.keepEditing}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
