import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const aboutRoutes: RouteObject[] = [lazyPage(portalRoutes.about, () => import('./routes/about-page'))];
