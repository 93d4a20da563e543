import type { Stand } from '#contracts/estates';
import { formatHectares } from '../../../lib/format';
import { ChoiceFieldset, SuggestedFirst, useToggle } from '../../../ui/choice-fieldset';
import { servicesTexts } from '../services.texts';

const texts = servicesTexts.form;

/**
 * The stands of the estate's forest plan to order for: those whose proposed action the service carries out
 * first, the others folded away. `id` is the first checkbox's id, where the error summary sends focus.
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
  const first = sorted.find((stand) => forActions.includes(stand.proposedAction)) ?? sorted[0];
  const item = (stand: Stand) => ({
    id: stand === first ? id : `${id}-${stand.id}`,
    value: stand.id,
    label: texts.standLabel(stand.number, formatHectares(stand.areaHa)),
    hint: texts.standHint(stand.cuttingClass, stand.age, stand.proposedAction, stand.proposedYear),
  });
  const suggested = sorted.filter((stand) => forActions.includes(stand.proposedAction)).map(item);
  const others = sorted.filter((stand) => !forActions.includes(stand.proposedAction)).map(item);
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
