import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const notificationsRoutes: RouteObject[] = [
  lazyPage(portalRoutes.notificationSettings, () => import('./routes/notification-settings-page')),
];
