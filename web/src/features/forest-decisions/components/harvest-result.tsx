import type { Ref } from 'react';
import type { HarvestAlternatives } from '#contracts/forest-decisions';
import { formatAmount, formatPercent } from '../../../lib/format';
import { Banner } from '../../../ui/banner';
import { ResultBox } from '../../../ui/result-box';
import styles from '../forest-decisions.module.css';
import { forestDecisionsTexts } from '../forest-decisions.texts';
import { AlternativesTable } from './alternatives-table';
import { NpvChart } from './npv-chart';
import { ProjectedStands } from './projected-stands';

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

/** The comparison: which is worth most, the chart of present values, the alternatives side by side. */
export function HarvestResult({ result, ref }: { result: HarvestAlternatives; ref: Ref<HTMLDivElement> }) {
  return (
    <ResultBox ref={ref} headingId="harvest-result-heading" heading={texts.heading}>
      <BestSentence result={result} />
      <div className={styles.notice}>
        <Banner tone="info">
          <p>{texts.disclaimer}</p>
        </Banner>
      </div>
      <p>{texts.prices(result.priceLists.map((list) => list.name).join(', '))}</p>
      <h4>{texts.chartHeading}</h4>
      <NpvChart alternatives={result.alternatives} />
      <AlternativesTable alternatives={result.alternatives} />
      <ProjectedStands result={result} />
    </ResultBox>
  );
}
