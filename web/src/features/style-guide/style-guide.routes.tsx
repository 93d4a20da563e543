import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const styleGuideRoutes: RouteObject[] = [
  lazyPage(portalRoutes.style, () => import('./routes/style-page')),
];
