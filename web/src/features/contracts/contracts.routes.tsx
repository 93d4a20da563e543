import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const contractsRoutes: RouteObject[] = [
  lazyPage(portalRoutes.contracts, () => import('./routes/contracts-page')),
];
