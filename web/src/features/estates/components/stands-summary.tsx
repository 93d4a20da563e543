import type { Estate, StandsSummary as Summary } from '#contracts/estates';
import { formatHectares } from '../../../lib/format';
import { TableScroll } from '../../../ui/table-scroll';
import { formatArea, formatWhole } from '../estates-format';
import styles from '../estates.module.css';
import { estatesTexts } from '../estates.texts';

const texts = estatesTexts.summary;

/** Area and volume per huggningsklass, and area per age class as a bar chart with a table beside it. */
export function StandsSummary({ estate, summary }: { estate: Estate; summary: Summary }) {
  const headingId = `estate-${estate.id}-summary`;
  const ageHeadingId = `estate-${estate.id}-ages`;
  const largest = Math.max(...summary.byAgeClass.map((entry) => entry.areaHa), 0.1);
  return (
    <section aria-labelledby={headingId} className={styles.summary}>
      <h3 id={headingId}>{texts.heading}</h3>
      <div className={styles.summaryGrid}>
        <div>
          <TableScroll label={texts.classCaption}>
            <table className={`${styles.table} ${styles.compact}`}>
              <caption>{texts.classCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{texts.classColumn}</th>
                  <th scope="col" className={styles.numeric}>
                    {texts.areaColumn}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {texts.volumeColumn}
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.byCuttingClass.map((entry) => (
                  <tr key={entry.cuttingClass}>
                    <th scope="row">
                      <span className={styles.code}>{entry.cuttingClass}</span>{' '}
                      <span className={styles.explanation}>
                        {estatesTexts.cuttingClasses[entry.cuttingClass]}
                      </span>
                    </th>
                    <td className={styles.numeric}>{formatArea(entry.areaHa)}</td>
                    <td className={styles.numeric}>{formatWhole(entry.volume)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{texts.total}</th>
                  <td className={styles.numeric}>{formatArea(summary.areaHa)}</td>
                  <td className={styles.numeric}>{formatWhole(summary.volumeTotal)}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        </div>
        <div>
          <h4 id={ageHeadingId} className={styles.chartHeading}>
            {texts.ageHeading}
          </h4>
          <ul className={styles.chart} aria-labelledby={ageHeadingId}>
            {summary.byAgeClass.map((entry) => (
              <li key={entry.ageClass} className={styles.bar}>
                <span className={styles.barLabel}>{texts.ageValue(entry.ageClass)}</span>{' '}
                <span className={styles.barTrack} aria-hidden="true">
                  <span
                    className={styles.barFill}
                    style={{ width: `${String((entry.areaHa / largest) * 100)}%` }}
                  />
                </span>{' '}
                <span className={styles.barValue}>{formatHectares(entry.areaHa)}</span>
              </li>
            ))}
          </ul>
          <details className={styles.details}>
            <summary>{texts.ageTableToggle}</summary>
            <TableScroll label={texts.ageCaption}>
              <table className={styles.table}>
                <caption className="visually-hidden">{texts.ageCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{texts.ageColumn}</th>
                    <th scope="col" className={styles.numeric}>
                      {texts.areaColumn}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {summary.byAgeClass.map((entry) => (
                    <tr key={entry.ageClass}>
                      <th scope="row">{texts.ageValue(entry.ageClass)}</th>
                      <td className={styles.numeric}>{formatArea(entry.areaHa)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </details>
        </div>
      </div>
    </section>
  );
}
