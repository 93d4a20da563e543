import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const servicesRoutes: RouteObject[] = [
  lazyPage(portalRoutes.services, () => import('./routes/services-page')),
  lazyPage(portalRoutes.service, () => import('./routes/service-page')),
];
