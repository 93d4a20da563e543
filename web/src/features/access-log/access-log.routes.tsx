import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const accessLogRoutes: RouteObject[] = [
  lazyPage(portalRoutes.accessLog, () => import('./routes/access-log-page')),
];
