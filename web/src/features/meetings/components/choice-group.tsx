import { useId } from 'react';
import styles from '../meetings.module.css';

/** A fieldset of radio buttons with large targets, and its error in words. */
export function ChoiceGroup({
  id,
  legend,
  name,
  value,
  options,
  error,
  columns = false,
  onChange,
}: {
  /** The first option's id: where an error summary's link goes. */
  id: string;
  legend: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  /** Short labels (times) side by side. */
  columns?: boolean;
  onChange: (value: string) => void;
}) {
  const errorId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={error === undefined ? undefined : errorId}>
      <legend>{legend}</legend>
      {error !== undefined && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <div className={columns ? styles.columns : styles.options}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.option}>
            <input
              id={index === 0 ? id : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
