import { memo, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Stand } from '#contracts/estates';
import { formatHectares } from '../../../lib/format';
import { Icon } from '../../../ui/icon';
import { servicesTexts } from '../services.texts';
import styles from '../services.module.css';

const texts = servicesTexts.form;

/** One stand; memoized, so that ticking one re-renders that one and not every stand of a large plan. */
const StandChoice = memo(function StandChoice({
  id,
  stand,
  checked,
  onToggle,
}: {
  id: string;
  stand: Stand;
  checked: boolean;
  onToggle: (standId: string, on: boolean) => void;
}) {
  const hintId = `${id}-hint`;
  return (
    <li className={styles.choice}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        aria-describedby={hintId}
        onChange={(event) => onToggle(stand.id, event.target.checked)}
      />
      <label htmlFor={id}>
        {texts.standLabel(stand.number, formatHectares(stand.areaHa))}
        <span id={hintId} className={styles.choiceHint}>
          {texts.standHint(stand.cuttingClass, stand.age, stand.proposedAction, stand.proposedYear)}
        </span>
      </label>
    </li>
  );
});

/**
 * The stands of the estate's forest plan to order for: those whose proposed action the service carries out
 * first, the others folded away (open when one of them is chosen). `id` is the first checkbox's id, where
 * the error summary sends focus.
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
  const suggested = sorted.filter((stand) => forActions.includes(stand.proposedAction));
  const others = sorted.filter((stand) => !forActions.includes(stand.proposedAction));
  // The same function on every render (StandChoice is memoized), acting on the latest choice.
  const latest = useRef({ selected, onChange });
  useLayoutEffect(() => {
    latest.current = { selected, onChange };
  });
  const toggle = useCallback((standId: string, on: boolean): void => {
    const { selected: chosen, onChange: change } = latest.current;
    change(on ? [...chosen, standId] : chosen.filter((other) => other !== standId));
  }, []);
  const first = suggested[0] ?? others[0];
  // Open at first when a chosen stand is among the others (a preselection); then as the member leaves it.
  const [othersOpen, setOthersOpen] = useState(() => others.some((stand) => selected.includes(stand.id)));
  const choice = (stand: Stand) => (
    <StandChoice
      key={stand.id}
      id={stand === first ? id : `${id}-${stand.id}`}
      stand={stand}
      checked={selected.includes(stand.id)}
      onToggle={toggle}
    />
  );
  const hintId = `${id}-group-hint`;
  const errorId = `${id}-group-error`;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error === undefined ? hintId : `${hintId} ${errorId}`}
    >
      <legend className={styles.label}>{texts.stands}</legend>
      <p id={hintId} className={styles.hint}>
        {texts.standsHint}
      </p>
      {error !== undefined && (
        <p id={errorId} className={styles.error}>
          <Icon name="warning" size={20} />
          <span>{error}</span>
        </p>
      )}
      {suggested.length > 0 && (
        <>
          <p className={styles.groupHeading}>{texts.suggested}</p>
          <ul className={styles.choices}>{suggested.map(choice)}</ul>
        </>
      )}
      {others.length > 0 &&
        (suggested.length === 0 ? (
          <ul className={styles.choices}>{others.map(choice)}</ul>
        ) : (
          <details
            className={styles.more}
            open={othersOpen}
            onToggle={(event) => setOthersOpen(event.currentTarget.open)}
          >
            <summary>{texts.otherStands(others.length)}</summary>
            <ul className={styles.choices}>{others.map(choice)}</ul>
          </details>
        ))}
    </fieldset>
  );
}
