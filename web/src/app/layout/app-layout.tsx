import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { canChange, hasRole, isStaff } from '#contracts/roles';
import { decideAccess, portalRoutes } from '#contracts/routes';
import type { RouteHandle } from '../../lib/page-route';
import { useProfile } from '../../lib/profile';
import { useAfterLoad } from '../../lib/use-after-first-paint';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { appTexts } from '../app.texts';
import { HealthBanner } from '../banners/health-banner';
import { consentFrom, isAppClient } from '../consent/consent';
import { CookieBanner } from '../consent/cookie-banner';
import { useCookieString } from '../consent/use-cookies';
import { AssistantScript, WidgetContainer } from '../third-party/third-party-scripts';
import { CleanHeader } from './clean-header';
import styles from './layout.module.css';
import { RouteGuard } from './route-guard';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Most visitors never open the cookie settings: they load on the first click, then stay.
const CookieSettings = lazy(() =>
  import('../consent/cookie-settings').then((module) => ({ default: module.CookieSettings })),
);
// The survey banner shows only where a survey is configured, so only there does it load.
const FeedbackBanner = lazy(() =>
  import('../banners/occasional-banners').then((module) => ({ default: module.FeedbackBanner })),
);
// Only representatives see the representative's banner.
const DelegateBanner = lazy(() =>
  import('../banners/occasional-banners').then((module) => ({ default: module.DelegateBanner })),
);
// Only staff acting for a member see the staff banner: no one else loads it.
const StaffBanner = lazy(() =>
  import('../banners/occasional-banners').then((module) => ({ default: module.StaffBanner })),
);
// The installed app's parts (service worker, update and coverage banners) wait for the page's load.
const DeviceApp = lazy(() =>
  import('../device/device-app').then((module) => ({ default: module.DeviceApp })),
);
/** The pages whose reads a device keeps for use without coverage (docs/offline.md). */
const KEPT_PAGES: readonly string[] = [
  portalRoutes.overview.path,
  portalRoutes.estates.path,
  portalRoutes.map.path,
];
// Analytics draws nothing and waits for consent: it loads once the page has, holding up nothing.
const Analytics = lazy(() =>
  import('../consent/analytics').then((module) => ({ default: module.Analytics })),
);

// Observations kept on the device go out at the app's start and when it is online again, after the page.
const ObservationOutboxSync = lazy(() =>
  import('../../features/map/observations/use-outbox').then((module) => ({
    default: module.ObservationOutboxSync,
  })),
);

function useCurrentHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches.findLast((match) => match.handle !== undefined)?.handle as RouteHandle | undefined;
}

/** After a navigation, focus moves to the new page's heading (or the #target of a link), so it is announced. */
function useFocusOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target =
      (hash !== '' && document.getElementById(decodeURIComponent(hash.slice(1)))) ||
      document.querySelector('main h1') ||
      document.getElementById('main');
    if (target instanceof HTMLElement) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
    }
  }, [pathname, hash]);
}

/** The frame around every page (docs/portal.md 2). */
export function AppLayout() {
  const config = useRuntimeConfig();
  const handle = useCurrentHandle();
  const route = handle?.route;
  const profileQuery = useProfile();
  const profile = profileQuery.data ?? null;
  const roles = profile?.roles ?? [];
  const cookies = useCookieString();
  const consent = consentFrom(cookies);
  const [cookieSettingsOpen, setCookieSettingsOpen] = useState(false);
  const [cookieSettingsLoaded, setCookieSettingsLoaded] = useState(false);
  const loaded = useAfterLoad();
  const openCookieSettings = (): void => {
    setCookieSettingsLoaded(true);
    setCookieSettingsOpen(true);
  };

  // A page whose feature flag is off does not exist, and its title says so.
  const hidden = route !== undefined && decideAccess(route, null, config.flags) === 'not-found';
  const title = hidden ? appTexts.notFound.title : handle?.title;
  useFocusOnNavigation();
  useEffect(() => {
    if (title !== undefined) document.title = `${config.productName} – ${title}`;
  }, [config.productName, title]);

  const onMap = route?.path === portalRoutes.map.path;
  // An embedded app asks for consent natively, so the web view leaves out the banner (docs/adr/0004).
  const showCookieBanner = !consent.answered && !isAppClient(cookies);
  const onLoginSelection = route?.path === portalRoutes.loginSelection.path;
  const showDelegateBanner = hasRole(roles, 'DelegatedRight') && !onLoginSelection;
  // In the workspace staff act for no member: nothing to say whose data is on screen.
  const staffActingFor = isStaff(roles) && !onLoginSelection ? profile?.actingFor : undefined;

  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {appTexts.skipToContent}
      </a>
      <HealthBanner />
      {loaded && (
        <Suspense fallback={null}>
          <DeviceApp
            profile={profileQuery.isSuccess ? profile : undefined}
            keptPage={route !== undefined && KEPT_PAGES.includes(route.path)}
          />
        </Suspense>
      )}
      {showCookieBanner && <CookieBanner onOpenSettings={openCookieSettings} />}
      {route?.header === undefined ? (
        <SiteHeader />
      ) : (
        <CleanHeader withBack={route.header === 'clean-with-back'} />
      )}
      {showDelegateBanner && (
        <Suspense fallback={null}>
          <DelegateBanner member={profile?.actingFor?.name} />
        </Suspense>
      )}
      {staffActingFor !== undefined && (
        <Suspense fallback={null}>
          <StaffBanner member={staffActingFor} mayChange={canChange(roles)} />
        </Suspense>
      )}
      {profile !== null && config.surveyUrl !== undefined && !onMap && (
        <Suspense fallback={null}>
          <FeedbackBanner surveyUrl={config.surveyUrl} />
        </Suspense>
      )}
      {loaded && canChange(roles) && !isStaff(roles) && (
        <Suspense fallback={null}>
          <ObservationOutboxSync />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className={onMap ? styles.mapMain : styles.main}>
        <RouteGuard route={route}>
          <Outlet />
        </RouteGuard>
      </main>
      {route?.footer !== 'none' && (
        <SiteFooter
          withLinks={profile !== null && route?.footer !== 'no-links'}
          onOpenCookieSettings={openCookieSettings}
        />
      )}
      {cookieSettingsLoaded && (
        <Suspense fallback={null}>
          <CookieSettings
            open={cookieSettingsOpen}
            onClose={() => setCookieSettingsOpen(false)}
            consent={consent}
          />
        </Suspense>
      )}
      {/* Staff never get the widget, so it waits until the session is known. */}
      <WidgetContainer
        hidden={onMap || profileQuery.isPending || isStaff(roles)}
        consented={consent.customization}
      />
      <AssistantScript signedIn={profile !== null} />
      {loaded && (
        <Suspense fallback={null}>
          <Analytics cookies={cookies} performance={consent.performance} roles={roles} />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
