import { portalRoutes } from '#contracts/routes';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { authTexts } from '../auth.texts';

const texts = authTexts.loginSelection;

export const title = texts.title;

export function Component() {
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <EmptyState
        title={texts.emptyTitle}
        action={<ButtonLink to={portalRoutes.login.path}>{texts.toLogin}</ButtonLink>}
      >
        {texts.emptyText}
      </EmptyState>
    </>
  );
}
