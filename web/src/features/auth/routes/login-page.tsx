import { Link } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { authTexts } from '../auth.texts';

const texts = authTexts.login;

export const title = texts.title;

export function Component() {
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <EmptyState
        title={texts.unavailableTitle}
        action={<ButtonLink to={portalRoutes.support.path}>{texts.support}</ButtonLink>}
      >
        {texts.unavailableText}
      </EmptyState>
      <p>
        <Link to={portalRoutes.accessibility.path}>{texts.accessibility}</Link>
      </p>
    </>
  );
}
