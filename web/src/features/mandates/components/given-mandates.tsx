import { useState } from 'react';
import type { GivenMandate } from '#contracts/mandates';
import { SignedWithBankId } from '../../../lib/signed-with-bankid';
import { signedWithBankIdTexts } from '../../../lib/signed-with-bankid.texts';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { useGivenMandates } from '../api/mandates';
import { mandatesTexts } from '../mandates.texts';
import styles from '../mandates.module.css';
import { DocumentLink } from './document-link';
import { MandateCard } from './mandate-card';
import { RemoveMandateDialog } from './remove-mandate-dialog';

const texts = mandatesTexts.given;

/** The mandates the member has given; those that still work can be removed by whoever may change things. */
export function GivenMandates({
  canChange,
  onRemoved,
}: {
  canChange: boolean;
  onRemoved: (name: string) => void;
}) {
  const { data: mandates } = useGivenMandates();
  const [removing, setRemoving] = useState<GivenMandate>();
  if (mandates.length === 0)
    return (
      <EmptyState title={texts.emptyTitle} headingLevel={3}>
        {texts.emptyText}
      </EmptyState>
    );
  return (
    <>
      <ul className={styles.list}>
        {mandates.map((mandate) => (
          <li key={mandate.stakeholderRightId}>
            <MandateCard
              name={mandate.holderName}
              nameLabel={mandatesTexts.item.holder}
              mandate={mandate}
              evidence={
                <SignedWithBankId
                  signature={mandate.signature}
                  of={signedWithBankIdTexts.of.mandate(mandate.holderName)}
                />
              }
              actions={
                <>
                  <DocumentLink stakeholderRightId={mandate.stakeholderRightId} name={mandate.holderName} />
                  {canChange && mandate.status === 'active' && (
                    <Button variant="secondary" aria-haspopup="dialog" onClick={() => setRemoving(mandate)}>
                      {mandatesTexts.item.removeShort}{' '}
                      <span className="visually-hidden">
                        {mandatesTexts.item.removeFor(mandate.holderName)}
                      </span>
                    </Button>
                  )}
                </>
              }
            />
          </li>
        ))}
      </ul>
      <RemoveMandateDialog
        mandate={removing}
        onClose={() => setRemoving(undefined)}
        onRemoved={(name) => {
          setRemoving(undefined);
          onRemoved(name);
        }}
      />
    </>
  );
}
