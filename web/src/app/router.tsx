import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { legacyRedirects, portalRoutes } from '#contracts/routes';
import { aboutRoutes } from '../features/about/about.routes';
import { accessLogRoutes } from '../features/access-log/access-log.routes';
import { accessibilityRoutes } from '../features/accessibility/accessibility.routes';
import { authRoutes } from '../features/auth/auth.routes';
import { cashbookRoutes } from '../features/cashbook/cashbook.routes';
import { checkoutRoutes } from '../features/checkout/checkout.routes';
import { contactRoutes } from '../features/contact/contact.routes';
import { harvestContractsRoutes } from '../features/harvest-contracts/harvest-contracts.routes';
import { timberPricesRoutes } from '../features/timber-prices/timber-prices.routes';
import { documentsRoutes } from '../features/documents/documents.routes';
import { economyRoutes } from '../features/economy/economy.routes';
import { transactionsRoutes } from '../features/transactions/transactions.routes';
import { estatesRoutes } from '../features/estates/estates.routes';
import { forestDecisionsRoutes } from '../features/forest-decisions/forest-decisions.routes';
import { mandatesRoutes } from '../features/mandates/mandates.routes';
import { mapRoutes } from '../features/map/map.routes';
import { meetingsRoutes } from '../features/meetings/meetings.routes';
import { myPagesRoutes } from '../features/my-pages/my-pages.routes';
import { notificationsRoutes } from '../features/notifications/notifications.routes';
import { overviewRoutes } from '../features/overview/overview.routes';
import { profileRoutes } from '../features/profile/profile.routes';
import { purchasesRoutes } from '../features/purchases/purchases.routes';
import { registrationRoutes } from '../features/registration/registration.routes';
import { servicesRoutes } from '../features/services/services.routes';
import { staffWorkRoutes } from '../features/staff-work/staff-work.routes';
import { styleGuideRoutes } from '../features/style-guide/style-guide.routes';
import { subscriptionsRoutes } from '../features/subscriptions/subscriptions.routes';
import { supportRoutes } from '../features/support/support.routes';
import { lazyPage, loaderContextProvider, type PageQueries, type RouteHandle } from '../lib/page-route';
import { profileQueryKey } from '../lib/profile';
import type { Profile } from '#contracts/profile';
import { appTexts } from './app.texts';
import { ErrorPageContent, NotFoundPage, RootErrorPage } from './errors/error-pages';
import { AppLayout } from './layout/app-layout';
import { registerMapOrderForm } from './map-order-form';

/** Every feature's pages: the one place where features meet. */
const featureRoutes: RouteObject[] = [
  ...overviewRoutes,
  ...contactRoutes,
  ...myPagesRoutes,
  ...profileRoutes,
  ...notificationsRoutes,
  ...purchasesRoutes,
  ...mandatesRoutes,
  ...subscriptionsRoutes,
  ...accessLogRoutes,
  ...meetingsRoutes,
  ...cashbookRoutes,
  ...estatesRoutes,
  ...forestDecisionsRoutes,
  ...economyRoutes,
  ...transactionsRoutes,
  ...documentsRoutes,
  ...harvestContractsRoutes,
  ...timberPricesRoutes,
  ...checkoutRoutes,
  ...servicesRoutes,
  ...mapRoutes,
  ...aboutRoutes,
  ...authRoutes,
  ...registrationRoutes,
  ...supportRoutes,
  ...accessibilityRoutes,
  ...styleGuideRoutes,
  ...staffWorkRoutes,
];

const appRoutes: RouteObject[] = [
  {
    path: portalRoutes.error.path,
    handle: { route: portalRoutes.error, title: appTexts.errorPage.pageTitle } satisfies RouteHandle,
    element: <ErrorPageContent />,
  },
  lazyPage(portalRoutes.unauthorized, () => import('./errors/unauthorized-page')),
  ...Object.entries(legacyRedirects).map(([from, to]) => ({
    path: from,
    loader: ({ request }: { request: Request }) => redirect(to + new URL(request.url).search),
  })),
  { path: '*', handle: { title: appTexts.notFound.title } satisfies RouteHandle, element: <NotFoundPage /> },
];

function StartingPage() {
  return null;
}

/** `queries`: what the pages' loaders start their reads with. */
export function createRouter(queries: PageQueries) {
  registerMapOrderForm();
  return createBrowserRouter(
    [
      {
        element: <AppLayout />,
        errorElement: <RootErrorPage />,
        // Until the first page's code has arrived (preloaded with the HTML, a moment later) nothing renders,
        // rather than a frame that flashes without its content. Naming it keeps React Router from warning.
        HydrateFallback: StartingPage,
        children: [...featureRoutes, ...appRoutes],
      },
    ],
    {
      getContext: loaderContextProvider({
        ...queries,
        roles: () => queries.queryClient.getQueryData<Profile | null>(profileQueryKey)?.roles,
      }),
    },
  );
}
