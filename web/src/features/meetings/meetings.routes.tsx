import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const meetingsRoutes: RouteObject[] = [
  lazyPage(portalRoutes.meetings, () => import('./routes/meetings-page')),
];
