import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const authRoutes: RouteObject[] = [
  lazyPage(portalRoutes.login, () => import('./routes/login-page')),
  lazyPage(portalRoutes.loginSelection, () => import('./routes/login-selection-page')),
  lazyPage(portalRoutes.loginRedirect, () => import('./routes/login-redirect-page')),
  lazyPage(portalRoutes.memberMissing, () => import('./routes/member-missing-page')),
  lazyPage(portalRoutes.logout, () => import('./routes/logout-page')),
];
