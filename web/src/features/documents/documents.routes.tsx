import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const documentsRoutes: RouteObject[] = [
  lazyPage(portalRoutes.documents, () => import('./routes/documents-page')),
];
