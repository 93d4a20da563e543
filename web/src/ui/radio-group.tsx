import type { ComponentPropsWithRef } from 'react';
import { ChoiceFieldset } from './choice-fieldset';
import styles from './choice-fieldset.module.css';

type RadioInput = Omit<ComponentPropsWithRef<'input'>, 'type' | 'id' | 'value' | 'checked'>;

/**
 * A fieldset of radio buttons with its legend, hint and error; each option is a 44 px target, label
 * included. Either `input` is spread on every option (react-hook-form's `register(name)`), or the group is
 * controlled by `value` and `onChange`.
 */
export function RadioGroup<T extends string>({
  id,
  legend,
  hint,
  options,
  error,
  input,
  value,
  onChange,
}: {
  /** The first option's id: where an error summary's link goes. */
  id: string;
  legend: string;
  hint?: string;
  options: readonly { value: T; label: string }[];
  error?: string;
} & (
  | { input: RadioInput; value?: never; onChange?: never }
  | { input?: never; value: T; onChange: (value: T) => void }
)) {
  return (
    <ChoiceFieldset describedBy={id} legend={legend} hint={hint} error={error}>
      {options.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${option.value}`;
        const control: Omit<ComponentPropsWithRef<'input'>, 'type' | 'id' | 'value'> = input ?? {
          name: id,
          checked: value === option.value,
          onChange: () => {
            onChange(option.value);
          },
        };
        return (
          <div key={option.value} className={styles.option}>
            <input {...control} type="radio" id={optionId} value={option.value} className={styles.control} />
            <label htmlFor={optionId}>{option.label}</label>
          </div>
        );
      })}
    </ChoiceFieldset>
  );
}
