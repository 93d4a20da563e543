import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const mapRoutes: RouteObject[] = [lazyPage(portalRoutes.map, () => import('./routes/map-page'))];
