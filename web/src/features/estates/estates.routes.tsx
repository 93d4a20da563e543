import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const estatesRoutes: RouteObject[] = [
  lazyPage(portalRoutes.estates, () => import('./routes/estates-page')),
];
