import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const registrationRoutes: RouteObject[] = [
  lazyPage(portalRoutes.registration, () => import('./routes/registration-page')),
];
