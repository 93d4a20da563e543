import type { ComponentPropsWithRef } from 'react';
import { Icon } from './icon';
import styles from './radio-group.module.css';

/**
 * A fieldset of radio buttons with its legend, hint and error; each option is a 44 px target, label
 * included. An error is told in words and tied to the group. `input` is spread on every option (react-hook-form's `register(name)`).
 */
export function RadioGroup({
  id,
  legend,
  hint,
  options,
  error,
  input,
}: {
  /** The first option's id: where an error summary's link goes. */
  id: string;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  input: Omit<ComponentPropsWithRef<'input'>, 'type' | 'id' | 'value'>;
}) {
  const hintId = hint === undefined ? undefined : `${id}-hint`;
  const errorId = error === undefined ? undefined : `${id}-error`;
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
      {options.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${option.value}`;
        return (
          <div key={option.value} className={styles.option}>
            <input {...input} type="radio" id={optionId} value={option.value} className={styles.radio} />
            <label htmlFor={optionId}>{option.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
