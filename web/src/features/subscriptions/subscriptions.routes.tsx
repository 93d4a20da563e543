import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const subscriptionsRoutes: RouteObject[] = [
  lazyPage(portalRoutes.subscriptions, () => import('./routes/subscriptions-page')),
];
