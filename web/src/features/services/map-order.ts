import { portalRoutes } from '#contracts/routes';

/**
 * The order form as a form of the map's form panel: its id in the map's `?formular=` and the URL that opens
 * it for a service. Kept apart from the form itself, which loads only when the panel shows it.
 */
export const ORDER_MAP_FORM_ID = 'bestall';

/** The service the map's order form orders (`?tjanst=`). */
export const SERVICE_PARAM = 'tjanst';

/** Preselection from a recommendation: the estate and the stand (`?fastighet=…&avdelning=…`). */
export const ESTATE_PARAM = 'fastighet';
export const STAND_PARAM = 'avdelning';

export const orderOnMapHref = (serviceName: string): string =>
  `${portalRoutes.map.path}?formular=${ORDER_MAP_FORM_ID}&${SERVICE_PARAM}=${encodeURIComponent(serviceName)}`;
