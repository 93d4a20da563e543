import { createContext, useContext } from 'react';
import type OlMap from 'ol/Map';

/** The one OpenLayers map of the map page, for the tools drawn over it; null until it is created. */
export const MapContext = createContext<OlMap | null>(null);

export const useOlMap = (): OlMap | null => useContext(MapContext);
