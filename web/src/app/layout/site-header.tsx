import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { Profile } from '#contracts/profile';
import { portalRoutes } from '#contracts/routes';
import { mayOrder, useCartCount } from '../../lib/cart';
import { useUnreadNotificationCount } from '../../lib/queries/notifications';
import { myPagesLinks } from '../../lib/navigation';
import { navigationTexts } from '../../lib/navigation.texts';
import { useProfile } from '../../lib/profile';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { ButtonLink } from '../../ui/button';
import { Icon, type IconName } from '../../ui/icon';
import { Skeleton } from '../../ui/skeleton';
import { appTexts } from '../app.texts';
import styles from './header.module.css';
import { panelId, triggerId, usePanels, type PanelName } from './use-panels';
import { useLogoutGuard } from './use-logout-guard';

/** Loaded when first opened: the login page and the first view of every page do without it. */
const NotificationsPanel = lazy(() =>
  import('../../features/notifications/components/notifications-panel').then((module) => ({
    default: module.NotificationsPanel,
  })),
);

/** Loaded when the cart is first opened, like the notifications. */
const CartPanel = lazy(() =>
  import('../../features/checkout/components/cart-panel').then((module) => ({ default: module.CartPanel })),
);

const MAIN_NAV = [
  { to: portalRoutes.overview.path, label: appTexts.nav.overview, end: true },
  { to: portalRoutes.map.path, label: appTexts.nav.map, end: false },
  { to: portalRoutes.services.path, label: appTexts.nav.services, end: false },
  { to: portalRoutes.contact.path, label: appTexts.nav.contact, end: false },
];

export function Logo() {
  const { productName } = useRuntimeConfig();
  return (
    <Link
      to={portalRoutes.overview.path}
      className={styles.logo}
      aria-label={`${productName}, ${appTexts.home}`}
    >
      <Icon name="tree" size={32} />
      <span className={styles.logoText}>{productName}</span>
    </Link>
  );
}

function PanelButton({
  panel,
  label,
  icon,
  open,
  onToggle,
  count,
  accessibleName,
}: {
  panel: PanelName;
  label: string;
  icon: IconName;
  open: boolean;
  onToggle: (panel: PanelName) => void;
  count?: number;
  /** The name with the count in words ("Aviseringar, 3 olästa"); the badge's bare number is then hidden. */
  accessibleName?: string;
}) {
  return (
    <button
      type="button"
      id={triggerId(panel)}
      className={styles.panelButton}
      aria-expanded={open}
      aria-controls={panelId(panel)}
      aria-label={accessibleName}
      onClick={() => onToggle(panel)}
    >
      <Icon name={open && panel === 'menu' ? 'close' : icon} />
      <span className={styles.label}>{label}</span>
      {/* Parts word and number in the text a speech-input user reads, "Aviseringar 5", which the name
          "Aviseringar, 5 olästa" then contains (WCAG 2.5.3, label in name). */}{' '}
      {count !== undefined && count > 0 && (
        <span className={styles.badge} aria-hidden={accessibleName !== undefined}>
          {count}
        </span>
      )}
    </button>
  );
}

function Panel({
  panel,
  label,
  open,
  wide,
  children,
}: {
  panel: PanelName;
  label: string;
  open: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    // The wide menu panel holds a <nav>, which is landmark enough; the others are labelled regions.
    <div
      id={panelId(panel)}
      className={wide === true ? styles.wide : styles.panel}
      role={wide === true ? undefined : 'region'}
      aria-label={wide === true ? undefined : label}
      hidden={!open}
    >
      {children}
    </div>
  );
}

/** Who is signed in, and whom they act for when that is someone else (a company, a mandate, staff). */
function SignedInAs({ profile }: { profile: Profile }) {
  if (profile.name === undefined) return null;
  const other = profile.actingFor !== undefined && profile.actingFor.name !== profile.name;
  return (
    <dl className={styles.signedIn}>
      <dt>{appTexts.signedInAs}</dt>
      <dd>{profile.name}</dd>
      {other && (
        <>
          <dt>{appTexts.actingFor}</dt>
          <dd>{profile.actingFor?.name}</dd>
        </>
      )}
    </dl>
  );
}

