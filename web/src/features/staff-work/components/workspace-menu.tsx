import { NavLink } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { meetingsErrandTexts } from '../meetings-errand.texts';
import { staffWorkTexts as texts } from '../staff-work.texts';
import styles from '../staff-work.module.css';

/**
 * The workspace's own menu: the work list, the advisors' free hours, and choosing a member to view or serve
 * (`/loggain`).
 */
export function WorkspaceMenu() {
  return (
    <nav aria-label={texts.menu.label} className={styles.menu}>
      <ul>
        <li>
          <NavLink to={portalRoutes.staffWork.path} end>
            {texts.menu.work}
          </NavLink>
        </li>
        <li>
          <NavLink to={portalRoutes.staffTimes.path}>{meetingsErrandTexts.times.title}</NavLink>
        </li>
        <li>
          <NavLink to={portalRoutes.loginSelection.path}>{texts.menu.choose}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
