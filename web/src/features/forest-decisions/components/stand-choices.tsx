import { useState } from 'react';
import type { Stand } from '#contracts/estates';
import { formatHectares, formatNumber } from '../../../lib/format';
import { Icon } from '../../../ui/icon';
import styles from '../forest-decisions.module.css';
import { forestDecisionsTexts } from '../forest-decisions.texts';

const texts = forestDecisionsTexts.harvest;

/** An estate with a forest plan, and its stands. */
export interface EstateStands {
  readonly estateId: string;
  readonly designation: string;
  readonly stands: readonly Stand[];
}

interface Choice {
  readonly selected: readonly string[];
  readonly onToggle: (standId: string, on: boolean) => void;
}

function StandChoice({ id, stand, selected, onToggle }: Choice & { id: string; stand: Stand }) {
  const hintId = `${id}-hint`;
  const action =
    stand.proposedYear === null
      ? stand.proposedAction
      : `${stand.proposedAction} ${String(stand.proposedYear)}`;
  return (
    <li className={styles.choice}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={selected.includes(stand.id)}
        aria-describedby={hintId}
        onChange={(event) => {
          onToggle(stand.id, event.target.checked);
        }}
      />
      <label htmlFor={id}>
        {texts.standLabel(stand.number, formatHectares(stand.areaHa))}
        <span id={hintId} className={styles.choiceHint}>
          {texts.standHint(stand.age, `${formatNumber(stand.volumeTotal, 0)}\u00a0m³sk`, action)}
        </span>
      </label>
    </li>
  );
}

/**
 * One estate's stands: those the plan proposes for final felling first, the others folded away (open when
 * one of them is chosen, as by a link from the estates page).
 */
function EstateGroup({
  group,
  firstId,
  ...choice
}: Choice & { group: EstateStands; firstId?: string | undefined }) {
  const sorted = [...group.stands].sort((a, b) => a.number - b.number);
  const suggested = sorted.filter((stand) => stand.proposedAction === 'Slutavverkning');
  const others = sorted.filter((stand) => stand.proposedAction !== 'Slutavverkning');
  const [othersOpen, setOthersOpen] = useState(() =>
    others.some((stand) => choice.selected.includes(stand.id)),
  );
  const first = suggested[0] ?? others[0];
  const item = (stand: Stand) => (
    <StandChoice
      key={stand.id}
      id={stand === first && firstId !== undefined ? firstId : `stand-${stand.id}`}
      stand={stand}
      {...choice}
    />
  );
  return (
    <fieldset className={styles.estateGroup}>
      <legend className={styles.estateLegend}>{group.designation}</legend>
      {suggested.length > 0 && <ul className={styles.choices}>{suggested.map(item)}</ul>}
      {others.length > 0 &&
        (suggested.length === 0 ? (
          <ul className={styles.choices}>{others.map(item)}</ul>
        ) : (
          <details
            className={styles.more}
            open={othersOpen}
            onToggle={(event) => {
              setOthersOpen(event.currentTarget.open);
            }}
          >
            <summary>{texts.otherStands(others.length)}</summary>
            <ul className={styles.choices}>{others.map(item)}</ul>
          </details>
        ))}
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
  const toggle = (standId: string, on: boolean): void => {
    onChange(on ? [...selected, standId] : selected.filter((chosen) => chosen !== standId));
  };
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
      {groups.map((group, index) => (
        <EstateGroup
          key={group.estateId}
          group={group}
          firstId={index === 0 ? id : undefined}
          selected={selected}
          onToggle={toggle}
        />
      ))}
    </fieldset>
  );
}
