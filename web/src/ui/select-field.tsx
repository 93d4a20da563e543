import type { ComponentPropsWithRef } from 'react';
import { Icon } from './icon';
import styles from './text-field.module.css';

/** A labelled select with its hint and error, laid out as the text fields are. */
export function SelectField({
  id,
  label,
  hint,
  error,
  placeholder,
  options,
  ...select
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The empty first choice ("Välj …"); omitted when a value is always chosen. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
} & Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'>) {
  const hintId = hint === undefined ? undefined : `${id}-hint`;
  const errorId = error === undefined ? undefined : `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
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
      <select
        {...select}
        id={id}
        className={styles.input}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error === undefined ? undefined : true}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
