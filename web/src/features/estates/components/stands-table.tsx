import type { Estate, Stand, StandRolledForward } from '#contracts/estates';
import { formatHectares } from '../../../lib/format';
import { rolledYearOf, type PlanView } from '../../../lib/forest-plan';
import { TableScroll } from '../../../ui/table-scroll';
import { useStands } from '../api/estates';
import { formatDecimal, formatWhole } from '../estates-format';
import styles from '../estates.module.css';
import { estatesTexts } from '../estates.texts';

const texts = estatesTexts.stands;

interface Column {
  readonly heading: string;
  readonly numeric?: boolean;
  readonly cell: (stand: Stand) => string;
}

const proposed = (stand: Stand): string =>
  stand.proposedYear === null
    ? stand.proposedAction
    : `${stand.proposedAction} ${String(stand.proposedYear)}`;

/** The plan's own columns, as inventoried. */
const PLAN = {
  area: { heading: texts.area, numeric: true, cell: (stand) => formatHectares(stand.areaHa) },
  age: { heading: texts.age, numeric: true, cell: (stand) => texts.years(stand.age) },
  siteIndex: { heading: texts.siteIndex, cell: (stand) => stand.siteIndex },
  cuttingClass: { heading: texts.cuttingClass, cell: (stand) => stand.cuttingClass },
  goalClass: { heading: texts.goalClass, cell: (stand) => stand.goalClass },
  species: {
    heading: texts.species,
    cell: ({ species }) => `${String(species.pine)}/${String(species.spruce)}/${String(species.deciduous)}`,
  },
  volumePerHa: { heading: texts.volumePerHa, numeric: true, cell: (stand) => formatWhole(stand.volumePerHa) },
  volumeTotal: { heading: texts.volumeTotal, numeric: true, cell: (stand) => formatWhole(stand.volumeTotal) },
  growth: { heading: texts.growth, numeric: true, cell: (stand) => formatDecimal(stand.growthPerHa) },
  action: { heading: texts.action, cell: proposed },
} satisfies Record<string, Column>;

/**
 * The stand number is the row's header, before these. What to do, and the class and age that say why, come
 * first: a phone shows them without scrolling sideways; the figures follow.
 */
const INVENTORIED: readonly Column[] = [
  PLAN.action,
  PLAN.cuttingClass,
  PLAN.age,
  PLAN.area,
  PLAN.siteIndex,
  PLAN.goalClass,
  PLAN.species,
  PLAN.volumePerHa,
  PLAN.volumeTotal,
  PLAN.growth,
];

/**
 * The same columns as rolled forward, in the same order (the plan's site index, goal class and species do
 * not grow), the roll's next action first and the mean height among the figures. A stand the roll has not
 * reached shows as inventoried.
 */
function rolledColumns(): readonly Column[] {
  const rolled =
    (column: Column, figure: (rolled: StandRolledForward) => string): Column['cell'] =>
    (stand) =>
      stand.rolledForward === null ? column.cell(stand) : figure(stand.rolledForward);
  const meanHeight: Column = { heading: texts.meanHeight, numeric: true, cell: () => texts.noValue };
  return [
    { heading: texts.nextAction, cell: (stand) => stand.nextActionText ?? texts.noAction },
    { ...PLAN.cuttingClass, cell: rolled(PLAN.cuttingClass, (figures) => figures.cuttingClass) },
    { ...PLAN.age, cell: rolled(PLAN.age, (figures) => texts.years(figures.age)) },
    PLAN.area,
    PLAN.siteIndex,
    PLAN.goalClass,
    PLAN.species,
    { ...meanHeight, cell: rolled(meanHeight, (figures) => formatDecimal(figures.meanHeight)) },
    { ...PLAN.volumePerHa, cell: rolled(PLAN.volumePerHa, (figures) => formatWhole(figures.volumePerHa)) },
    { ...PLAN.volumeTotal, cell: rolled(PLAN.volumeTotal, (figures) => formatWhole(figures.volumeTotal)) },
    { ...PLAN.growth, cell: rolled(PLAN.growth, (figures) => formatDecimal(figures.growthPerHa)) },
  ];
}

/**
 * Every stand of one estate, as inventoried or as rolled forward. Twelve columns do not fit a phone: the
 * table scrolls sideways in a labelled region that takes keyboard focus, with the stand number kept in view
 * and what matters most in the columns next to it.
 */
export function StandsTable({ estate, view }: { estate: Estate; view: PlanView }) {
  const { data } = useStands(estate.id);
  const stands = data?.stands ?? [];
  if (stands.length === 0) return <p>{estatesTexts.estate.noPlan}</p>;
  const rolledYear = rolledYearOf(estate);
  const columns = view === 'rolled' && rolledYear !== null ? rolledColumns() : INVENTORIED;
  const captionId = `estate-${estate.id}-stands`;
  const numeric = (column: Column) => (column.numeric === true ? styles.numeric : undefined);
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
              {columns.map((column) => (
                <th key={column.heading} scope="col" className={numeric(column)}>
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stands.map((stand) => (
              <tr key={stand.id}>
                <th scope="row" className={styles.sticky}>
                  {stand.number}
                </th>
                {columns.map((column) => (
                  <td key={column.heading} className={numeric(column)}>
                    {column.cell(stand)}
                  </td>
                ))}
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
