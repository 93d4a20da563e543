import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import styles from '../map.module.css';
import { mapTexts as texts } from '../map.texts';

/** The map view uses the whole window: no footer, no floating widget (SPEC 2). */
export const title = texts.title;

export function Component() {
  return (
    <>
      <div className={styles.toolbar}>
        <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      </div>
      <div className={styles.canvas}>
        <EmptyState title={texts.emptyTitle}>{texts.emptyText}</EmptyState>
      </div>
    </>
  );
}
