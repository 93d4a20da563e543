import type { Estate, Stand } from '#contracts/estates';
import { formatHectares, formatNumber } from '../../../lib/format';
import { planDatesLine } from '../../../lib/forest-plan';
import { ChoiceFieldset, SuggestedFirst, useToggle, type CheckboxItem } from '../../../ui/choice-fieldset';
import styles from '../forest-decisions.module.css';
import { forestDecisionsTexts } from '../forest-decisions.texts';

const texts = forestDecisionsTexts.harvest;

/** An estate with a forest plan, its plan's dates, and its stands. */
export interface EstateStands {
  readonly estateId: string;
  readonly designation: string;
  readonly dates: Pick<Estate, 'inventoryDate' | 'rolledForwardTo'>;
  readonly stands: readonly Stand[];
}

/** The stand as it stands now: its figures rolled forward where the plan is, else as inventoried. */
function figuresNow(stand: Stand) {
  const rolled = stand.rolledForward;
  return {
    age: rolled?.age ?? stand.age,
    volume: rolled?.volumeTotal ?? stand.volumeTotal,
    action: stand.nextActionText ?? stand.proposedAction,
    felling: (rolled === null ? stand.proposedAction : rolled.nextAction) === 'Slutavverkning',
  };
}

/** One estate's stands: those ready for final felling first, the others folded away. */
function EstateGroup({
  group,
  firstId,
  selected,
  onToggle,
}: {
  group: EstateStands;
  firstId?: string | undefined;
  selected: readonly string[];
  onToggle: (standId: string, on: boolean) => void;
}) {
  const stands = [...group.stands]
    .sort((a, b) => a.number - b.number)
    .map((stand) => ({ stand, now: figuresNow(stand) }));
  const first = stands.find(({ now }) => now.felling) ?? stands[0];
  const item = (entry: (typeof stands)[number]): CheckboxItem => ({
    id: entry === first && firstId !== undefined ? firstId : `stand-${entry.stand.id}`,
    value: entry.stand.id,
    label: texts.standLabel(entry.stand.number, formatHectares(entry.stand.areaHa)),
    hint: texts.standHint(entry.now.age, `${formatNumber(entry.now.volume, 0)}\u00a0m³sk`, entry.now.action),
  });
  const others = stands.filter(({ now }) => !now.felling).map(item);
  const dates = planDatesLine(group.dates);
  return (
    <fieldset className={styles.estateGroup}>
      <legend className={styles.estateLegend}>{group.designation}</legend>
      {dates !== null && <p className={styles.planDates}>{dates}</p>}
      <SuggestedFirst
        suggested={stands.filter(({ now }) => now.felling).map(item)}
        others={others}
        othersSummary={texts.otherStands(others.length)}
        selected={selected}
        onToggle={onToggle}
      />
    </fieldset>
  );
}

/**
 * The member's stands to fell together, grouped by estate. `id` is the first checkbox's, where the error
 * summary sends focus; it is always shown, never folded away.
 */
export function StandChoices({
  id,
  groups,
  selected,
  error,
  onChange,
}: {
  id: string;
  groups: readonly EstateStands[];
  selected: readonly string[];
  error?: string | undefined;
  onChange: (standIds: string[]) => void;
}) {
  const toggle = useToggle(selected, onChange);
  return (
    <ChoiceFieldset describedBy={`${id}-group`} legend={texts.stands} hint={texts.standsHint} error={error}>
      {groups.map((group, index) => (
        <EstateGroup
          key={group.estateId}
          group={group}
          firstId={index === 0 ? id : undefined}
          selected={selected}
          onToggle={toggle}
        />
      ))}
    </ChoiceFieldset>
  );
}
