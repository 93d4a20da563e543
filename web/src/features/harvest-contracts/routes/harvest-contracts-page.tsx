import { Link } from 'react-router';
import type { HarvestContract } from '#contracts/harvest-contracts';
import { decideAccess, portalRoutes } from '#contracts/routes';
import { useProfile } from '../../../lib/profile';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { useContracts } from '../api/harvest-contracts';
import { ContractCard } from '../components/contract-card';
import styles from '../harvest-contracts.module.css';
import { contractsTexts } from '../harvest-contracts.texts';
import { startReads, type PageQueries } from '../../../lib/page-route';
import { harvestContractQueries } from '../api/harvest-contracts';

const texts = contractsTexts.contracts;

export const title = texts.title;

export function prefetch({ queryClient, api }: PageQueries): void {
  startReads([queryClient.query(harvestContractQueries.every(api))]);
}

function ContractList({
  heading,
  contracts,
  none,
  timelineOn,
}: {
  heading: string;
  contracts: readonly HarvestContract[];
  none: string;
  timelineOn: boolean;
}) {
  return (
    <section className={styles.section} aria-label={heading}>
      <h2>{heading}</h2>
      {contracts.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ul className={styles.list}>
          {contracts.map((contract) => (
            <li key={contract.id}>
              <ContractCard contract={contract} timelineOn={timelineOn} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Contracts() {
  const { data } = useContracts();
  const { flags } = useRuntimeConfig();
  if (data === null || data.contracts.length === 0) {
    return (
      <EmptyState
        title={texts.emptyTitle}
        action={<ButtonLink to={portalRoutes.contact.path}>{texts.action}</ButtonLink>}
      >
        {texts.emptyText}
      </EmptyState>
    );
  }
  const open = data.contracts.filter((contract) => !contract.status.finished);
  const finished = data.contracts.filter((contract) => contract.status.finished);
  return (
    <>
      <ContractList
        heading={texts.openHeading}
        contracts={open}
        none={texts.noneOpen}
        timelineOn={flags.contractTimeline}
      />
      <ContractList
        heading={texts.finishedHeading}
        contracts={finished}
        none={texts.noneFinished}
        timelineOn={flags.contractTimeline}
      />
    </>
  );
}

/** Kontrakt: the member's harvest and silviculture contracts, open first. */
export function Component() {
  const { flags } = useRuntimeConfig();
  const roles = useProfile().data?.roles ?? [];
  const showPrices = decideAccess(portalRoutes.timberPrices, roles, flags) === 'allow';
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      {showPrices && (
        <p className={styles.toolbar}>
          <Link to={portalRoutes.timberPrices.path}>{texts.timberPricesLink}</Link>
        </p>
      )}
      <SectionBoundary loading={<Skeleton lines={8} />}>
        <Contracts />
      </SectionBoundary>
    </>
  );
}
