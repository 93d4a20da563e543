import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from '../contact.module.css';

/** A fieldset of radio buttons with its legend and error; each option a 44 px target. */
export function RadioGroup({
  id,
  legend,
  options,
  error,
  registration,
}: {
  /** The first option's id: where the error summary's link goes. */
  id: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.radios} aria-describedby={error === undefined ? undefined : errorId}>
      <legend className={styles.legend}>{legend}</legend>
      {error !== undefined && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
      {options.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${option.value}`;
        return (
          <div key={option.value} className={styles.radio}>
            <input type="radio" id={optionId} value={option.value} {...registration} />
            <label htmlFor={optionId}>{option.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
