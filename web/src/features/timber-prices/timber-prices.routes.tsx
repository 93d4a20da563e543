import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const timberPricesRoutes: RouteObject[] = [
  lazyPage(portalRoutes.timberPrices, () => import('./routes/timber-prices-page')),
];
