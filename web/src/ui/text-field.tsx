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

/** The ids that tie a control to its hint and error, and the attributes the control gets from them. */
function useDescription(id: string | undefined, { hint, error }: Pick<FieldText, 'hint' | 'error'>) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint === undefined ? undefined : `${controlId}-hint`;
  const errorId = error === undefined ? undefined : `${controlId}-error`;
  const control = {
    id: controlId,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    ...(error === undefined ? {} : { 'aria-invalid': true as const }),
  };
  return { controlId, hintId, errorId, control };
}

type Description = ReturnType<typeof useDescription>;

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

/** Label, hint and error stacked above the control. */
function StackedField({
  text,
  description,
  children,
}: {
  text: FieldText;
  description: Description;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <Label htmlFor={description.controlId} label={text.label} tag={text.tag} />
      <Hint id={description.hintId}>{text.hint}</Hint>
      <ErrorText id={description.errorId}>{text.error}</ErrorText>
      {children}
    </div>
  );
}

const classes = (...names: (string | undefined)[]): string => names.filter(Boolean).join(' ');

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
  const description = useDescription(id, { hint, error });
  return (
    <StackedField text={{ label, tag, hint, error }} description={description}>
      <input type="text" {...input} {...description.control} className={classes(styles.input, className)} />
    </StackedField>
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
  const description = useDescription(id, { hint, error });
  return (
    <StackedField text={{ label, tag, hint, error }} description={description}>
      <textarea
        rows={4}
        {...textarea}
        {...description.control}
        className={classes(styles.input, styles.textarea, className)}
      />
    </StackedField>
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
  const { controlId, hintId, errorId, control } = useDescription(id, { hint, error });
  return (
    <div className={classes(styles.field, className)}>
      <ErrorText id={errorId}>{error}</ErrorText>
      <div className={styles.checkboxRow}>
        <input {...checkbox} type="checkbox" {...control} className={styles.checkbox} />
        <Label htmlFor={controlId} label={label} tag={tag} />
      </div>
      <Hint id={hintId}>{hint}</Hint>
    </div>
  );
}
