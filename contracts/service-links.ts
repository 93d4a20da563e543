import { portalRoutes } from './routes.js';
import type { ServiceName } from './services.js';

// The server's links to a stand on a service's page; the web builds the same in services/map-order.ts,
// so the first page carries none of this (recommendation-list.test.ts keeps the two alike).

/** The service page's preselection of an estate and a stand (`?fastighet=…&avdelning=…`). */
export const ESTATE_PARAM = 'fastighet';
export const STAND_PARAM = 'avdelning';

/**
 * A service's page with its order form set to one stand: where a recommendation, and a notification that
 * a stand has reached an action, lead.
 */
export const serviceForStandPath = (serviceName: ServiceName, estateId: string, standId: string): string =>
  `${portalRoutes.services.path}/${encodeURIComponent(serviceName)}?${new URLSearchParams({
    [ESTATE_PARAM]: estateId,
    [STAND_PARAM]: standId,
  }).toString()}`;
