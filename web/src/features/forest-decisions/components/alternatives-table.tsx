import type { ReactNode } from 'react';
import type { FOLLOW_UP_SERVICES, HarvestAlternative } from '#contracts/forest-decisions';
import { formatAmount, formatNumber } from '../../../lib/format';
import { TableScroll } from '../../../ui/table-scroll';
import styles from '../forest-decisions.module.css';
import { forestDecisionsTexts } from '../forest-decisions.texts';

const texts = forestDecisionsTexts.harvestResult;

// In the texts' order, which is the answer's. Read from the texts: the contracts that list them would bring
// their schemas along with the page.
const ASSORTMENTS = Object.keys(texts.assortments) as (keyof typeof texts.assortments)[];
const FOLLOW_UPS = Object.keys(texts.followUps) as (typeof FOLLOW_UP_SERVICES)[number][];

interface Row {
  readonly key: string;
  readonly label: string;
  readonly cell: (alternative: HarvestAlternative) => ReactNode;
  readonly strong?: boolean;
}

/** Money out: "−92 535,04 kr", and nothing out as "0,00 kr". */
const outgoing = (ore: number): string => formatAmount(ore === 0 ? 0 : -ore);

/** A follow-up service's cost, as money out, and the year it falls. */
function followUpCell(
  alternative: HarvestAlternative,
  service: (typeof FOLLOW_UP_SERVICES)[number],
): ReactNode {
  const followUp = alternative.followUps.find((candidate) => candidate.service === service);
  if (followUp === undefined) return '–';
  return (
    <>
      {outgoing(followUp.costOre)} <span className={styles.sub}>{texts.inYear(followUp.year)}</span>
    </>
  );
}

function rowsOf(alternatives: readonly HarvestAlternative[]): Row[] {
  const assortments = ASSORTMENTS.filter((assortment) =>
    alternatives.some((alternative) => alternative.volumeByAssortmentM3fub[assortment] > 0),
  );
  return [
    ...assortments.map((assortment) => ({
      key: assortment,
      label: texts.assortments[assortment],
      cell: (alternative: HarvestAlternative) =>
        formatNumber(alternative.volumeByAssortmentM3fub[assortment]),
    })),
    { key: 'volume', label: texts.volume, cell: (alternative) => formatNumber(alternative.volumeM3fub) },
    { key: 'gross', label: texts.gross, cell: (alternative) => formatAmount(alternative.grossOre) },
    {
      key: 'harvesting',
      label: texts.harvestingCost,
      cell: (alternative) => outgoing(alternative.harvestingCostOre),
    },
    { key: 'timber', label: texts.timberNet, cell: (alternative) => formatAmount(alternative.timberNetOre) },
    ...FOLLOW_UPS.map((service) => ({
      key: service,
      label: texts.followUps[service],
      cell: (alternative: HarvestAlternative) => followUpCell(alternative, service),
    })),
    { key: 'net', label: texts.net, cell: (alternative) => formatAmount(alternative.netOre) },
    {
      key: 'npv',
      label: texts.presentValue,
      cell: (alternative) => formatAmount(alternative.netPresentValueOre),
      strong: true,
    },
  ];
}

/** The head of a table with a column per alternative: the rows' heading, then "Nu (2026)", "Om 5 år (2031)"… */
export function AlternativesHead({
  first,
  alternatives,
  numeric = false,
}: {
  first: string;
  alternatives: readonly Pick<HarvestAlternative, 'yearsFromNow' | 'year'>[];
  numeric?: boolean;
}) {
  return (
    <thead>
      <tr>
        <th scope="col" className={styles.sticky}>
          {first}
        </th>
        {alternatives.map((alternative) => (
          <th key={alternative.yearsFromNow} scope="col" className={numeric ? styles.numeric : undefined}>
            {texts.alternative(alternative.yearsFromNow, alternative.year)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * The alternatives side by side, a column each: volumes by assortment, value, costs with the year each
 * falls, and the net present value. Too wide for a phone, it scrolls sideways in its own region.
 */
export function AlternativesTable({ alternatives }: { alternatives: readonly HarvestAlternative[] }) {
  const captionId = 'harvest-alternatives-caption';
  return (
    <>
      <p className={styles.hint}>{texts.scrollHint}</p>
      <TableScroll labelledBy={captionId} className={styles.scroll}>
        <table className={styles.table}>
          <caption id={captionId}>{texts.caption}</caption>
          <AlternativesHead first={texts.figure} alternatives={alternatives} numeric />
          <tbody>
            {rowsOf(alternatives).map((row) => (
              <tr key={row.key} className={row.strong === true ? styles.strong : undefined}>
                <th scope="row" className={styles.sticky}>
                  {row.label}
                </th>
                {alternatives.map((alternative) => (
                  <td key={alternative.yearsFromNow} className={styles.numeric}>
                    {row.cell(alternative)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
