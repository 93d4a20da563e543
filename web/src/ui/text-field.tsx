import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Icon } from './icon';
import styles from './text-field.module.css';

/** What every form field shows around its control: a visible label, an optional hint and its error. */
interface FieldText {
  /** The visible label; it is also the control's accessible name. */
  readonly label: string;
  /** Text after the label, such as "(obligatoriskt)": required fields are marked in words, not by colour. */
  readonly tag?: string;
  readonly hint?: ReactNode;
  /** The field's error in words; it makes the control aria-invalid and is read with it. */
  readonly error?: string;
}

/** The ids that tie a control to its hint and error (aria-describedby). */
function useDescription(id: string | undefined, { hint, error }: Pick<FieldText, 'hint' | 'error'>) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint === undefined ? undefined : `${controlId}-hint`;
  const errorId = error === undefined ? undefined : `${controlId}-error`;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

function Label({ htmlFor, label, tag }: { htmlFor: string } & Pick<FieldText, 'label' | 'tag'>) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {tag !== undefined && <span className={styles.tag}> {tag}</span>}
    </label>
  );
}

function Hint({ id, children }: { id: string | undefined; children: ReactNode }) {
  return id === undefined ? null : (
    <div id={id} className={styles.hint}>
      {children}
    </div>
  );
}

function ErrorText({ id, children }: { id: string | undefined; children: string | undefined }) {
  return id === undefined ? null : (
    <p id={id} className={styles.error}>
      <Icon name="warning" size={20} />
      <span>{children}</span>
    </p>
  );
}

const invalidProps = (error: string | undefined) => (error === undefined ? {} : { 'aria-invalid': true });

/** A labelled single-line input (text, e-mail, phone…), with hint and error. */
export function TextField({
  label,
  tag,
  hint,
  error,
  id,
  className,
  ...input
}: FieldText & ComponentPropsWithRef<'input'>) {
  const { controlId, hintId, errorId, describedBy } = useDescription(id, { hint, error });
  return (
    <div className={styles.field}>
      <Label htmlFor={controlId} label={label} tag={tag} />
      <Hint id={hintId}>{hint}</Hint>
      <ErrorText id={errorId}>{error}</ErrorText>
      <input
        type="text"
        {...input}
        id={controlId}
        className={[styles.input, className].filter(Boolean).join(' ')}
        aria-describedby={describedBy}
        {...invalidProps(error)}
      />
    </div>
  );
}

/** A labelled multi-line input, with hint and error. */
export function TextAreaField({
  label,
  tag,
  hint,
  error,
  id,
  className,
  ...textarea
}: FieldText & ComponentPropsWithRef<'textarea'>) {
  const { controlId, hintId, errorId, describedBy } = useDescription(id, { hint, error });
  return (
    <div className={styles.field}>
      <Label htmlFor={controlId} label={label} tag={tag} />
      <Hint id={hintId}>{hint}</Hint>
      <ErrorText id={errorId}>{error}</ErrorText>
      <textarea
        rows={4}
        {...textarea}
        id={controlId}
        className={[styles.input, styles.textarea, className].filter(Boolean).join(' ')}
        aria-describedby={describedBy}
        {...invalidProps(error)}
      />
    </div>
  );
}

/** A checkbox with its label beside it (the whole label is part of the target), with hint and error. */
export function CheckboxField({
  label,
  tag,
  hint,
  error,
  id,
  className,
  ...checkbox
}: FieldText & Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  const { controlId, hintId, errorId, describedBy } = useDescription(id, { hint, error });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <ErrorText id={errorId}>{error}</ErrorText>
      <div className={styles.checkboxRow}>
        <input
          {...checkbox}
          type="checkbox"
          id={controlId}
          className={styles.checkbox}
          aria-describedby={describedBy}
          {...invalidProps(error)}
        />
        <Label htmlFor={controlId} label={label} tag={tag} />
      </div>
      <Hint id={hintId}>{hint}</Hint>
    </div>
  );
}
