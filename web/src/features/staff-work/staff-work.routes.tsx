import { redirect, type RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

const workspacePage = () => import('./routes/workspace-page');

export const staffWorkRoutes: RouteObject[] = [
  // The workspace's root opens on the work list.
  { path: '/personal', loader: () => redirect(portalRoutes.staffWork.path) },
  ...[portalRoutes.staffWork, portalRoutes.staffErrand].map((route) => lazyPage(route, workspacePage)),
];
