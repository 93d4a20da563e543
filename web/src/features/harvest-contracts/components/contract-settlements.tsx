import {
  SETTLEMENT_ASSORTMENT_LABELS,
  SETTLEMENT_SPECIES_LABELS,
  type ContractSettlement,
} from '#contracts/harvest-contracts';
import { formatAmount, formatDate, formatPrice } from '../../../lib/format';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { TableScroll } from '../../../ui/table-scroll';
import { documentPdfHref } from '../api/harvest-contracts';
import { formatVolumeNumber } from '../harvest-contracts-format';
import styles from '../harvest-contracts.module.css';
import { contractsTexts } from '../harvest-contracts.texts';

const texts = contractsTexts.settlements;

/** One avräkningsnota: its rows and how they add up to what was paid, with a link to the PDF. */
function Settlement({ settlement }: { settlement: ContractSettlement }) {
  const { apiRoot } = useRuntimeConfig();
  const captionId = `settlement-${settlement.id}`;
  const numeric = styles.numeric;
  const total = (label: string, ore: number, sign = '') => (
    <tr>
      <th scope="row" colSpan={4}>
        {label}
      </th>
      <td className={numeric}>
        {sign}
        {formatAmount(ore)}
      </td>
    </tr>
  );
  return (
    <div>
      <TableScroll labelledBy={captionId} className={styles.scroll}>
        <table className={styles.table}>
          <caption id={captionId}>
            {`${texts.caption(settlement.number)}, ${texts.kinds[settlement.kind].toLowerCase()} ${formatDate(settlement.settledOn)}`}
          </caption>
          <thead>
            <tr>
              <th scope="col">{texts.species}</th>
              <th scope="col">{texts.assortment}</th>
              <th scope="col" className={numeric}>
                {texts.volume}
              </th>
              <th scope="col" className={numeric}>
                {texts.price}
              </th>
              <th scope="col" className={numeric}>
                {texts.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {settlement.rows.map((row, index) => (
              <tr key={`${row.species}-${row.assortment}-${String(index)}`}>
                <td>{SETTLEMENT_SPECIES_LABELS[row.species]}</td>
                <td>{SETTLEMENT_ASSORTMENT_LABELS[row.assortment]}</td>
                <td className={numeric}>{formatVolumeNumber(row.volumeM3fub)}</td>
                <td className={numeric}>{formatPrice(row.priceOrePerM3fub)}</td>
                <td className={numeric}>{formatAmount(row.amountOre)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {total(texts.gross, settlement.grossOre)}
            {total(texts.cost, settlement.harvestingCostOre, '−')}
            {total(texts.insats, settlement.insatsDeductionOre, '−')}
            {settlement.vatOre > 0 && total(texts.vat, settlement.vatOre, '+')}
            {total(texts.net, settlement.netOre)}
          </tfoot>
        </table>
      </TableScroll>
      <p>
        {texts.paidTo[settlement.paidTo]}
        {settlement.documentId !== null && (
          <>
            {'. '}
            <a
              href={documentPdfHref(apiRoot, settlement.documentId)}
              aria-label={texts.documentOf(settlement.number)}
            >
              {texts.document}
            </a>
          </>
        )}
      </p>
    </div>
  );
}

export function ContractSettlements({ settlements }: { settlements: readonly ContractSettlement[] }) {
  return (
    <details className={styles.details}>
      <summary>{`${texts.heading} (${String(settlements.length)})`}</summary>
      {settlements.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        settlements.map((settlement) => <Settlement key={settlement.id} settlement={settlement} />)
      )}
    </details>
  );
}
