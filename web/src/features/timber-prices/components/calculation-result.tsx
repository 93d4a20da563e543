import type { Ref } from 'react';
import {
  TIMBER_ASSORTMENT_LABELS,
  TIMBER_SPECIES_LABELS,
  diameterClassLabel,
  type Calculation,
} from '#contracts/timber-prices';
import { formatEstimate, formatHectares, formatPrice } from '../../../lib/format';
import { Banner } from '../../../ui/banner';
import { TableScroll } from '../../../ui/table-scroll';
import { ResultBox } from '../../../ui/result-box';
import { formatNumber } from '../../../lib/format';
import styles from '../timber-prices.module.css';
import { timberPricesTexts } from '../timber-prices.texts';

const texts = timberPricesTexts.result;

/** The estimate: what was valued and how, the rows, and gross, cost and net in total and per hectare. */
export function CalculationResult({ result, ref }: { result: Calculation; ref: Ref<HTMLDivElement> }) {
  const factor = formatNumber(result.conversionFactor);
  const what =
    result.stand === null
      ? texts.plannedWhat
      : texts.standWhat(result.stand.estateDesignation, result.stand.number);
  const numeric = styles.numeric;
  return (
    <ResultBox ref={ref} headingId="calculation-result-heading" heading={texts.heading}>
      <Banner tone="info">
        <p>{texts.disclaimer}</p>
      </Banner>
      <p>{texts.of(what, result.priceList.name)}</p>
      <p>
        {result.stand === null ? texts.plannedRules(factor) : texts.rules(result.harvestSharePercent, factor)}{' '}
        {texts.volumes(
          formatNumber(result.harvestedVolumeM3sk),
          formatNumber(result.volumeM3fub),
          formatHectares(result.areaHa),
          result.age,
        )}
      </p>
      <TableScroll labelledBy="calculation-caption" className={styles.scroll}>
        <table className={styles.table}>
          <caption id="calculation-caption">{texts.caption}</caption>
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
            {result.rows.map((row) => (
              <tr key={`${row.species}-${row.assortment}`}>
                <td>{TIMBER_SPECIES_LABELS[row.species]}</td>
                <td>
                  {TIMBER_ASSORTMENT_LABELS[row.assortment]}
                  {row.diameterCm !== null && ` ${diameterClassLabel(row.diameterCm)}`}
                </td>
                <td className={numeric}>{formatNumber(row.volumeM3fub)}</td>
                <td className={numeric}>{formatPrice(row.priceOrePerM3fub)}</td>
                <td className={numeric}>{formatEstimate(row.amountOre)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {texts.gross}
              </th>
              <td className={numeric}>{formatEstimate(result.grossOre)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
                {texts.cost(formatPrice(result.harvestingCostOrePerM3fub))}
              </th>
              <td className={numeric}>−{formatEstimate(result.harvestingCostOre)}</td>
            </tr>
            <tr className={styles.strong}>
              <th scope="row" colSpan={4}>
                {texts.net}
              </th>
              <td className={numeric}>{formatEstimate(result.netOre)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
                {texts.grossPerHa}
              </th>
              <td className={numeric}>{formatEstimate(result.grossOrePerHa)}</td>
            </tr>
            <tr className={styles.strong}>
              <th scope="row" colSpan={4}>
                {texts.netPerHa}
              </th>
              <td className={numeric}>{formatEstimate(result.netOrePerHa)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </ResultBox>
  );
}