/** The standard header: logo, main menu (a panel below the lg breakpoint) and the signed-in user's panels. */
export function SiteHeader() {
  const headerRef = useRef<HTMLElement>(null);
  const { open, toggle } = usePanels(headerRef);
  const { flags } = useRuntimeConfig();
  const profileQuery = useProfile();
  const profile = profileQuery.data ?? null;
  const roles = profile?.roles ?? [];
  const canOrder = mayOrder(flags, roles);
  const unreadNotifications = useUnreadNotificationCount(profile !== null && flags.notifications);
  const cartCount = useCartCount(profile !== null && canOrder);
  const { onLogout, confirm } = useLogoutGuard();

  const navLinks = (className: string) =>
    MAIN_NAV.map((item) => (
      <li key={item.to}>
        <NavLink to={item.to} end={item.end} className={className}>
          {item.label}
        </NavLink>
      </li>
    ));

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={styles.bar}>
        <Logo />
        {profile !== null && (
          <nav className={styles.nav} aria-label={appTexts.mainMenu}>
            <ul className={styles.navList}>{navLinks(styles.navLink ?? '')}</ul>
          </nav>
        )}
        <div className={styles.actions}>
          {/* Nothing until the session is known, so a signed-in user never sees "Logga in" flash by. */}
          {profileQuery.isPending ? null : profile === null ? (
            <ButtonLink to={portalRoutes.login.path} variant="secondary">
              {appTexts.login}
            </ButtonLink>
          ) : (
            <>
              {flags.notifications && (
                <div className={styles.action}>
                  <PanelButton
                    panel="notifications"
                    label={appTexts.notifications}
                    icon="bell"
                    open={open === 'notifications'}
                    onToggle={toggle}
                    count={unreadNotifications}
                    accessibleName={appTexts.notificationsBell(unreadNotifications ?? 0)}
                  />
                  <Panel panel="notifications" label={appTexts.notifications} open={open === 'notifications'}>
                    {open === 'notifications' && (
                      <Suspense fallback={<Skeleton lines={3} label={appTexts.notifications} />}>
                        <NotificationsPanel />
                      </Suspense>
                    )}
                  </Panel>
                </div>
              )}
              {canOrder && (
                <div className={styles.action}>
                  <PanelButton
                    panel="cart"
                    label={appTexts.cart}
                    icon="cart"
                    open={open === 'cart'}
                    onToggle={toggle}
                    count={cartCount}
                    accessibleName={appTexts.cartButton(cartCount ?? 0)}
                  />
                  <Panel panel="cart" label={appTexts.cart} open={open === 'cart'}>
                    {open === 'cart' && (
                      <Suspense fallback={<Skeleton lines={3} label={appTexts.cart} />}>
                        <CartPanel />
                      </Suspense>
                    )}
                  </Panel>
                </div>
              )}
              <div className={styles.action}>
                <PanelButton
                  panel="profile"
                  label={appTexts.myPages}
                  icon="user"
                  open={open === 'profile'}
                  onToggle={toggle}
                />
                <Panel panel="profile" label={appTexts.profileMenu} open={open === 'profile'}>
                  <SignedInAs profile={profile} />
                  <ul className={styles.panelList}>
                    <li>
                      <NavLink to={portalRoutes.myPages.path} end className={styles.panelLink}>
                        {navigationTexts.myPages.label}
                      </NavLink>
                    </li>
                    {myPagesLinks(flags, roles).map((link) => (
                      <li key={link.to}>
                        <NavLink to={link.to} className={styles.panelLink}>
                          {link.label}
                        </NavLink>
                      </li>
                    ))}
                    <li>
                      <Link to={portalRoutes.loginSelection.path} className={styles.panelLink}>
                        {appTexts.switchWhom}
                      </Link>
                    </li>
                    <li>
                      <Link to={portalRoutes.logout.path} className={styles.panelLink} onClick={onLogout}>
                        {appTexts.logout}
                      </Link>
                    </li>
                  </ul>
                </Panel>
              </div>
              <div className={`${styles.action} ${styles.menuButton}`}>
                <PanelButton
                  panel="menu"
                  label={open === 'menu' ? appTexts.closeMenu : appTexts.menu}
                  icon="menu"
                  open={open === 'menu'}
                  onToggle={toggle}
                />
              </div>
            </>
          )}
        </div>
      </div>
      {profile !== null && (
        <Panel panel="menu" label={appTexts.mainMenu} open={open === 'menu'} wide>
          <nav aria-label={appTexts.mainMenu}>
            <ul className={styles.panelList}>{navLinks(styles.panelLink ?? '')}</ul>
          </nav>
        </Panel>
      )}
      {confirm}
    </header>
  );
}
