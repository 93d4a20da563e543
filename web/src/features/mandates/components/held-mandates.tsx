import { EmptyState } from '../../../ui/empty-state';
import { useHeldMandates } from '../api/mandates';
import { mandatesTexts } from '../mandates.texts';
import styles from '../mandates.module.css';
import { DocumentLink } from './document-link';
import { MandateCard } from './mandate-card';

const texts = mandatesTexts.held;

/** The mandates the signed-in person holds: whom they can act for, read-only, when they log in. */
export function HeldMandates() {
  const { data: mandates } = useHeldMandates();
  if (mandates.length === 0)
    return (
      <EmptyState title={texts.emptyTitle} headingLevel={3}>
        {texts.emptyText}
      </EmptyState>
    );
  return (
    <ul className={styles.list}>
      {mandates.map((mandate) => (
        <li key={mandate.stakeholderRightId}>
          <MandateCard
            name={mandate.grantorName}
            nameLabel={texts.from}
            mandate={mandate}
            actions={
              <DocumentLink stakeholderRightId={mandate.stakeholderRightId} name={mandate.grantorName} />
            }
          />
        </li>
      ))}
    </ul>
  );
}
