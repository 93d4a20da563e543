import type { RouteObject } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { lazyPage } from '../../lib/page-route';

export const checkoutRoutes: RouteObject[] = [
  lazyPage(portalRoutes.checkout, () => import('./routes/checkout-page')),
  lazyPage(portalRoutes.orderConfirmation, () => import('./routes/order-confirmation-page')),
];
