import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const harvestContractsRoutes: RouteObject[] = [
  lazyPage(portalRoutes.contracts, () => import('./routes/harvest-contracts-page')),
];
