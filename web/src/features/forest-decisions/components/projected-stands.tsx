import type { HarvestAlternatives } from '#contracts/forest-decisions';
import { TableScroll } from '../../../ui/table-scroll';
import styles from '../forest-decisions.module.css';
import { forestDecisionsTexts } from '../forest-decisions.texts';
import { AlternativesHead } from './alternatives-table';

const texts = forestDecisionsTexts.harvestResult;

/** Each stand's age, volume and class in each harvest year, and the plan year it was projected from. */
export function ProjectedStands({ result }: { result: HarvestAlternatives }) {
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
          <AlternativesHead first={texts.stand} alternatives={result.alternatives} />
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
