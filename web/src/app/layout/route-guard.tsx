import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideAccess, inWorkspace, mustRegister, portalRoutes, type PortalRoute } from '#contracts/routes';
import { useProfile } from '../../lib/profile';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { SectionError } from '../../ui/section-boundary';
import { Skeleton } from '../../ui/skeleton';
import { appTexts } from '../app.texts';
import { NotFoundPage } from '../errors/error-pages';
import styles from './layout.module.css';

/**
 * Renders a page only for those docs/portal.md 4 allows: anonymous visitors go to /login, someone who has not
 * chosen whom to act for to /loggain, a potential member to the registration form (ibid.), and signed-in
 * users without a fitting role to /unauthorized, staff in their workspace to its work list; a page whose
 * flag is off does not exist. Protected pages
 * wait until the session is known, so no member content loads before that. The server decides the same
 * again for every API call; this only spares the user a page that cannot work.
 */
export function RouteGuard({ route, children }: { route?: PortalRoute; children: ReactNode }) {
  const { flags } = useRuntimeConfig();
  const profile = useProfile();
  const location = useLocation();
  const roles = profile.data?.roles ?? null;

  if (mustRegister(route?.path, roles, flags)) {
    return <Navigate to={portalRoutes.registration.path} replace />;
  }
  if (route === undefined) return children;

  const withoutLogin = decideAccess(route, null, flags);
  if (withoutLogin === 'allow') return children;
  if (withoutLogin === 'not-found') return <NotFoundPage />;
  if (profile.isPending)
    return (
      // As tall as the screen, so that the footer waits below it rather than jumping down when the page comes.
      <div className={styles.holding}>
        <Skeleton label={appTexts.checkingLogin} />
      </div>
    );
  if (profile.isError) return <SectionError onRetry={() => void profile.refetch()} />;

  if (profile.data && inWorkspace(profile.data) && route.area !== 'staff') {
    return <Navigate to={portalRoutes.staffWork.path} replace />;
  }
  switch (decideAccess(route, roles, flags)) {
    case 'login':
      return (
        <Navigate
          to={portalRoutes.login.path}
          replace
          state={{ from: location.pathname + location.search }}
        />
      );
    case 'choose':
      return <Navigate to={portalRoutes.loginSelection.path} replace />;
    case 'register':
      return <Navigate to={portalRoutes.registration.path} replace />;
    case 'unauthorized':
      return <Navigate to={portalRoutes.unauthorized.path} replace />;
    case 'not-found':
      return <NotFoundPage />;
    case 'allow':
      return children;
  }
}
