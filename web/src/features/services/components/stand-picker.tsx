import type { Stand } from '#contracts/estates';
import { formatHectares } from '../../../lib/format';
import { ChoiceFieldset, SuggestedFirst, useToggle } from '../../../ui/choice-fieldset';
import { servicesTexts } from '../services.texts';

const texts = servicesTexts.form;

/**
 * The stands of the estate's forest plan to order for: those whose next action now the service carries out,
 * and that are not ordered already, first; the others folded away. Each says what the services page's
 * recommendation says of it (contracts/estates.ts `standStateLine`), and which order already covers it. `id` is the first checkbox's id, where the error summary sends focus.
 */
export function StandPicker({
  id,
  stands,
  forActions,
  selected,
  error,
  onChange,
}: {
  id: string;
  stands: readonly Stand[];
  forActions: readonly string[];
  selected: readonly string[];
  error?: string;
  onChange: (standIds: string[]) => void;
}) {
  const sorted = [...stands].sort((a, b) => a.number - b.number);
  // The stands whose next action, now, is the service's and that no open order or contract already does.
  const ordered = (stand: Stand) => stand.ordered.find((entry) => forActions.includes(entry.action));
  const actionNow = (stand: Stand) =>
    stand.rolledForward === null ? stand.proposedAction : stand.rolledForward.nextAction;
  const suits = (stand: Stand) => {
    const action = actionNow(stand);
    return action !== null && forActions.includes(action) && ordered(stand) === undefined;
  };
  const first = sorted.find(suits) ?? sorted[0];
  const item = (stand: Stand) => {
    const order = ordered(stand);
    return {
      id: stand === first ? id : `${id}-${stand.id}`,
      value: stand.id,
      label: texts.standLabel(stand.number, formatHectares(stand.areaHa)),
      hint:
        stand.stateLine +
        (order === undefined || order.action === actionNow(stand) ? '' : texts.orderedAs(order.number)),
    };
  };
  const suggested = sorted.filter(suits).map(item);
  const others = sorted.filter((stand) => !suits(stand)).map(item);
  const toggle = useToggle(selected, onChange);
  return (
    <ChoiceFieldset describedBy={`${id}-group`} legend={texts.stands} hint={texts.standsHint} error={error}>
      <SuggestedFirst
        suggested={suggested}
        others={others}
        heading={texts.suggested}
        othersSummary={texts.otherStands(others.length)}
        selected={selected}
        onToggle={toggle}
      />
    </ChoiceFieldset>
  );
}
