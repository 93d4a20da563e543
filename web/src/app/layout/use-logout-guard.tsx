import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { appTexts } from '../app.texts';

const texts = appTexts.unsentBeforeLogout;

// Only a member with unsent observations ever sees it: no one else loads it.
const loadConfirm = () => import('./logout-confirm');
/**
 * Without coverage, and before the service worker keeps the code, the dialog's code may not come: then the
 * browser's own question asks the same.
 */
const dialogLoads = (): Promise<boolean> =>
  loadConfirm().then(
    () => true,
    () => false,
  );
const LogoutConfirm = lazy(() => loadConfirm().then((module) => ({ default: module.LogoutConfirm })));

/** Observations from the forest that wait to be sent, on the device or in the page: logging out erases them. */
const unsentObservations = (): Promise<number> =>
  import('../../features/map/observations/outbox')
    .then(({ outbox }) => outbox.all())
    .then((waiting) => waiting.length)
    .catch(() => 0);

/**
 * "Logga ut" as a link that first asks when observations are still waiting to be sent (logging out erases
 * them from the device, docs/offline.md); otherwise it logs out at once. `confirm` is the question, to
 * render beside the link.
 */
export function useLogoutGuard(): { onLogout: (event: MouseEvent) => void; confirm: ReactNode } {
  const navigate = useNavigate();
  const [unsent, setUnsent] = useState(0);
  const logout = (): void => void navigate(portalRoutes.logout.path);
  const onLogout = (event: MouseEvent): void => {
    event.preventDefault();
    void unsentObservations().then(async (count) => {
      if (count === 0) logout();
      else if (await dialogLoads()) setUnsent(count);
      else if (window.confirm(`${texts.text(count)} ${texts.advice}`)) logout();
    });
  };
  const confirm = unsent > 0 && (
    <Suspense fallback={null}>
      <LogoutConfirm count={unsent} onStay={() => setUnsent(0)} onLogout={logout} />
    </Suspense>
  );
  return { onLogout, confirm };
}
