import { useSuspenseQuery } from '@tanstack/react-query';
import { portalRoutes } from '#contracts/routes';
import { useApiClient } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { overviewQueries } from '../api/overview';
import styles from '../overview.module.css';
import { overviewTexts } from '../overview.texts';

const texts = overviewTexts.economy;

/** The contracts still running: what, where, and the step they have reached. */
export function OpenContracts() {
  const { data } = useSuspenseQuery(overviewQueries.openContracts(useApiClient()));
  const contracts = data?.contracts ?? [];
  if (contracts.length === 0) {
    return (
      <EmptyState
        title={texts.noContractsTitle}
        headingLevel={3}
        action={
          <ButtonLink to={portalRoutes.contracts.path} variant="secondary">
            {texts.toContracts}
          </ButtonLink>
        }
      >
        {texts.noContractsText}
      </EmptyState>
    );
  }
  return (
    <>
      <ul className={styles.plainList}>
        {contracts.map((contract) => (
          <li key={contract.id} className={styles.row}>
            <span className={styles.stacked}>
              <span>
                {contract.operation}, {contract.estateDesignation}
              </span>
              <span className={styles.meta}>{texts.contractNumber(contract.number)}</span>
            </span>
            <span className={styles.stacked}>
              <span>{contract.currentStep}</span>
              <span className={styles.meta}>{formatDate(contract.currentStepOn)}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ButtonLink to={portalRoutes.contracts.path}>{texts.toContracts}</ButtonLink>
      </div>
    </>
  );
}
