import { portalRoutes } from '#contracts/routes';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { servicesTexts } from '../services.texts';

const texts = servicesTexts.services;

export const title = texts.title;

export function Component() {
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <EmptyState
        title={texts.emptyTitle}
        action={<ButtonLink to={portalRoutes.contact.path}>{texts.action}</ButtonLink>}
      >
        {texts.emptyText}
      </EmptyState>
    </>
  );
}
