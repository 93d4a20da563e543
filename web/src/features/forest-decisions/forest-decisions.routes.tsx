import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const forestDecisionsRoutes: RouteObject[] = [
  lazyPage(portalRoutes.forestDecisions, () => import('./routes/forest-decisions-page')),
];
