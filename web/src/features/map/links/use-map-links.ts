import Feature from 'ol/Feature';
import { fromExtent } from 'ol/geom/Polygon';
import VectorLayer from 'ol/layer/Vector';
import type OlMap from 'ol/Map';
import VectorSource from 'ol/source/Vector';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useNotes } from '../api/notes';
import { linkedSquareStyle } from '../layers/ol-styles';
import { mapTexts } from '../map.texts';
import { mapToolsStore } from '../tools/map-tools-store';
import {
  CENTRE_PARAM,
  LINKED_SQUARE_M,
  LINKED_VIEW_M,
  parseCentre,
  POINT_PARAM,
  squareAround,
} from './map-links';

/**
 * `?mitt=<east>,<north>`: the map shows that place about 2.5 km across, with the 1 km square outlined. A
 * value that is not a place in Sweden is ignored and the map opens as usual.
 */
export function useCentreFromUrl(map: OlMap): void {
  const value = useSearchParams()[0].get(CENTRE_PARAM);
  useEffect(() => {
    const centre = parseCentre(value);
    if (centre === null) return undefined;
    map.getView().fit(squareAround(centre, LINKED_VIEW_M), { size: map.getSize() });
    const layer = new VectorLayer({
      source: new VectorSource({
        features: [new Feature(fromExtent(squareAround(centre, LINKED_SQUARE_M)))],
      }),
      style: linkedSquareStyle,
      zIndex: 35,
    });
    map.addLayer(layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map, value]);
}

/** The member's own point that the URL names, once her points are read; null for none. */
export function useLinkedPointId(): string | null {
  const value = useSearchParams()[0].get(POINT_PARAM);
  const notes = useNotes();
  return value !== null && notes.data?.some((note) => note.id === value) === true ? value : null;
}

/**
 * `?punkt=<id>`: once the member's points are read, the one the link names is chosen (the tool opens with it,
 * `onFound`); a point that is not hers, or no longer there, gets a short message over the map instead.
 * Returns the id to choose, null until it is found.
 */
export function usePointFromUrl(onFound: (id: string) => void): string | null {
  const value = useSearchParams()[0].get(POINT_PARAM);
  const notes = useNotes();
  const found = useLinkedPointId();
  const handled = useRef<string | null>(null);
  const report = useRef(onFound);
  useEffect(() => {
    report.current = onFound;
  });

  useEffect(() => {
    if (value === null || notes.data === undefined || handled.current === value) return;
    handled.current = value;
    if (found !== null) report.current(found);
    else mapToolsStore.setMessage(mapTexts.links.pointNotFound);
  }, [value, notes.data, found]);

  return found;
}
