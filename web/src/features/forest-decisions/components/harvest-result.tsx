import type { Ref } from 'react';
import type { HarvestAlternatives } from '#contracts/forest-decisions';
import { formatAmount, formatPercent } from '../../../lib/format';
import { Banner } from '../../../ui/banner';
import { TableScroll } from '../../../ui/table-scroll';
import styles from '../forest-decisions.module.css';
import { forestDecisionsTexts } from '../forest-decisions.texts';
import { AlternativesTable } from './alternatives-table';
import { NpvChart } from './npv-chart';

const texts = forestDecisionsTexts.harvestResult;

/** Which alternative is worth most today, and how much more than felling now (or, when now is best, the next best). */
function BestSentence({ result }: { result: HarvestAlternatives }) {
  const { alternatives, bestYearsFromNow } = result;
  const best = alternatives.find((alternative) => alternative.yearsFromNow === bestYearsFromNow);
  if (best === undefined) return null;
  const others = alternatives.filter((alternative) => alternative !== best);
  const compared =
    bestYearsFromNow === 0
      ? [...others].sort((a, b) => b.netPresentValueOre - a.netPresentValueOre)[0]
      : others.find((alternative) => alternative.yearsFromNow === 0);
  const name = texts.alternativeName;
  return (
    <p className={styles.best}>
      {texts.best(
        name(best.yearsFromNow),
        formatPercent(result.discountRateBp / 100),
        formatAmount(best.netPresentValueOre),
      )}
      {compared !== undefined &&
        ` ${texts.more(
          formatAmount(best.netPresentValueOre - compared.netPresentValueOre),
          name(compared.yearsFromNow),
        )}`}
    </p>
  );
}

/** Each stand's age, volume and class in each harvest year, and the plan year it was projected from. */
function ProjectedStands({ result }: { result: HarvestAlternatives }) {
  const captionId = 'harvest-stands-caption';
  return (
    <>
      <h4>{texts.standsHeading}</h4>
      <ul className={styles.notes}>
        {result.stands.map((stand) => (
          <li key={stand.id}>
            {stand.inventoryYear === null
              ? texts.noInventoryYear(stand.number, stand.estateDesignation)
              : texts.projectedFrom(stand.number, stand.estateDesignation, stand.inventoryYear)}
          </li>
        ))}
      </ul>
      <TableScroll labelledBy={captionId} className={styles.scroll}>
        <table className={styles.table}>
          <caption id={captionId}>{texts.standsCaption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.sticky}>
                {texts.stand}
              </th>
              {result.alternatives.map((alternative) => (
                <th key={alternative.yearsFromNow} scope="col">
                  {texts.alternative(alternative.yearsFromNow, alternative.year)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.stands.map((stand) => (
              <tr key={stand.id}>
                <th scope="row" className={styles.sticky}>
                  {texts.standName(stand.number, stand.estateDesignation)}
                </th>
                {stand.projected.map((figures) => (
                  <td key={figures.year}>
                    {texts.projectedFigures(figures.age, figures.volumePerHa, figures.cuttingClass)}
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

/** The comparison: which is worth most, the chart of present values, the alternatives side by side. */
export function HarvestResult({ result, ref }: { result: HarvestAlternatives; ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} className={styles.result} aria-labelledby="harvest-result-heading">
      <h3 id="harvest-result-heading">{texts.heading}</h3>
      <BestSentence result={result} />
      <Banner tone="info">
        <p>{texts.disclaimer}</p>
      </Banner>
      <p>{texts.prices(result.priceLists.map((list) => list.name).join(', '))}</p>
      <h4>{texts.chartHeading}</h4>
      <NpvChart alternatives={result.alternatives} />
      <AlternativesTable alternatives={result.alternatives} />
      <ProjectedStands result={result} />
    </div>
  );
}
