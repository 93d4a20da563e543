import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

// One module for the three pages (routes/workspace-page.tsx); each written out, so the build finds it for
// each route and the server preloads it with the page (scripts/route-chunks-plugin.ts).
export const staffWorkRoutes: RouteObject[] = [
  lazyPage(portalRoutes.staffWork, () => import('./routes/workspace-page')),
  lazyPage(portalRoutes.staffErrand, () => import('./routes/workspace-page')),
  // The free hours take their own title.
  lazyPage(portalRoutes.staffTimes, () =>
    import('./routes/workspace-page').then((page) => ({ ...page, title: page.timesTitle })),
  ),
];
