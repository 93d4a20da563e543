import { useId } from 'react';
import styles from './segmented-choice.module.css';

/**
 * A few ways to see the same thing, side by side: radio buttons in a labelled fieldset, so the arrow keys
 * move between them and a screen reader names the group. Each option, label included, is a 44 px target;
 * the hint under them says what the chosen one shows.
 */
export function SegmentedChoice<V extends string>({
  legend,
  hint,
  value,
  options,
  onChange,
}: {
  legend: string;
  hint?: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset className={styles.group} aria-describedby={hint === undefined ? undefined : hintId}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className={styles.radio}
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </fieldset>
  );
}
