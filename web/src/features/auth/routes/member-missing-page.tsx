import { Link } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { telHref } from '../../../lib/tel-href';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { ButtonLink } from '../../../ui/button';
import { PageHeading } from '../../../ui/page-heading';
import { authTexts } from '../auth.texts';

const texts = authTexts.memberMissing;

export const title = texts.title;

/**
 * `/medlemsaknas`: BankID identified someone the association does not know. The registration form is only
 * for those the association already holds as potential members (it needs that role), so the way in is to
 * contact the association; "Logga ut" ends whatever this browser still holds and returns to /login.
 */
export function Component() {
  const { associationName, supportEmail, supportPhone } = useRuntimeConfig();
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <h2>{texts.becomeMemberHeading}</h2>
      <p>
        {texts.becomeMember(associationName)}{' '}
        <Link to={portalRoutes.about.path}>{texts.aboutMembership}</Link>
      </p>
      <ul>
        <li>
          <a href={`mailto:${supportEmail}`}>
            {texts.email}: {supportEmail}
          </a>
        </li>
        {supportPhone !== undefined && (
          <li>
            {texts.phone}: <a href={telHref(supportPhone)}>{supportPhone}</a>
          </li>
        )}
      </ul>
      <p>{texts.wrong}</p>
      <p>
        <ButtonLink to={portalRoutes.logout.path} variant="secondary">
          {texts.logout}
        </ButtonLink>
      </p>
    </>
  );
}
