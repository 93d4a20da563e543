import type { PayoutYear } from '#contracts/economy';
import { formatAmount, formatKronorShort } from '../../../lib/format';
import tableStyles from '../../../ui/table.module.css';
import { economyTexts } from '../economy.texts';
import styles from '../economy.module.css';
import { TableScroll } from '../../../ui/table-scroll';

const texts = economyTexts.economy;

const BAR = 36;
const GAP = 24;
const TOP = 28;
const PLOT = 160;
const BOTTOM = 28;

/**
 * Money paid to the member per year as bars, with planned payouts stacked on top in a lighter, dashed
 * style. The picture is one image with a short name for assistive technology; the table below holds the
 * same figures for everyone.
 */
export function PayoutChart({ years }: { years: readonly PayoutYear[] }) {
  const max = Math.max(1, ...years.map((entry) => entry.paidOre + entry.plannedOre));
  const width = years.length * (BAR + GAP) + GAP;
  const height = TOP + PLOT + BOTTOM;
  const scale = (ore: number): number => (ore / max) * PLOT;
  return (
    <>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${String(width)} ${String(height)}`}
        role="img"
        aria-label={texts.chartLabel}
        style={{ maxWidth: `${String(Math.max(width, 240))}px` }}
      >
        <line x1={0} x2={width} y1={TOP + PLOT} y2={TOP + PLOT} stroke="currentColor" strokeWidth={1} />
        {years.map((entry, index) => {
          const x = GAP + index * (BAR + GAP);
          const paid = scale(entry.paidOre);
          const planned = scale(entry.plannedOre);
          const total = entry.paidOre + entry.plannedOre;
          return (
            <g key={entry.year}>
              {paid > 0 && (
                <rect className={styles.barPaid} x={x} y={TOP + PLOT - paid} width={BAR} height={paid} />
              )}
              {planned > 0 && (
                <rect
                  className={styles.barPlanned}
                  x={x}
                  y={TOP + PLOT - paid - planned}
                  width={BAR}
                  height={planned}
                />
              )}
              {total > 0 && (
                <text
                  className={styles.chartText}
                  x={x + BAR / 2}
                  y={TOP + PLOT - paid - planned - 6}
                  textAnchor="middle"
                >
                  {formatKronorShort(total)}
                </text>
              )}
              <text className={styles.chartText} x={x + BAR / 2} y={TOP + PLOT + 20} textAnchor="middle">
                {entry.year}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={styles.swatchPaid} /> {texts.paid}
        </li>
        <li>
          <span className={styles.swatchPlanned} /> {texts.planned}
        </li>
      </ul>
      <TableScroll label={texts.chartCaption}>
        <table className={tableStyles.table}>
          <caption>{texts.chartCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.year}</th>
              <th scope="col" className={styles.number}>
                {texts.paid}
              </th>
              <th scope="col" className={styles.number}>
                {texts.planned}
              </th>
            </tr>
          </thead>
          <tbody>
            {years.map((entry) => (
              <tr key={entry.year}>
                <th scope="row">{entry.year}</th>
                <td className={styles.number}>{formatAmount(entry.paidOre)}</td>
                <td className={styles.number}>
                  {entry.plannedOre > 0 ? formatAmount(entry.plannedOre) : '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
