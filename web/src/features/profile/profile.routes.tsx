import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const profileRoutes: RouteObject[] = [
  lazyPage(portalRoutes.profile, () => import('./routes/profile-page')),
];
