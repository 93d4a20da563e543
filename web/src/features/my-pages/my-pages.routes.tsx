import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const myPagesRoutes: RouteObject[] = [
  lazyPage(portalRoutes.myPages, () => import('./routes/my-pages-page')),
];
