import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const cashbookRoutes: RouteObject[] = [
  lazyPage(portalRoutes.cashbook, () => import('./routes/cashbook-page')),
];
