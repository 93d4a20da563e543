import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const transactionsRoutes: RouteObject[] = [
  lazyPage(portalRoutes.transactions, () => import('./routes/transactions-page')),
];
