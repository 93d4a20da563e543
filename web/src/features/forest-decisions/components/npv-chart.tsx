import type { HarvestAlternative } from '#contracts/forest-decisions';
import { formatKronorShort } from '../../../lib/format';
import styles from '../forest-decisions.module.css';
import { forestDecisionsTexts } from '../forest-decisions.texts';

const texts = forestDecisionsTexts.harvestResult;

const BAR = 48;
const GAP = 28;
const TOP = 28;
const PLOT = 160;
const BOTTOM = 44;

/** A bar's short label: "218 tkr", "−12 tkr". */
const shortLabel = (ore: number): string =>
  ore < 0 ? `−${formatKronorShort(-ore)}` : formatKronorShort(ore);

/**
 * The net present value of each alternative as a bar from the zero line, down for a loss. One image with a
 * short name for assistive technology; the table after it holds the same figures for everyone.
 */
export function NpvChart({ alternatives }: { alternatives: readonly HarvestAlternative[] }) {
  const values = alternatives.map((alternative) => alternative.netPresentValueOre);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const yOf = (ore: number): number => TOP + ((max - ore) / span) * PLOT;
  const zero = yOf(0);
  const width = alternatives.length * (BAR + GAP) + GAP;
  const height = TOP + PLOT + BOTTOM;
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${String(width)} ${String(height)}`}
      role="img"
      aria-label={texts.chartLabel}
      style={{ maxWidth: `${String(width)}px` }}
    >
      <line x1={0} x2={width} y1={zero} y2={zero} stroke="currentColor" strokeWidth={1} />
      {alternatives.map((alternative, index) => {
        const x = GAP + index * (BAR + GAP);
        const end = yOf(alternative.netPresentValueOre);
        const loss = alternative.netPresentValueOre < 0;
        return (
          <g key={alternative.yearsFromNow}>
            <rect
              className={styles.bar}
              x={x}
              y={Math.min(end, zero)}
              width={BAR}
              height={Math.abs(end - zero)}
            />
            <text
              className={styles.chartText}
              x={x + BAR / 2}
              y={loss ? end + 16 : end - 6}
              textAnchor="middle"
            >
              {shortLabel(alternative.netPresentValueOre)}
            </text>
            <text className={styles.chartText} x={x + BAR / 2} y={TOP + PLOT + 36} textAnchor="middle">
              {texts.alternativeName(alternative.yearsFromNow)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
