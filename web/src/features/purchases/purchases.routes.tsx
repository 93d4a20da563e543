import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const purchasesRoutes: RouteObject[] = [
  lazyPage(portalRoutes.purchases, () => import('./routes/purchases-page')),
];
