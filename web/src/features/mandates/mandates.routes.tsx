import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const mandatesRoutes: RouteObject[] = [
  lazyPage(portalRoutes.mandates, () => import('./routes/mandates-page')),
];
