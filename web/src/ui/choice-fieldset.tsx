import { memo, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from './icon';
import styles from './choice-fieldset.module.css';

// The fieldset and the checkbox lists that go in it are one module: a module of its own would be a chunk
// of its own, and every chunk's name is listed in the first page's code (bench/bundle-size.ts).

/**
 * A fieldset of choices with its legend, hint and error, as every group of radio buttons or checkboxes has
 * it. The hint and the error are `${describedBy}-hint` and `${describedBy}-error`, and describe the group;
 * an error is told in words.
 */
export function ChoiceFieldset({
  describedBy,
  legend,
  hint,
  error,
  children,
}: {
  describedBy: string;
  legend: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  const hintId = hint === undefined ? undefined : `${describedBy}-hint`;
  const errorId = error === undefined ? undefined : `${describedBy}-error`;
  return (
    <fieldset
      className={styles.group}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hintId !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {errorId !== undefined && (
        <p id={errorId} className={styles.error}>
          <Icon name="warning" size={20} />
          <span>{error}</span>
        </p>
      )}
      {children}
    </fieldset>
  );
}

/** One checkbox: its id, the value it stands for, its label and a line under it that describes it. */
export interface CheckboxItem {
  readonly id: string;
  readonly value: string;
  readonly label: string;
  readonly hint: string;
}

type Toggle = (value: string, on: boolean) => void;

/** Memoized, so that ticking one box re-renders that one and not every box of a long list. */
const Checkbox = memo(function Checkbox({
  checked,
  onToggle,
  ...item
}: CheckboxItem & {
  checked: boolean;
  onToggle: Toggle;
}) {
  const hintId = `${item.id}-hint`;
  return (
    <li className={styles.option}>
      <input
        id={item.id}
        type="checkbox"
        className={styles.control}
        checked={checked}
        aria-describedby={hintId}
        onChange={(event) => {
          onToggle(item.value, event.target.checked);
        }}
      />
      <label htmlFor={item.id} className={styles.itemLabel}>
        {item.label}
        <span id={hintId} className={styles.itemHint}>
          {item.hint}
        </span>
      </label>
    </li>
  );
});

/** The same function on every render (the boxes are memoized), ticking or unticking in the latest choice. */
export function useToggle(selected: readonly string[], onChange: (values: string[]) => void): Toggle {
  const latest = useRef({ selected, onChange });
  useLayoutEffect(() => {
    latest.current = { selected, onChange };
  });
  return useCallback((value: string, on: boolean) => {
    const { selected: chosen, onChange: change } = latest.current;
    change(on ? [...chosen, value] : chosen.filter((other) => other !== value));
  }, []);
}

function List({
  items,
  selected,
  onToggle,
}: {
  items: readonly CheckboxItem[];
  selected: readonly string[];
  onToggle: Toggle;
}) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <Checkbox key={item.id} {...item} checked={selected.includes(item.value)} onToggle={onToggle} />
      ))}
    </ul>
  );
}

/**
 * Checkboxes, the suggested ones first (under `heading`, if given) and the others folded away under
 * `othersSummary`: open at first when one of them is ticked (a preselection), then as the member leaves it.
 * With nothing suggested, the others are shown as they are.
 */
export function SuggestedFirst({
  suggested,
  others,
  heading,
  othersSummary,
  selected,
  onToggle,
}: {
  suggested: readonly CheckboxItem[];
  others: readonly CheckboxItem[];
  heading?: string | undefined;
  othersSummary: string;
  selected: readonly string[];
  onToggle: Toggle;
}) {
  const [othersOpen, setOthersOpen] = useState(() => others.some((item) => selected.includes(item.value)));
  return (
    <>
      {suggested.length > 0 && (
        <>
          {heading !== undefined && <p className={styles.listHeading}>{heading}</p>}
          <List items={suggested} selected={selected} onToggle={onToggle} />
        </>
      )}
      {others.length > 0 &&
        (suggested.length === 0 ? (
          <List items={others} selected={selected} onToggle={onToggle} />
        ) : (
          <details
            className={styles.more}
            open={othersOpen}
            onToggle={(event) => {
              setOthersOpen(event.currentTarget.open);
            }}
          >
            <summary>{othersSummary}</summary>
            <List items={others} selected={selected} onToggle={onToggle} />
          </details>
        ))}
    </>
  );
}
