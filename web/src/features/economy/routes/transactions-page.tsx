import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { economyTexts } from '../economy.texts';

const texts = economyTexts.transactions;

export const title = texts.title;

export function Component() {
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <EmptyState title={texts.emptyTitle}>{texts.emptyText}</EmptyState>
    </>
  );
}
