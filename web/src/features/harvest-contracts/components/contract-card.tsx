import { useNavigate } from 'react-router';
import {
  CONTRACT_FORM_EXPLANATIONS,
  CONTRACT_FORM_LABELS,
  CONTRACT_OPERATION_LABELS,
  stepLabel,
  type HarvestContract,
} from '#contracts/harvest-contracts';
import { portalRoutes } from '#contracts/routes';
import { formatAmount, formatDate, formatHectares, formatPrice } from '../../../lib/format';
import { goToOnMapLoad } from '../../../lib/map-navigation';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { ButtonLink } from '../../../ui/button';
import { documentPdfHref } from '../api/harvest-contracts';
import { formatM3fub } from '../harvest-contracts-format';
import styles from '../harvest-contracts.module.css';
import { contractsTexts } from '../harvest-contracts.texts';
import { ContractSettlements } from './contract-settlements';
import { ContractTimeline } from './contract-timeline';

const texts = contractsTexts.card;

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Prices({ contract }: { contract: HarvestContract }) {
  return (
    <>
      {contract.priceList !== null && <Fact term={texts.priceList}>{contract.priceList}</Fact>}
      {contract.harvestingCostOrePerM3fub !== null && (
        <Fact term={texts.harvestingCost}>
          {texts.perM3fub(formatPrice(contract.harvestingCostOrePerM3fub))}
        </Fact>
      )}
      {contract.fixedPriceOre !== null && (
        <Fact term={texts.fixedPrice}>{formatPrice(contract.fixedPriceOre)}</Fact>
      )}
      {contract.silviculturePriceOrePerHa !== null && (
        <Fact term={texts.silviculturePrice}>
          {texts.perHa(
            formatPrice(contract.silviculturePriceOrePerHa),
            formatAmount(Math.round(contract.silviculturePriceOrePerHa * contract.areaHa)),
          )}
        </Fact>
      )}
    </>
  );
}

/** One contract: what, where, how much, how far it has come, its settlements and a way to it on the map. */
export function ContractCard({ contract, timelineOn }: { contract: HarvestContract; timelineOn: boolean }) {
  const navigate = useNavigate();
  const { apiRoot } = useRuntimeConfig();
  const headingId = `contract-${contract.id}`;
  const geometry = contract.geometry;
  const { status } = contract;
  const isHarvest = contract.form !== 'skogsvard';
  return (
    <article
      className={`${styles.card} ${status.finished ? styles.finished : ''}`}
      aria-labelledby={headingId}
    >
      <div className={styles.header}>
        <div>
          <h3 id={headingId} className={styles.heading}>
            {texts.heading(CONTRACT_OPERATION_LABELS[contract.operation], contract.estate.designation)}
          </h3>
          <p className={styles.form}>
            {CONTRACT_FORM_LABELS[contract.form]}: {CONTRACT_FORM_EXPLANATIONS[contract.form]}
          </p>
        </div>
        <span className={styles.badge}>{status.finished ? texts.finished : texts.open}</span>
      </div>
      <dl className={styles.facts}>
        <Fact term={texts.number}>{contract.number}</Fact>
        <Fact term={texts.status}>
          {status.step === null || status.on === null
            ? texts.noStatus
            : texts.statusOn(stepLabel(contract.form, status.step), formatDate(status.on))}
        </Fact>
        <Fact term={texts.area}>{formatHectares(contract.areaHa)}</Fact>
        {contract.estimatedVolumeM3fub !== null && (
          <Fact term={texts.estimatedVolume}>{formatM3fub(contract.estimatedVolumeM3fub)}</Fact>
        )}
        {isHarvest && (
          <Fact term={texts.measuredVolume}>
            {contract.measuredVolumeM3fub === null
              ? texts.notMeasured
              : formatM3fub(contract.measuredVolumeM3fub)}
          </Fact>
        )}
        <Prices contract={contract} />
        {isHarvest && <Fact term={texts.paymentForm}>{texts.paymentForms[contract.paymentForm]}</Fact>}
        <Fact term={texts.signedOn}>
          {contract.signedOn === null ? texts.notSigned : formatDate(contract.signedOn)}
        </Fact>
        {contract.validUntil !== null && (
          <Fact term={texts.validUntil}>{formatDate(contract.validUntil)}</Fact>
        )}
      </dl>
      <div className={styles.actions}>
        {geometry !== undefined && (
          <ButtonLink
            variant="secondary"
            to={portalRoutes.map.path}
            aria-label={texts.showOnMapOf(contract.number)}
            onClick={(event) => {
              event.preventDefault();
              goToOnMapLoad(geometry);
              void navigate(portalRoutes.map.path);
            }}
          >
            {texts.showOnMap}
          </ButtonLink>
        )}
        {contract.documentId !== null && (
          <a
            href={documentPdfHref(apiRoot, contract.documentId)}
            aria-label={texts.contractDocumentOf(contract.number)}
          >
            {texts.contractDocument}
          </a>
        )}
      </div>
      {isHarvest && <ContractSettlements settlements={contract.settlements} />}
      {timelineOn && contract.timeline !== null && (
        <ContractTimeline contract={contract} timeline={contract.timeline} />
      )}
    </article>
  );
}
