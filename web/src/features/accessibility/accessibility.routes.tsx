import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const accessibilityRoutes: RouteObject[] = [
  lazyPage(portalRoutes.accessibility, () => import('./routes/accessibility-page')),
];
