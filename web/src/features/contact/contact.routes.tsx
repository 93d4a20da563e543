import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const contactRoutes: RouteObject[] = [
  lazyPage(portalRoutes.contact, () => import('./routes/contact-page')),
];
