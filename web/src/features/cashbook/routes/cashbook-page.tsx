import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { cashbookTexts } from '../cashbook.texts';

const texts = cashbookTexts.cashbook;

export const title = texts.title;

export function Component() {
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <EmptyState title={texts.emptyTitle}>{texts.emptyText}</EmptyState>
    </>
  );
}
