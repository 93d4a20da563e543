import { portalRoutes } from '#contracts/routes';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { estatesTexts } from '../estates.texts';

const texts = estatesTexts.estates;

export const title = texts.title;

export function Component() {
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <EmptyState
        title={texts.emptyTitle}
        action={<ButtonLink to={portalRoutes.map.path}>{texts.action}</ButtonLink>}
      >
        {texts.emptyText}
      </EmptyState>
    </>
  );
}
