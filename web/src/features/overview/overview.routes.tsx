import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const overviewRoutes: RouteObject[] = [
  lazyPage(portalRoutes.overview, () => import('./routes/overview-page')),
];
