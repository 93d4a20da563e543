import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AreaGeometry } from '#contracts/geometry';
import type { DrawnArea, MapFormHost } from '../../../../lib/map-form-host';
import { fitGeometry } from '../../../../lib/map/create-map';
import { useOlMap } from '../../map-context';
import { mapToolsStore, useMapTools } from '../map-tools-store';

/**
 * The map's side of the form panel's host (lib/map-form-host.ts), on the map tools' store: drawing starts
 * the area editor for the form, and an area the editor accepts for the form is taken from the store and
 * kept here, for as long as this form is open.
 */
export function useFormHost(): MapFormHost {
  const map = useOlMap();
  const area = useMapTools((state) => state.area);
  const [drawnArea, setDrawnArea] = useState<DrawnArea | null>(null);

  useEffect(() => {
    const take = (): void => {
      if (mapToolsStore.getState().acceptedArea?.purpose !== 'form') return;
      const accepted = mapToolsStore.takeAcceptedArea();
      if (accepted !== null) setDrawnArea({ geometry: accepted.geometry, areaHa: accepted.areaHa });
    };
    take();
    return mapToolsStore.subscribe(take);
  }, []);

  // Stable while the map is, so a form that shows its estate does not move the map again on every render.
  const showArea = useCallback(
    (geometry: AreaGeometry): void => {
      if (map !== null) fitGeometry(map, geometry);
    },
    [map],
  );

  const isDrawing = area.isEditingActive && area.purpose === 'form';
  return useMemo(
    () => ({
      // The area drawn before, if any, is where the editor starts: the member changes it rather than redraws.
      startDrawing: () => mapToolsStore.startEditing('form', drawnArea?.geometry ?? null),
      isDrawing,
      drawnArea,
      clearDrawnArea: () => setDrawnArea(null),
      showArea,
      showMessage: (message: string | null) => mapToolsStore.setMessage(message),
      close: () => mapToolsStore.closeFormPanel(),
    }),
    [isDrawing, drawnArea, showArea],
  );
}
