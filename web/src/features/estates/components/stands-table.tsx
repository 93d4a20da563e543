import type { Estate } from '#contracts/estates';
import { formatHectares } from '../../../lib/format';
import { TableScroll } from '../../../ui/table-scroll';
import { useStands } from '../api/estates';
import { formatDecimal, formatWhole } from '../estates-format';
import styles from '../estates.module.css';
import { estatesTexts } from '../estates.texts';

const texts = estatesTexts.stands;

/**
 * Every stand of one estate. Twelve columns do not fit a phone: the table scrolls sideways in a labelled
 * region that takes keyboard focus, with the stand number kept in view.
 */
export function StandsTable({ estate }: { estate: Estate }) {
  const { data } = useStands(estate.id);
  const stands = data?.stands ?? [];
  if (stands.length === 0) return <p>{estatesTexts.estate.noPlan}</p>;
  const captionId = `estate-${estate.id}-stands`;
  const numeric = styles.numeric;
  return (
    <>
      <p className={styles.hint}>{texts.scrollHint}</p>
      <TableScroll labelledBy={captionId} className={styles.scroll}>
        <table className={`${styles.table} ${styles.standsTable}`}>
          <caption id={captionId}>{texts.caption(estate.designation)}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.sticky}>
                {texts.number}
              </th>
              <th scope="col" className={numeric}>
                {texts.area}
              </th>
              <th scope="col" className={numeric}>
                {texts.age}
              </th>
              <th scope="col">{texts.siteIndex}</th>
              <th scope="col">{texts.cuttingClass}</th>
              <th scope="col">{texts.goalClass}</th>
              <th scope="col">{texts.species}</th>
              <th scope="col" className={numeric}>
                {texts.volumePerHa}
              </th>
              <th scope="col" className={numeric}>
                {texts.volumeTotal}
              </th>
              <th scope="col" className={numeric}>
                {texts.growth}
              </th>
              <th scope="col">{texts.action}</th>
            </tr>
          </thead>
          <tbody>
            {stands.map((stand) => (
              <tr key={stand.id}>
                <th scope="row" className={styles.sticky}>
                  {stand.number}
                </th>
                <td className={numeric}>{formatHectares(stand.areaHa)}</td>
                <td className={numeric}>{texts.years(stand.age)}</td>
                <td>{stand.siteIndex}</td>
                <td>{stand.cuttingClass}</td>
                <td>{stand.goalClass}</td>
                <td>
                  {stand.species.pine}/{stand.species.spruce}/{stand.species.deciduous}
                </td>
                <td className={numeric}>{formatWhole(stand.volumePerHa)}</td>
                <td className={numeric}>{formatWhole(stand.volumeTotal)}</td>
                <td className={numeric}>{formatDecimal(stand.growthPerHa)}</td>
                <td>
                  {stand.proposedAction}
                  {stand.proposedYear !== null && ` ${String(stand.proposedYear)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <h4 className={styles.legendHeading}>{texts.legendHeading}</h4>
      <dl className={styles.legend}>
        {texts.legend.map(([term, meaning]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
        {Object.entries(estatesTexts.goalClasses).map(([code, meaning]) => (
          <div key={code}>
            <dt>{code}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
