import { Link } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { Banner } from '../../ui/banner';
import styles from './banners.module.css';
import { staffBannerTexts as texts } from './staff-banner.texts';

/** The login selection's search field: the banner's link lands on it, so staff can type at once. */
const MEMBER_SEARCH = `${portalRoutes.loginSelection.path}#medlemssok`;

/**
 * Shown to staff acting for a member on every page but login selection (loaded only for them): whose data it is, whether they may
 * change it (Editor) or only view it (Viewer), and the way back to the member search.
 */
export function StaffBanner({
  member,
  mayChange,
}: {
  member: { id: string; name: string };
  mayChange: boolean;
}) {
  return (
    <Banner tone="info" layout="page">
      <div className={styles.staff}>
        <p>
          <strong>{texts.whom(member.name, member.id)}</strong> {mayChange ? texts.editor : texts.viewer}
        </p>
        <Link to={MEMBER_SEARCH} className={styles.staffLink}>
          {texts.otherMember}
        </Link>
      </div>
    </Banner>
  );
}
