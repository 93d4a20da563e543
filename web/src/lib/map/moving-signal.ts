import type OlMap from 'ol/Map';
import { unByKey } from 'ol/Observable';

/**
 * Marks the map's element `data-map-moving="true"` from the moment its view starts to change (an animation,
 * a keyboard pan, a drag) until the map has drawn everything at rest, then "false", so a browser test can
 * wait for the map to stand still. Set on the element, not through React, and only when it changes: the
 * view changes on every frame of a move.
 */
export function signalMapMoving(map: OlMap, element: HTMLElement): () => void {
  const view = map.getView();
  const mark = (moving: boolean): void => {
    const value = String(moving);
    if (element.dataset.mapMoving !== value) element.dataset.mapMoving = value;
  };
  // A change not drawn yet: a frame drawn before it may still report itself complete.
  let undrawn = true;
  mark(true);
  const changes = view.on(['change', 'change:center', 'change:resolution'], () => {
    undrawn = true;
    mark(true);
  });
  const drawn = map.on('postrender', () => {
    undrawn = false;
  });
  const complete = map.on('rendercomplete', () => {
    if (!undrawn && !view.getAnimating() && !view.getInteracting()) mark(false);
  });
  return () => unByKey([...changes, drawn, complete]);
}
