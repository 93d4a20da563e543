import type { Estate } from '#contracts/estates';
import { SegmentedChoice } from '../ui/segmented-choice';
import { formatLongDate } from './format';
import { forestPlanTexts as texts } from './forest-plan.texts';

/**
 * A forest plan seen as inventoried or as rolled forward to the latest 1 September (docs/forest-growth.md
 * 10): the line under an estate's designation and the choice between the two. The next action's words are
 * contracts/estates.ts's `nextActionText`, as the server's.
 */

export type PlanView = 'rolled' | 'inventoried';

type PlanDates = Pick<Estate, 'inventoryDate' | 'rolledForwardTo'>;

/** "Inventerad 12 juni 2019 · Framskriven till 1 september 2026"; null for a plan with neither. */
export function planDatesLine({ inventoryDate, rolledForwardTo }: PlanDates): string | null {
  const parts = [
    inventoryDate === null ? null : texts.inventoried(formatLongDate(inventoryDate)),
    rolledForwardTo === null ? null : texts.rolledTo(formatLongDate(rolledForwardTo)),
  ].filter((part) => part !== null);
  return parts.length === 0 ? null : parts.join(' · ');
}

/** The year a rolled plan's figures are for; null while the plan is not rolled. */
export const rolledYearOf = ({ rolledForwardTo }: PlanDates): number | null =>
  rolledForwardTo === null ? null : Number(rolledForwardTo.slice(0, 4));

/** The choice between the plan as rolled forward (first, and the default) and as inventoried. */
export function PlanViewChoice({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: PlanView;
  onChange: (view: PlanView) => void;
}) {
  return (
    <SegmentedChoice
      legend={legend}
      hint={value === 'rolled' ? texts.rolledHint : texts.inventoriedHint}
      value={value}
      options={[
        { value: 'rolled', label: texts.rolled },
        { value: 'inventoried', label: texts.asInventoried },
      ]}
      onChange={onChange}
    />
  );
}
