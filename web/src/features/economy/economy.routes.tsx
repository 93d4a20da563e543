import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const economyRoutes: RouteObject[] = [
  lazyPage(portalRoutes.economy, () => import('./routes/economy-page')),
  lazyPage(portalRoutes.paymentPlan, () => import('./routes/payment-plan-page')),
  lazyPage(portalRoutes.withdrawal, () => import('./routes/withdrawal-page')),
];
