import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

const workspacePage = () => import('./routes/workspace-page');

export const staffWorkRoutes: RouteObject[] = [
  ...[portalRoutes.staffWork, portalRoutes.staffErrand].map((route) => lazyPage(route, workspacePage)),
  // The same module, under the free hours' own title.
  lazyPage(portalRoutes.staffTimes, async () => {
    const page = await workspacePage();
    return { ...page, title: page.timesTitle };
  }),
];
