import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const supportRoutes: RouteObject[] = [
  lazyPage(portalRoutes.support, () => import('./routes/support-page')),
];
